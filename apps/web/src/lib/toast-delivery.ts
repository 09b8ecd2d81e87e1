import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { toast as sonner, type ExternalToast } from 'sonner';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { addNotice, bannerTakes, removeNotice, setTakeOverToasts, type NoticeKind } from './notice-store';
import { isPageToast } from './toast';

/** The banner mounted in the page layout's slot (an empty element under its header), and where. */
let slotBanner: { slot: Element; root: Root } | undefined;

/** Mounts the banner in the slot of the layout on view, once (the landing page's script stays without it). */
function mountSlotBanner(): void {
  const slot = document.getElementById('notice-slot');
  if (slotBanner?.slot === slot) return;
  slotBanner?.root.unmount();
  slotBanner = undefined;
  if (!slot) return;
  const root = createRoot(slot);
  root.render(createElement(NoticeBanner, { everyToast: false }));
  slotBanner = { slot, root };
}

/**
 * A toast goes to the screen's notice banner when it has one (a game screen), an `inline` one to
 * the page's slot under its header; any other floats where the spec puts it.
 */
export function deliver(kind: NoticeKind, message: string, { inline = false, ...options }: ExternalToast & { inline?: boolean }): string | number {
  if (inline && !bannerTakes(false)) mountSlotBanner();
  if (!bannerTakes(inline) && !(inline && slotBanner)) return sonner[kind](message, options);
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
