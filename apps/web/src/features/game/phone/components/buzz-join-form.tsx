import { useEffect, useState, type FormEvent } from 'react';
import { BUZZER_NAME_MAX, type BuzzPhoneState } from '@app/shared/contracts/buzzers';
import type { TeamIndex } from '@app/shared/game/state';
import { errorCodeOf, errorMessage } from '@/lib/error-message';
import { useTranslation } from '@/lib/i18n';
import { cn } from '@/lib/cn';
import { getBuzzRoom, joinBuzzers } from '../api/buzz-api';
import { TEAM_INDEXES } from '../../screen-kit/utils/game-view';
import { CodeInput } from '../../screen-kit/components/code-input';
import { teamTheme } from '../../screen-kit/components/team-theme';

const CODE_LENGTH = 6;
const inputClass = 'h-14 w-full rounded-2xl border-2 border-gold/60 bg-night px-4 text-2xl outline-none focus:border-gold';

/** A phone joins: the join code (filled in from the TV's QR code), a name and a team. */
export function BuzzJoinForm({ initialCode, onJoined }: { initialCode: string; onJoined: (state: BuzzPhoneState) => void }) {
  const { t } = useTranslation('buzz');
  const [code, setCode] = useState(initialCode);
  const [name, setName] = useState('');
  const [team, setTeam] = useState<TeamIndex | null>(null);
  const [teams, setTeams] = useState<[string, string] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const cleanCode = code.replace(/[\s-]/g, '').toUpperCase();
  useEffect(() => {
    setTeams(null);
    if (cleanCode.length !== CODE_LENGTH) return;
    let live = true;
    getBuzzRoom(cleanCode).then(
      (room) => live && (setTeams(room.teams), setError(null)),
      (failure: unknown) => live && setError(errorMessage(errorCodeOf(failure))),
    );
    return () => {
      live = false;
    };
  }, [cleanCode]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (team === null) return;
    setBusy(true);
    setError(null);
    try {
      onJoined(await joinBuzzers({ code: cleanCode, name, team }));
    } catch (failure) {
      setError(errorMessage(errorCodeOf(failure)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} className="mx-auto flex w-full max-w-md flex-col gap-4 px-5 py-6" data-testid="buzz-join">
      <h1 className="font-heading text-3xl font-extrabold">{t('joinTitle')}</h1>
      <p className="text-lg text-ivory/80">{t('joinBody')}</p>
      <label className="flex flex-col gap-1 text-base font-semibold">
        {t('codeLabel')}
        <CodeInput
          value={code}
          onChange={setCode}
          length={CODE_LENGTH}
          data-testid="buzz-code"
          className={cn(inputClass, 'text-center font-mono font-extrabold tracking-[0.3em] text-gold')}
        />
      </label>
      <label className="flex flex-col gap-1 text-base font-semibold">
        {t('nameLabel')}
        <input
          dir="auto"
          value={name}
          onChange={(event) => setName(event.target.value)}
          maxLength={BUZZER_NAME_MAX}
          autoComplete="nickname"
          data-testid="buzz-name"
          className={inputClass}
        />
      </label>
      {teams ? (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-base font-semibold">{t('teamLabel')}</legend>
          {/* Team 1 on the left, as on the TV. */}
          <div dir="ltr" className="grid grid-cols-2 gap-3">
            {TEAM_INDEXES.map((index) => (
              <button
                key={index}
                type="button"
                aria-pressed={team === index}
                onClick={() => setTeam(index)}
                data-testid={`buzz-team-${index}`}
                className={cn(
                  'min-h-14 cursor-pointer rounded-2xl border-2 px-3 py-2 text-xl font-bold break-words',
                  teamTheme[index].border,
                  team === index ? cn(teamTheme[index].bg, 'text-night') : teamTheme[index].text,
                )}
              >
                <bdi>{teams[index]}</bdi>
              </button>
            ))}
          </div>
        </fieldset>
      ) : null}
      {error ? (
        <p role="alert" className="text-lg font-semibold text-danger" data-testid="buzz-error">
          {error}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={busy || team === null || name.trim().length === 0}
        data-testid="buzz-join-submit"
        className="h-14 cursor-pointer rounded-2xl bg-gold text-2xl font-extrabold text-night hover:bg-gold-light disabled:cursor-not-allowed disabled:opacity-60"
      >
        {busy ? t('joining') : t('join')}
      </button>
    </form>
  );
}
