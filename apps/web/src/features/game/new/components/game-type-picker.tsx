import { Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import type { GameType } from '@app/shared/game/state';
import { AnswerTwiceIcon, PitIcon, RestIcon } from '@/components/icons/aid-icons';
import { useTranslation } from '@/lib/i18n';
import { cn } from '@/lib/cn';

type Props = { value: GameType; onChange: (value: GameType) => void };

/** The aids of a standard game, which the Gulf game also has: Phone a Friend and 2X. */
const standardAids = (
  <>
    <Phone aria-hidden className="size-6" />
    <span className="font-heading text-lg font-extrabold">2X</span>
  </>
);

/** Standard game (Phone a Friend, 2X) or the Gulf game (also The Pit, Answer Twice, Rest). */
export function GameTypePicker({ value, onChange }: Props) {
  const { t } = useTranslation('play');
  const options: { type: GameType; title: string; body: string; icons: ReactNode }[] = [
    {
      type: 'standard',
      title: t('gameType.standard'),
      body: t('gameType.standardBody'),
      icons: standardAids,
    },
    {
      type: 'gulf',
      title: t('gameType.gulf'),
      body: t('gameType.gulfBody'),
      icons: (
        <>
          {standardAids}
          <PitIcon className="size-6" />
          <AnswerTwiceIcon className="size-6" />
          <RestIcon className="size-6" />
        </>
      ),
    },
  ];
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-semibold">{t('gameType.heading')}</legend>
      <div className="grid gap-3 md:grid-cols-2">
        {options.map((option) => {
          const checked = value === option.type;
          return (
            <label
              key={option.type}
              data-testid={`game-type-${option.type}`}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-xl border-2 p-4 transition',
                checked ? 'border-emerald bg-emerald/10' : 'border-ink/10 hover:border-emerald/50',
              )}
            >
              <input
                type="radio"
                name="game-type"
                value={option.type}
                checked={checked}
                onChange={() => onChange(option.type)}
                className="mt-1 size-5 accent-emerald"
              />
              <span className="flex min-w-0 flex-col gap-1">
                <span className="font-bold">{option.title}</span>
                <span className="text-sm text-muted">{option.body}</span>
                <span className="mt-1 flex items-center gap-3 text-emerald-dark" aria-hidden>
                  {option.icons}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
