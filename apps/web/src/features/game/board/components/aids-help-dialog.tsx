import { GULF_AIDS } from '@app/shared/game/state';
import { AID_ICONS } from '@/components/icons/aid-icons';
import { useTranslation } from '@/lib/i18n';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { useTextDir } from '../hooks/use-text-dir';

/** What each Gulf aid does, with its icon: opened from the board's header. */
export function AidsHelpDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('game');
  const dir = useTextDir();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent tone="dark" size="xl" dir={dir} data-testid="aids-help">
        <DialogTitle className="text-2xl">{t('aids.helpTitle')}</DialogTitle>
        <DialogDescription className="mt-2 text-ivory/80">{t('aids.helpNote')}</DialogDescription>
        <ul className="mt-4 flex flex-col gap-4">
          {GULF_AIDS.map((aid) => {
            const Icon = AID_ICONS[aid];
            return (
              <li key={aid} className="flex items-start gap-4">
                <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl border border-gold/50 text-gold">
                  <Icon className="size-7" />
                </span>
                <div className="flex flex-col">
                  <span className="font-heading text-xl font-extrabold">{t(`aids.${aid}.name`)}</span>
                  <span className="text-ivory/85">{t(`aids.${aid}.explain`)}</span>
                </div>
              </li>
            );
          })}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
