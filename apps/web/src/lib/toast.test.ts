import { afterEach, describe, expect, it, vi } from 'vitest';

const sonner = vi.hoisted(() => {
  let next = 0;
  const make = () => vi.fn(() => ++next);
  return { success: make(), error: make(), info: make(), warning: make(), message: make(), dismiss: vi.fn(), getToasts: vi.fn(() => [] as unknown[]) };
});
vi.mock('sonner', () => ({ toast: sonner }));

const { dismissPageToasts, registerToasterHost, toast, toasterHostMounted } = await import('./toast');
const { attachBanner } = await import('./notice-store');
await import('./toast-delivery');
registerToasterHost(() => undefined);
toasterHostMounted();

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(async () => {
  vi.useRealTimers();
  dismissPageToasts();
  await settle();
  vi.clearAllMocks();
});

describe('toasts', () => {
  it('float where the spec puts them on a screen without a notice banner', async () => {
    toast.error('You cannot select more than 6 categories', { dismissOnLeave: true });
    await settle();
    expect(sonner.error).toHaveBeenLastCalledWith('You cannot select more than 6 categories', {});
  });

  it('about the page on view are dismissed when the user leaves it; news for the next page stays', async () => {
    // One at a time: the test runner's module mock does not answer two imports of it at once.
    toast.error('You cannot select more than 6 categories', { dismissOnLeave: true });
    await settle();
    toast.success('Game created successfully');
    await settle();
    const tooMany = sonner.error.mock.results[0]!.value as number;
    dismissPageToasts();
    await settle();
    expect(sonner.dismiss.mock.calls).toEqual([[tooMany]]);
    dismissPageToasts();
    await settle();
    expect(sonner.dismiss).toHaveBeenCalledTimes(1);
  });

  it('become notices of the banner while one is mounted, newest first, at most 3, each gone after 5 s', async () => {
    const shown: string[][] = [];
    vi.useFakeTimers();
    const detach = attachBanner((notices) => shown.push(notices.map((notice) => `${notice.kind}: ${notice.message}${notice.description ? ` / ${notice.description}` : ''}`)), true);
    for (const message of ['one', 'two', 'three']) {
      toast.info(message);
      await vi.advanceTimersByTimeAsync(0);
    }
    toast.success('Success', { description: 'Game reset successfully' });
    await vi.advanceTimersByTimeAsync(0);
    expect(shown.at(-1)).toEqual(['success: Success / Game reset successfully', 'info: three', 'info: two']);
    expect(sonner.success).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(5000);
    expect(shown.at(-1)).toEqual([]);
    detach();
  });

  it('already floating when a banner mounts move onto it, except a remark about the page, which goes when the page changes', async () => {
    toast.error('You cannot select more than 6 categories', { dismissOnLeave: true });
    await settle();
    const tooMany = sonner.error.mock.results[0]!.value as number;
    sonner.getToasts.mockReturnValueOnce([
      { id: tooMany, type: 'error', title: 'You cannot select more than 6 categories' },
      { id: 7, type: 'success', title: 'Game created successfully' },
      { id: 8, dismiss: true },
    ]);
    const shown: string[][] = [];
    const detach = attachBanner((notices) => shown.push(notices.map((notice) => notice.message)), true);
    expect(sonner.dismiss.mock.calls).toEqual([[7]]);
    expect(shown.at(-1)).toEqual(['Game created successfully']);
    dismissPageToasts();
    await settle();
    expect(sonner.dismiss.mock.calls).toEqual([[7], [tooMany]]);
    toast.error('Could not undo', { dismissOnLeave: true });
    await settle();
    expect(shown.at(-1)).toEqual(['Could not undo', 'Game created successfully']);
    dismissPageToasts();
    await settle();
    expect(shown.at(-1)).toEqual(['Game created successfully']);
    detach();
  });

  it('shown inline go under the page header, in its notice slot; the others still float', async () => {
    const slot = document.createElement('div');
    slot.id = 'notice-slot';
    document.body.append(slot);
    toast.success('Language changed to English', { inline: true });
    await vi.waitFor(() => expect(slot.textContent).toContain('Language changed to English'));
    expect(sonner.success).not.toHaveBeenCalled();
    toast.error('Failed to load');
    await settle();
    expect(sonner.error).toHaveBeenCalledWith('Failed to load', {});
    expect(slot.textContent).not.toContain('Failed to load');
    slot.remove();
  });
});
