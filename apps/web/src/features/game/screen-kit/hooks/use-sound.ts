import { useSyncExternalStore } from 'react';
import { isMuted, setMuted, subscribeMuted } from '../utils/sound';

/** Sound is on in a page the server rendered (it cannot know this device's choice) until the page is live. */
const soundOnServer = () => false;

export function useSoundMuted(): [boolean, (muted: boolean) => void] {
  const muted = useSyncExternalStore(subscribeMuted, isMuted, soundOnServer);
  return [muted, setMuted];
}
