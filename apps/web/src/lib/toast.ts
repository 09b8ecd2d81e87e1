import type { ExternalToast } from 'sonner';

/**
 * Toasts load the toast library on first use, so pages that never toast (the landing page)
 * do not download it. The host mounts the toaster before the first toast is shown.
 */
type Kind = 'success' | 'error' | 'info' | 'warning' | 'message';

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
};

/** Toasts shown with dismissOnLeave, until the page changes. */
const pageToasts = new Set<string | number>();

/**
 * The game screens (/jeopardy/...) keep the bottom corners for the team panels and their
 * buttons, so their toasts show at the top centre, slim enough to stay within the header's
 * height: over the title, never over a control.
 */
function placement(options: ExternalToast): ExternalToast {
  const onGameScreen = globalThis.location?.pathname.startsWith('/jeopardy') ?? false;
  const atTop = options.position === 'top-center' || (!options.position && onGameScreen);
  if (!atTop) return options;
  return { ...options, position: 'top-center', className: [options.className, TOP_TOAST_CLASS].filter(Boolean).join(' ') };
}

export const TOP_TOAST_CLASS = 'py-2!';

async function show(kind: Kind, message: string, { dismissOnLeave = false, ...options }: ToastOptions = {}): Promise<void> {
  requestHost?.();
  const [{ toast: sonner }] = await Promise.all([import('sonner'), hostMounted]);
  const id = sonner[kind](message, placement(options));
  if (dismissOnLeave) pageToasts.add(id);
}

/** Called on every change of page. */
export function dismissPageToasts(): void {
  if (pageToasts.size === 0) return;
  const ids = [...pageToasts];
  pageToasts.clear();
  void import('sonner').then(({ toast: sonner }) => ids.forEach((id) => sonner.dismiss(id)));
}

export const toast = {
  success: (message: string, options?: ToastOptions) => void show('success', message, options),
  error: (message: string, options?: ToastOptions) => void show('error', message, options),
  info: (message: string, options?: ToastOptions) => void show('info', message, options),
  warning: (message: string, options?: ToastOptions) => void show('warning', message, options),
  message: (message: string, options?: ToastOptions) => void show('message', message, options),
};
