import { useMutation } from '@tanstack/react-query';
import type { HostBuzzers } from '@app/shared/contracts/buzzers';
import { removeBuzzerPhone, setBuzzers } from '../api/buzzers-api';
import { useLiveEvents } from '../../screen-kit/hooks/use-live-events';

/** The game's buzzers as the host sees them, live: join code, phones, who buzzed first; turn on or off, remove a phone. */
export function useHostBuzzers(gameId: number, { watch = true }: { watch?: boolean } = {}) {
  const live = useLiveEvents<HostBuzzers>(watch ? `/api/games/${gameId}/buzzers/events` : null, 'buzzers');
  const toggle = useMutation({ mutationFn: (enabled: boolean) => setBuzzers(gameId, enabled) });
  const remove = useMutation({ mutationFn: (phoneId: number) => removeBuzzerPhone(gameId, phoneId) });
  return { buzzers: live, toggle, remove };
}
