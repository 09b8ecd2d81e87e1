import { qualityOf, type ConnectionQuality } from '@app/shared/presence';

/** One HEAD /api/ping: the round trip's quality, or offline when it fails. */
export async function measureQuality(ping: () => Promise<Response> = () => fetch('/api/ping', { method: 'HEAD', cache: 'no-store' })): Promise<ConnectionQuality> {
  const started = performance.now();
  try {
    const response = await ping();
    if (!response.ok) return 'offline';
  } catch {
    return 'offline';
  }
  return qualityOf(performance.now() - started);
}
