import { afterEach, describe, expect, it, vi } from 'vitest';

const sonner = vi.hoisted(() => {
  let next = 0;
  const make = () => vi.fn(() => ++next);
  return { success: make(), error: make(), info: make(), warning: make(), message: make(), dismiss: vi.fn() };
});
vi.mock('sonner', () => ({ toast: sonner }));

const { dismissPageToasts, registerToasterHost, toast, toasterHostMounted, TOP_TOAST_CLASS } = await import('./toast');
registerToasterHost(() => undefined);
toasterHostMounted();

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(async () => {
  dismissPageToasts();
  await settle();
  vi.clearAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('toasts', () => {
  it('on a game screen show at the top centre, clear of the team panels; elsewhere where the spec puts them', async () => {
    window.history.replaceState(null, '', '/jeopardy/42');
    toast.error('Failed to submit answer: Unknown error');
    await settle();
    expect(sonner.error).toHaveBeenLastCalledWith('Failed to submit answer: Unknown error', { position: 'top-center', className: TOP_TOAST_CLASS });
    window.history.replaceState(null, '', '/play');
    toast.error('You cannot select more than 6 categories', { dismissOnLeave: true });
    await settle();
    expect(sonner.error).toHaveBeenLastCalledWith('You cannot select more than 6 categories', {});
  });

  it('about the page on view are dismissed when the user leaves it; news for the next page stays', async () => {
    window.history.replaceState(null, '', '/play');
    // One at a time: the test runner's module mock does not answer two imports of it at once.
    toast.error('You cannot select more than 6 categories', { dismissOnLeave: true });
    await settle();
    toast.success('Game created successfully', { position: 'top-center' });
    await settle();
    const tooMany = sonner.error.mock.results[0]!.value as number;
    dismissPageToasts();
    await settle();
    expect(sonner.dismiss.mock.calls).toEqual([[tooMany]]);
    expect(sonner.success).toHaveBeenCalledWith('Game created successfully', { position: 'top-center', className: TOP_TOAST_CLASS });
    dismissPageToasts();
    await settle();
    expect(sonner.dismiss).toHaveBeenCalledTimes(1);
  });
});
