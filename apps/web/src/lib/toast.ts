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

async function show(kind: Kind, message: string, options?: ExternalToast): Promise<void> {
  requestHost?.();
  const [{ toast: sonner }] = await Promise.all([import('sonner'), hostMounted]);
  sonner[kind](message, options);
}

export const toast = {
  success: (message: string, options?: ExternalToast) => void show('success', message, options),
  error: (message: string, options?: ExternalToast) => void show('error', message, options),
  info: (message: string, options?: ExternalToast) => void show('info', message, options),
  warning: (message: string, options?: ExternalToast) => void show('warning', message, options),
  message: (message: string, options?: ExternalToast) => void show('message', message, options),
};
