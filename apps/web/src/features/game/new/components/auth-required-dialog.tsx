import { LogIn, UserPlus } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { ButtonLink } from '@/components/ui/button-link';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';

/** Shown when a visitor presses create: log in or sign up to start playing. */
export function AuthRequiredDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('play');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('auth.close')} data-testid="auth-required-dialog">
        <DialogHeader>
          <DialogTitle>{t('auth.title')}</DialogTitle>
          <DialogDescription>{t('auth.body')}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <ButtonLink to="/signup" icon={UserPlus} variant="outline">{t('auth.signup')}</ButtonLink>
          <ButtonLink to="/login" state={{ from: { pathname: '/play' } }} icon={LogIn}>{t('auth.login')}</ButtonLink>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
