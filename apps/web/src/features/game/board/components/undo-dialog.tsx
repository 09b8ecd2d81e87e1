import { Undo2 } from 'lucide-react';
import type { Judgement } from '@app/shared/game/state';
import { useTranslation } from '@/lib/i18n';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { useTextDir } from '../../screen-kit/hooks/use-text-dir';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The judgement the undo takes back, already in words: who, how many points, which tile. */
  judgement: { last: Judgement; teamName: string | null; category: string; value: number } | null;
  busy: boolean;
  onConfirm: () => void;
};

/** Asks before a judgement is taken back: says which one and what comes back. */
export function UndoDialog({ open, onOpenChange, judgement, busy, onConfirm }: Props) {
  const { t } = useTranslation('game');
  const dir = useTextDir();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent tone="dark" size="lg" dir={dir} closeLabel={t('undo.cancel')} data-testid="undo-dialog">
        <DialogTitle className="text-2xl">{t('undo.title')}</DialogTitle>
        <DialogDescription className="mt-3 flex flex-col gap-2 text-lg text-ivory/85">
          {judgement ? (
            <span data-testid="undo-summary">
              {judgement.teamName
                ? t('undo.team', { team: judgement.teamName, points: judgement.last.awarded, category: judgement.category, value: judgement.value })
                : t('undo.none', { category: judgement.category, value: judgement.value })}
            </span>
          ) : null}
          <span>{t('undo.effect')}</span>
        </DialogDescription>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <DialogClose className="inline-flex h-12 cursor-pointer items-center rounded-xl border border-ivory/30 px-6 text-lg font-semibold hover:bg-ivory/10">
            {t('undo.cancel')}
          </DialogClose>
          <button
            type="button"
            onClick={onConfirm}
            disabled={busy}
            data-testid="undo-confirm"
            className="inline-flex h-12 cursor-pointer items-center gap-2 rounded-xl bg-gold px-6 text-lg font-extrabold text-night hover:bg-gold-light disabled:cursor-wait disabled:opacity-60"
          >
            <Undo2 aria-hidden className="size-5" />
            {t('undo.confirm')}
          </button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
