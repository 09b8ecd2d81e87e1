import { useSyncExternalStore } from 'react';
import { isMuted, setMuted, subscribeMuted } from '../utils/sound';

export function useSoundMuted(): [boolean, (muted: boolean) => void] {
  const muted = useSyncExternalStore(subscribeMuted, isMuted, isMuted);
  return [muted, setMuted];
}
