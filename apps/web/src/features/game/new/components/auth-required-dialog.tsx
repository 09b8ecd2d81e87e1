import { LogIn, UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
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
          <Button asChild variant="outline">
            <Link to="/signup">
              <UserPlus aria-hidden />
              {t('auth.signup')}
            </Link>
          </Button>
          <Button asChild>
            <Link to="/login" state={{ from: { pathname: '/play' } }}>
              <LogIn aria-hidden />
              {t('auth.login')}
            </Link>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
