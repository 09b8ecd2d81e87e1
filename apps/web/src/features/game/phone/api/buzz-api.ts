import type { BuzzJoinRequest, BuzzPhoneResponse, BuzzPhoneState, BuzzResponse, BuzzResumeResponse, BuzzRoomResponse } from '@app/shared/contracts/buzzers';
import { apiFetch } from '@/lib/api-client';

/** The phone's side of a game's buzzers (DECISIONS.md 26): the game of a join code, joining (the token comes back as an httpOnly cookie), its state, a buzz. */
export function getBuzzRoom(code: string): Promise<BuzzRoomResponse> {
  return apiFetch<BuzzRoomResponse>(`/api/buzz/room?code=${encodeURIComponent(code)}`);
}

export async function joinBuzzers(body: BuzzJoinRequest): Promise<BuzzPhoneState> {
  return (await apiFetch<BuzzPhoneResponse>('/api/buzz/join', { method: 'POST', body })).state;
}

export async function getBuzzState(): Promise<BuzzPhoneState> {
  return (await apiFetch<BuzzPhoneResponse>('/api/buzz/me')).state;
}

/** On opening /buzz: the phone's state, or null when it has not joined (asked without an error). */
export async function resumeBuzzState(): Promise<BuzzPhoneState | null> {
  return (await apiFetch<BuzzResumeResponse>('/api/buzz/resume')).state;
}

export function pressBuzzer(): Promise<BuzzResponse> {
  return apiFetch<BuzzResponse>('/api/buzz', { method: 'POST' });
}

/** The address a phone opens, with the join code filled in (the TV's QR code). */
export const buzzLink = (code: string) => `${window.location.origin}/buzz?code=${encodeURIComponent(code)}`;
