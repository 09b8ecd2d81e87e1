import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFetch, ApiError } from '@/lib/api-client';
import { serviceStatus } from '@/lib/service-status';
import { ServiceBusyBanner } from './service-busy-banner';

// The query cache the banner loads on demand: Try again reloads what the page shows through it.
const invalidateQueries = vi.hoisted(() => vi.fn(async () => {}));
vi.mock('@/lib/query-client', () => ({ queryClient: { invalidateQueries } }));

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const BUSY = { error: { code: 'service_unavailable', message: 'The service is busy, we are reconnecting. Please try again.' } };

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => serviceStatus.reportAvailable());
});

describe('the service-busy banner', () => {
  it('appears when the server answers 503 service_unavailable and Try again hides it once the server is back', async () => {
    render(
      <Suspense fallback={null}>
        <ServiceBusyBanner />
      </Suspense>,
    );
    expect(screen.queryByTestId('service-busy-banner')).toBeNull();

    vi.stubGlobal('fetch', vi.fn(async () => json(503, BUSY)));
    await act(async () => {
      const error: unknown = await apiFetch('/api/games').catch((e: unknown) => e);
      expect(error).toEqual(new ApiError(503, 'service_unavailable', BUSY.error.message));
      expect(serviceStatus.get()).toBe(true);
    });
    const banner = await screen.findByTestId('service-busy-banner');
    expect(banner.textContent).toBe('The service is busy, we are reconnecting.Try Again');

    // Still away: the banner stays.
    vi.stubGlobal('fetch', vi.fn(async () => json(503, { status: 'error', database: 'unreachable' })));
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Try Again' })).toHaveProperty('disabled', false));
    expect(screen.getByTestId('service-busy-banner')).toBeTruthy();

    const health = vi.fn(async () => json(200, { status: 'ok', database: 'ok' }));
    vi.stubGlobal('fetch', health);
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(screen.queryByTestId('service-busy-banner')).toBeNull());
    expect(health).toHaveBeenCalledWith('/api/health', { headers: { accept: 'application/json' } });
    // What the page shows is loaded again; the test ends only once Try again has finished.
    await waitFor(() => expect(invalidateQueries).toHaveBeenCalledTimes(1));
    await act(async () => {});
  });

  it('goes away by itself once any request gets through', async () => {
    render(
      <Suspense fallback={null}>
        <ServiceBusyBanner />
      </Suspense>,
    );
    vi.stubGlobal('fetch', vi.fn(async () => json(503, BUSY)));
    await act(async () => {
      await apiFetch('/api/games').catch(() => undefined);
    });
    expect(await screen.findByTestId('service-busy-banner')).toBeTruthy();
    vi.stubGlobal('fetch', vi.fn(async () => json(200, { games: [] })));
    await act(async () => {
      await apiFetch('/api/games');
    });
    expect(screen.queryByTestId('service-busy-banner')).toBeNull();
  });
});
