import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { BUZZER_NAME_MAX, buzzJoinCodeSchema, buzzJoinRequestSchema, type BuzzJoinRequest, type BuzzPhoneState } from '@app/shared/contracts/buzzers';
import { FormAlert, FormField, fieldProps } from '@/components/ui/form-field';
import { screenInputClass } from '@/components/ui/input';
import type { ClientErrorCode } from '@/lib/api-client';
import { errorCodeOf, errorMessage } from '@/lib/error-message';
import { errorIn, showFieldErrors, useForm } from '@/lib/form';
import { useTranslation } from '@/lib/i18n';
import { cn } from '@/lib/cn';
import { getBuzzRoom, joinBuzzers } from '../api/buzz-api';
import { TEAM_INDEXES } from '../../screen-kit/utils/game-view';
import { CodeField } from '../../screen-kit/components/code-input';
import { teamTheme } from '../../screen-kit/components/team-theme';

const CODE_LENGTH = 6;
const fieldSize = 'h-14 px-4 text-2xl';

/** A phone joins: the join code (filled in from the TV's QR code), a name and a team. */
export function BuzzJoinForm({ initialCode, onJoined }: { initialCode: string; onJoined: (state: BuzzPhoneState) => void }) {
  const { t } = useTranslation('buzz');
  const form = useForm<BuzzJoinRequest>({ resolver: zodResolver(buzzJoinRequestSchema), defaultValues: { code: initialCode, name: '' } });
  const [teams, setTeams] = useState<[string, string] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { setError, clearErrors } = form;

  const code = buzzJoinCodeSchema.parse(form.watch('code'));
  useEffect(() => {
    setTeams(null);
    if (code.length !== CODE_LENGTH) return;
    let live = true;
    getBuzzRoom(code).then(
      (room) => live && (setTeams(room.teams), clearErrors('code')),
      (error: unknown) => live && setError('code', { message: errorCodeOf(error) }),
    );
    return () => {
      live = false;
    };
  }, [code, setError, clearErrors]);

  const onSubmit = form.handleSubmit(async (request) => {
    setFailure(null);
    try {
      onJoined(await joinBuzzers(request));
    } catch (error) {
      const refused = errorCodeOf(error);
      if (refused === 'buzz_code_invalid') setError('code', { message: refused });
      else if (refused === 'validation_failed') showFieldErrors(setError, error);
      else setFailure(errorMessage(refused));
    }
  });

  const errors = form.formState.errors;
  const codeError = errorIn(errors, (refused) => errorMessage(refused as ClientErrorCode))('code');
  const nameError = errorIn(errors, (refused) => t(`errors.${refused}`))('name');
  const name = form.watch('name');
  const team = form.watch('team');
  const busy = form.formState.isSubmitting;

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="mx-auto flex w-full max-w-md flex-col gap-4 px-5 py-6" data-testid="buzz-join">
      <h1 className="font-heading text-3xl font-extrabold">{t('joinTitle')}</h1>
      <p className="text-lg text-ivory/80">{t('joinBody')}</p>
      <FormField id="buzz-code" tone="screen" label={t('codeLabel')} error={codeError}>
        <CodeField control={form.control} name="code" id="buzz-code" error={codeError} length={CODE_LENGTH} data-testid="buzz-code" className={fieldSize} />
      </FormField>
      <FormField id="buzz-name" tone="screen" label={t('nameLabel')} error={nameError}>
        <input
          {...fieldProps('buzz-name', { error: nameError })}
          dir="auto"
          maxLength={BUZZER_NAME_MAX}
          autoComplete="nickname"
          data-testid="buzz-name"
          className={cn(screenInputClass, fieldSize)}
          {...form.register('name')}
        />
      </FormField>
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
                onClick={() => form.setValue('team', index)}
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
      <FormAlert message={failure} testId="buzz-error" />
      <button
        type="submit"
        disabled={busy || team === undefined || name.trim().length === 0}
        data-testid="buzz-join-submit"
        className="h-14 cursor-pointer rounded-2xl bg-gold text-2xl font-extrabold text-night hover:bg-gold-light disabled:cursor-not-allowed disabled:opacity-60"
      >
        {busy ? t('joining') : t('join')}
      </button>
    </form>
  );
}
