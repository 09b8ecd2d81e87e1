import type { ExternalToast } from 'sonner';
import type { NoticeKind as Kind } from './notice-store';

/**
 * Toasts load the toast library on first use, so pages that never toast (the landing page)
 * do not download it. The host mounts the toaster before the first toast is shown; a screen with
 * a notice banner (lib/notice-store) shows them in its flow instead.
 */
let requestHost: (() => void) | undefined;
let hostReady!: () => void;
const hostMounted = new Promise<void>((resolve) => (hostReady = resolve));

export function registerToasterHost(mount: () => void): void {
  requestHost = mount;
}

export function toasterHostMounted(): void {
  hostReady();
}

type ToastOptions = ExternalToast & {
  /**
   * A remark about the page on view (a selection refused, say): dismissed when the user leaves
   * it. Other toasts (signed in, game created...) are news the next page is there to show.
   */
  dismissOnLeave?: boolean;
  /** Shown in the page's flow under its header (the layout's notice slot), where it covers nothing. */
  inline?: boolean;
};

/** Toasts shown with dismissOnLeave, until the page changes. */
const pageToasts = new Set<string | number>();

async function show(kind: Kind, message: string, { dismissOnLeave = false, ...options }: ToastOptions = {}): Promise<void> {
  requestHost?.();
  const [{ deliver }] = await Promise.all([import('./toast-delivery'), hostMounted]);
  const id = deliver(kind, message, options);
  if (dismissOnLeave) pageToasts.add(id);
}

export const isPageToast = (id: string | number) => pageToasts.has(id);

/** Called on every change of page. */
export function dismissPageToasts(): void {
  if (pageToasts.size === 0) return;
  const ids = [...pageToasts];
  pageToasts.clear();
  void import('./toast-delivery').then(({ dismiss }) => ids.forEach(dismiss));
}

export const toast = {
  success: (message: string, options?: ToastOptions) => void show('success', message, options),
  error: (message: string, options?: ToastOptions) => void show('error', message, options),
  info: (message: string, options?: ToastOptions) => void show('info', message, options),
  warning: (message: string, options?: ToastOptions) => void show('warning', message, options),
  message: (message: string, options?: ToastOptions) => void show('message', message, options),
};
