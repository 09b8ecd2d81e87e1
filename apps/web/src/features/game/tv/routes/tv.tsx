import { zodResolver } from '@hookform/resolvers/zod';
import { Tv } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { TV_CODE_LENGTH, tvPairRequestSchema, type TvPairRequest } from '@app/shared/contracts/tv';
import { FormField } from '@/components/ui/form-field';
import { LanguageSwitch } from '@/components/ui/language-switch';
import { SiteLogo } from '@/components/ui/site-logo';
import type { ClientErrorCode } from '@/lib/api-client';
import { errorCodeOf, errorMessage } from '@/lib/error-message';
import { errorIn, useForm } from '@/lib/form';
import { useTranslation } from '@/lib/i18n';
import { useTextDir } from '../../screen-kit/hooks/use-text-dir';
import { pairTv, resumeTvGame } from '../api/tv-api';
import { CodeField } from '../../screen-kit/components/code-input';
import { TvScreen } from '../components/tv-screen';
import { useTvStream } from '../hooks/use-tv-stream';

/**
 * /tv: a TV enters the host's code (filled in from the QR code's link), then shows the game live.
 * A TV already paired (its cookie) goes straight back to the game after a reload.
 */
export function TvPage() {
  const [params] = useSearchParams();
  const [paired, setPaired] = useState<boolean | null>(() => (params.get('code') ? false : null));
  useEffect(() => {
    if (paired !== null) return;
    resumeTvGame().then(
      (game) => setPaired(game !== null),
      () => setPaired(false),
    );
  }, [paired]);
  if (paired === null) return null;
  return paired ? <PairedTv onEnded={() => setPaired(false)} /> : <CodeForm onPaired={() => setPaired(true)} />;
}

function PairedTv({ onEnded }: { onEnded: () => void }) {
  const { t } = useTranslation('tv');
  const stream = useTvStream(true);
  const ended = stream.status === 'ended';
  useEffect(() => {
    if (ended) onEnded();
  }, [ended, onEnded]);
  if (stream.status !== 'live') return <p className="flex h-full items-center justify-center text-3xl text-ivory/80">{t('connecting')}</p>;
  return <TvScreen view={stream.view} clock={stream.clock} />;
}

function CodeForm({ onPaired }: { onPaired: () => void }) {
  const { t } = useTranslation('tv');
  const dir = useTextDir();
  const [params, setParams] = useSearchParams();
  const form = useForm<TvPairRequest>({ resolver: zodResolver(tvPairRequestSchema), defaultValues: { code: params.get('code') ?? '' } });

  const onSubmit = form.handleSubmit(async ({ code }) => {
    try {
      await pairTv(code);
      // The code is single use: it leaves the address so a reload does not try it again.
      setParams({}, { replace: true });
      onPaired();
    } catch (failure) {
      form.setError('code', { message: errorCodeOf(failure) });
    }
  });

  // Opened from the QR code: the code is tried at once.
  const tried = useRef(false);
  useEffect(() => {
    if (tried.current || !params.get('code')) return;
    tried.current = true;
    void onSubmit();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, with the code the page was opened with
  }, []);

  const error = errorIn(form.formState.errors, (code) => errorMessage(code as ClientErrorCode, 'tv'))('code');
  const busy = form.formState.isSubmitting;
  const code = form.watch('code');

  return (
    <div className="pattern-bg flex h-full flex-col items-center justify-center gap-8 px-6 py-8" data-testid="tv-pair">
      <div className="absolute end-6 top-6">
        <LanguageSwitch />
      </div>
      <SiteLogo purpose="game_logo" className="size-24" />
      <form
        dir={dir}
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        className="flex w-full max-w-xl flex-col items-center gap-5 rounded-3xl border border-gold/30 bg-night-2/90 px-8 py-10 text-center shadow-2xl"
      >
        <Tv aria-hidden className="size-14 text-gold" />
        <h1 className="font-heading text-4xl leading-[1.6] font-extrabold">{t('enterTitle')}</h1>
        <p className="text-xl text-ivory/80">{t('enterBody')}</p>
        <FormField id="tv-pair" tone="screen" label={<span className="sr-only">{t('codeLabel')}</span>} error={error} className="w-full max-w-sm">
          <CodeField control={form.control} name="code" id="tv-pair" error={error} length={TV_CODE_LENGTH} data-testid="tv-code-input" className="h-20 text-5xl" />
        </FormField>
        <button
          type="submit"
          disabled={busy || code.trim().length === 0}
          data-testid="tv-connect"
          className="inline-flex h-16 cursor-pointer items-center rounded-2xl bg-gold px-12 text-2xl font-extrabold text-night hover:bg-gold-light disabled:cursor-not-allowed disabled:opacity-60"
        >
          {busy ? t('connecting') : t('connect')}
        </button>
      </form>
    </div>
  );
}

export { TvPage as Component };
