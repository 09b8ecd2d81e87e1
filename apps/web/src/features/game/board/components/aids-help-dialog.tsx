import { Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { GULF_AIDS } from '@app/shared/game/state';
import { AID_ICONS } from '@/components/icons/aid-icons';
import { useTranslation } from '@/lib/i18n';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { useTextDir } from '../../screen-kit/hooks/use-text-dir';

const KEYS = ['space', 'enter', 'digits', 'escape'] as const;

/** What each aid does, with its icon (Phone a Friend, 2X, and the Gulf game's), and the host's keys: opened from the board's header. */
export function AidsHelpDialog({ open, onOpenChange, gulf }: { open: boolean; onOpenChange: (open: boolean) => void; gulf: boolean }) {
  const { t } = useTranslation('game');
  const dir = useTextDir();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent tone="dark" size="xl" dir={dir} className="max-h-[95dvh] overflow-y-auto" data-testid="aids-help">
        <DialogTitle className="text-2xl">{gulf ? t('aids.helpTitle') : t('aids.help')}</DialogTitle>
        {gulf ? <DialogDescription className="mt-2 text-ivory/80">{t('aids.helpNote')}</DialogDescription> : <DialogDescription className="sr-only">{t('aids.helpStandard')}</DialogDescription>}
        <ul className="mt-4 flex flex-col gap-4">
          <Aid icon={<Phone aria-hidden className="size-7" />} name={t('phone.title')} explain={t('aids.phoneExplain')} />
          <Aid icon={<span className="font-heading text-lg font-extrabold">2X</span>} name="2X" explain={t('aids.doubleExplain')} />
          {gulf
            ? GULF_AIDS.map((aid) => {
                const Icon = AID_ICONS[aid];
                return <Aid key={aid} icon={<Icon className="size-7" />} name={t(`aids.${aid}.name`)} explain={t(`aids.${aid}.explain`)} />;
              })
            : null}
        </ul>
        <h3 className="mt-5 font-heading text-xl font-extrabold">{t('aids.keysTitle')}</h3>
        <ul className="mt-2 flex flex-col gap-1 text-ivory/85" data-testid="aids-help-keys">
          {KEYS.map((key) => (
            <li key={key}>{t(`aids.keys.${key}`)}</li>
          ))}
        </ul>
      </DialogContent>
    </Dialog>
  );
}

function Aid({ icon, name, explain }: { icon: ReactNode; name: string; explain: string }) {
  return (
    <li className="flex items-start gap-4">
      <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl border border-gold/50 text-gold">{icon}</span>
      <div className="flex flex-col">
        <span className="font-heading text-xl font-extrabold">{name}</span>
        <span className="text-ivory/85">{explain}</span>
      </div>
    </li>
  );
}
