import { useTranslation } from '@/lib/i18n';

const COLUMNS = 3;
const VALUES = [200, 400, 600] as const;
/** One tile already played, as on a board mid-game. */
const PLAYED = { column: 1, value: 400 };

/**
 * The landing hero's second half: a board as the room sees it (three categories, their 200 / 400 /
 * 600 tiles, the two teams' scores). Plain markup, no image or script: the landing stays light.
 */
export function BoardPreview() {
  const { t } = useTranslation('landing');
  return (
    <div aria-hidden className="hidden w-full rounded-3xl border border-gold/30 bg-night-2/90 p-5 shadow-2xl lg:block" data-testid="board-preview">
      <div className="grid grid-cols-3 gap-3">
        {Array.from({ length: COLUMNS }, (_, column) => (
          <div key={column} className="flex flex-col gap-3">
            <div className="pattern-bg flex h-16 items-center justify-center rounded-xl border border-gold/40 bg-night-3 font-heading text-sm font-bold text-gold-light">
              {t('preview.category', { number: column + 1 })}
            </div>
            {VALUES.map((value) =>
              column === PLAYED.column && value === PLAYED.value ? (
                <div key={value} className="h-14 rounded-xl border border-ivory/10" />
              ) : (
                <div key={value} className="flex h-14 items-center justify-center rounded-xl bg-gold font-heading text-2xl font-extrabold text-night">
                  {value}
                </div>
              ),
            )}
          </div>
        ))}
      </div>
      <div className="mt-4 grid grid-cols-2 gap-3">
        {([1, 2] as const).map((team) => (
          <div key={team} className={`flex items-center justify-between rounded-xl border-s-4 bg-night-3 px-4 py-2 ${team === 1 ? 'border-team1' : 'border-team2'}`}>
            <span className="font-semibold">{t(`preview.team${team}`)}</span>
            <span className="font-heading text-xl font-extrabold tabular-nums">{team === 1 ? 400 : 0}</span>
          </div>
        ))}
      </div>
    </div>
  );
}
