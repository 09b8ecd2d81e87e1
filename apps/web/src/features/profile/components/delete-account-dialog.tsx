import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { ApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { endSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useDeleteAccount } from '../api/delete-account';

/** Delete My Account, behind a confirmation (Cancel / Yes, delete it). */
export function DeleteAccountDialog() {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const remove = useDeleteAccount();

  const confirm = async () => {
    try {
      await remove.mutateAsync();
    } catch (error) {
      setOpen(false);
      toast.error(t(error instanceof ApiError && error.status === 401 ? 'delete.authError' : 'delete.failed'));
      return;
    }
    // Spec: after deleting, everything on the device is wiped and the user lands on the home page.
    toast.success(t('delete.success'));
    await endSession({ callServer: false, everything: true });
    void navigate('/', { replace: true });
  };

  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)} data-testid="delete-account-open">
        <Trash2 aria-hidden />
        {t('delete.open')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => !remove.isPending && setOpen(next)}
        title={t('delete.title')}
        description={t('delete.description')}
        cancelLabel={t('delete.cancel')}
        actions={
          <Button variant="danger" disabled={remove.isPending} onClick={() => void confirm()} data-testid="delete-account-confirm">
            {remove.isPending ? t('delete.deleting') : t('delete.confirm')}
          </Button>
        }
      />
    </>
  );
}
