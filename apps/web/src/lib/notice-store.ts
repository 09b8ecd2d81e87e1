/**
 * Screens that have no room for a floating toast (the game screens, the TV, the phone buzzer)
 * mount a notice banner in their flow: while one is mounted, toasts become its notices, so the
 * screen makes room for them instead of being covered. No toast library here: the banner's
 * screens load this without it.
 */
export type NoticeKind = 'success' | 'error' | 'info' | 'warning' | 'message';
export type Notice = { id: string; kind: NoticeKind; message: string; description?: string };

export const NOTICE_DURATION_MS = 5000;
/** Spec: at most 3 visible. */
const MAX_NOTICES = 3;

let render: ((notices: Notice[]) => void) | undefined;
/** A game screen's banner takes every toast; a page's slot (lib/toast-delivery) only those meant for it. */
let takesAll = false;
let notices: Notice[] = [];
let nextId = 1;
const timers = new Map<string, ReturnType<typeof setTimeout>>();
/** Moves the toasts already floating onto the banner (set once the toast library has loaded). */
let takeOverToasts: (() => void) | undefined;

/** Whether a toast goes to the banner: `inline` toasts go to any, the others only to a game screen's. */
export const bannerTakes = (inline: boolean) => render !== undefined && (takesAll || inline);

export function setTakeOverToasts(takeOver: () => void): void {
  takeOverToasts = takeOver;
}

export function addNotice(notice: Omit<Notice, 'id'>, duration = NOTICE_DURATION_MS): string {
  const id = `notice-${nextId++}`;
  notices = [{ ...notice, id }, ...notices];
  for (const dropped of notices.slice(MAX_NOTICES)) clearTimeout(timers.get(dropped.id));
  notices = notices.slice(0, MAX_NOTICES);
  if (Number.isFinite(duration)) timers.set(id, setTimeout(() => removeNotice(id), duration));
  render?.(notices);
  return id;
}

export function removeNotice(id: string): boolean {
  if (!notices.some((notice) => notice.id === id)) return false;
  clearTimeout(timers.get(id));
  timers.delete(id);
  notices = notices.filter((notice) => notice.id !== id);
  render?.(notices);
  return true;
}

/** Called by the banner when it mounts; returns what unmounting calls. */
export function attachBanner(show: (notices: Notice[]) => void, everyToast: boolean): () => void {
  render = show;
  takesAll = everyToast;
  if (everyToast) takeOverToasts?.();
  show(notices);
  return () => {
    if (render === show) render = undefined;
  };
}
