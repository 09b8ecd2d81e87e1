import { toast as sonner, type ExternalToast } from 'sonner';
import { addNotice, bannerMounted, removeNotice, setTakeOverToasts, type NoticeKind } from './notice-store';
import { isPageToast } from './toast';

/** A toast goes to the screen's notice banner when one is mounted, to the floating toaster otherwise. */
export function deliver(kind: NoticeKind, message: string, options: ExternalToast): string | number {
  if (!bannerMounted()) return sonner[kind](message, options);
  const description = typeof options.description === 'string' ? options.description : undefined;
  return addNotice({ kind, message, ...(description ? { description } : {}) }, options.duration);
}

export function dismiss(id: string | number): void {
  if (typeof id === 'string' && removeNotice(id)) return;
  sonner.dismiss(id);
}

// News shown on the page before (Game created, Game reset) moves onto the banner of the screen that
// opens; a remark about that page stays with it, to go when it does.
setTakeOverToasts(() => {
  for (const shown of sonner.getToasts()) {
    if (('dismiss' in shown && shown.dismiss) || isPageToast(shown.id)) continue;
    if (!('title' in shown) || typeof shown.title !== 'string') continue;
    const kind: NoticeKind = shown.type === 'error' || shown.type === 'info' || shown.type === 'warning' || shown.type === 'success' ? shown.type : 'message';
    const description = typeof shown.description === 'string' ? shown.description : undefined;
    sonner.dismiss(shown.id);
    addNotice({ kind, message: shown.title, ...(description ? { description } : {}) });
  }
});
