import { BellRing } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { BuzzPhoneState } from '@app/shared/contracts/buzzers';
import { LanguageSwitch } from '@/components/ui/language-switch';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { ApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { getBuzzState, resumeBuzzState } from '../api/buzz-api';
import { BuzzJoinForm } from '../components/buzz-join-form';
import { BuzzerPad } from '../components/buzzer-pad';
import { useLiveEvents } from '../../screen-kit/hooks/use-live-events';
import { useTextDir } from '../../screen-kit/hooks/use-text-dir';

type Phase = { at: 'checking' } | { at: 'join' } | { at: 'joined'; state: BuzzPhoneState } | { at: 'removed' };

/**
 * /buzz: a player's phone, no account (DECISIONS.md 26). It joins with the TV's join code, a name
 * and a team, then shows one big button; a phone that comes back (locked, reloaded) keeps its place.
 */
export function BuzzPage() {
  const { t } = useTranslation('buzz');
  const dir = useTextDir();
  const [params, setParams] = useSearchParams();
  const [phase, setPhase] = useState<Phase>({ at: 'checking' });
  useEffect(() => {
    resumeBuzzState().then(
      (state) => setPhase(state ? { at: 'joined', state } : { at: 'join' }),
      () => setPhase({ at: 'join' }),
    );
  }, []);
  const onJoined = (state: BuzzPhoneState) => {
    setParams({}, { replace: true });
    setPhase({ at: 'joined', state });
  };

  return (
    <div dir={dir} className="dark flex h-dvh flex-col bg-night text-ivory" data-testid="buzz-page">
      <NoticeBanner />
      <header className="flex items-center gap-2 px-4 py-2">
        <BellRing aria-hidden className="size-6 text-gold" />
        <span className="flex-1 font-heading text-xl font-bold">{t('title')}</span>
        <LanguageSwitch />
      </header>
      <main className="min-h-0 flex-1 overflow-y-auto">
        {phase.at === 'checking' ? null : phase.at === 'join' ? (
          <BuzzJoinForm initialCode={params.get('code') ?? ''} onJoined={onJoined} />
        ) : phase.at === 'joined' ? (
          <LivePad initial={phase.state} onRemoved={() => setPhase({ at: 'removed' })} />
        ) : (
          <Removed onAgain={() => setPhase({ at: 'join' })} />
        )}
      </main>
    </div>
  );
}

function LivePad({ initial, onRemoved }: { initial: BuzzPhoneState; onRemoved: () => void }) {
  const onEnded = useCallback(onRemoved, [onRemoved]);
  const live = useLiveEvents<BuzzPhoneState>('/api/buzz/events', 'state', {
    ended: 'removed',
    onEnded,
    // After a drop: a phone the host removed meanwhile is told so instead of trying again.
    shouldReconnect: async () => {
      try {
        await getBuzzState();
        return true;
      } catch (error) {
        if (!(error instanceof ApiError && error.code === 'buzz_phone_removed')) return true;
        onRemoved();
        return false;
      }
    },
  });
  // A phone unlocked after a while: its stream may have been refused while it slept, so ask once.
  useEffect(() => {
    const wake = () => document.visibilityState === 'visible' && getBuzzState().catch(onRemoved);
    document.addEventListener('visibilitychange', wake);
    return () => document.removeEventListener('visibilitychange', wake);
  }, [onRemoved]);
  return <BuzzerPad state={live ?? initial} />;
}

function Removed({ onAgain }: { onAgain: () => void }) {
  const { t } = useTranslation('buzz');
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 px-6 py-10 text-center" data-testid="buzz-removed">
      <h1 className="font-heading text-3xl font-extrabold">{t('removedTitle')}</h1>
      <p className="text-lg text-ivory/80">{t('removedBody')}</p>
      <button type="button" onClick={onAgain} className="h-12 cursor-pointer rounded-2xl bg-gold px-8 text-xl font-bold text-night">
        {t('joinAgain')}
      </button>
    </div>
  );
}

export { BuzzPage as Component };
