import { AlertTriangle, ArrowLeft, LogIn, RotateCcw } from 'lucide-react';
import { errorMessage } from '@/lib/error-message';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useTextDir } from '../../screen-kit/hooks/use-text-dir';

export function GameLoading({ label }: { label?: string }) {
  const { t } = useTranslation('game');
  const dir = useTextDir();
  return (
    <div dir={dir} className="flex min-h-screen items-center justify-center p-8 text-2xl font-semibold text-ivory" data-testid="game-loading">
      <Spinner className="size-10 text-gold" label={label ?? t('loading')} />
    </div>
  );
}

/** What went wrong loading a game, in the player's language, with the way back. */
export function loadErrorMessage(error: unknown, t: (key: string) => string): string {
  if (error instanceof ApiError) {
    if (error.code === 'network_error') return errorMessage(error.code);
    if (error.status === 401) return t('errors.unauthenticated');
    if (error.status === 404) return t('errors.notFound');
  }
  return t('errors.loadFailed');
}

type Props = { title?: string; message: string; onRetry?: () => void; signIn?: boolean };

export function GameError({ title, message, onRetry, signIn = false }: Props) {
  const { t } = useTranslation('game');
  const dir = useTextDir();
  return (
    <div className="flex min-h-screen items-center justify-center p-8">
      <div dir={dir} role="alert" data-testid="game-error" className="flex max-w-lg flex-col items-center gap-5 rounded-2xl border border-danger/40 bg-night-2 p-10 text-center">
        <AlertTriangle aria-hidden className="size-14 text-danger" />
        <h1 className="text-3xl font-bold">{title ?? t('errorTitle')}</h1>
        <p className="text-lg text-ivory/85" dir="auto">
          {message}
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          {signIn ? (
            <ButtonLink to="/login" icon={LogIn} variant="gold" size="lg">{t('login')}</ButtonLink>
          ) : null}
          {onRetry ? (
            <Button variant="gold" size="lg" onClick={onRetry}>
              <RotateCcw aria-hidden />
              {t('retry')}
            </Button>
          ) : null}
          <ButtonLink to="/games" icon={ArrowLeft} size="lg">{t('returnToGames')}</ButtonLink>
        </div>
      </div>
    </div>
  );
}

/** The error panel for a failed board load. */
export function GameLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('game');
  const status = error instanceof ApiError ? error.status : 0;
  return (
    <GameError
      message={loadErrorMessage(error, t)}
      signIn={status === 401}
      onRetry={status === 401 || status === 404 ? undefined : onRetry}
    />
  );
}
