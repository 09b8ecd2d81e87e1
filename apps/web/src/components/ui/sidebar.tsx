import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { readCookie, writeCookie } from '@/lib/cookies';
import { cn } from '@/lib/cn';
import { useHydrated } from '@/render/hydration';
import { useTranslation } from '@/lib/i18n';

/** The sidebar remembers whether it is open for a week; below this width it is a drawer. */
const SIDEBAR_COOKIE = 'sidebar_state';
const SIDEBAR_COOKIE_DAYS = 7;
const MOBILE_BREAKPOINT_PX = 768;

type SidebarState = { expanded: boolean; mobileOpen: boolean; isMobile: boolean; toggle: () => void; closeMobile: () => void };
const SidebarContext = createContext<SidebarState | null>(null);

export function useSidebar(): SidebarState {
  const value = useContext(SidebarContext);
  if (!value) throw new Error('useSidebar outside SidebarProvider');
  return value;
}

/** A narrow screen, or a phone held in landscape (too short for a sidebar beside the page). */
function useIsMobile(): boolean {
  const query = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px), (max-height: 520px)`;
  // A page the server rendered has the wide layout (hidden on a small screen by CSS) until it is live.
  const hydrated = useHydrated();
  const [mobile, setMobile] = useState(() => hydrated && (globalThis.matchMedia?.(query).matches ?? false));
  useEffect(() => {
    const media = globalThis.matchMedia(query);
    const onChange = () => setMobile(media.matches);
    onChange();
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, [query]);
  return mobile;
}

/** Expanded (16rem) or icon mode (3rem) on desktop, kept in a cookie for 7 days; a sheet (18rem) on mobile. Ctrl/Cmd+B toggles. */
export function SidebarProvider({ children }: { children: ReactNode }) {
  const isMobile = useIsMobile();
  const [expanded, setExpanded] = useState(() => readCookie(SIDEBAR_COOKIE) !== 'false');
  const [mobileOpen, setMobileOpen] = useState(false);
  const toggle = useCallback(() => {
    if (isMobile) return setMobileOpen((open) => !open);
    setExpanded((value) => {
      writeCookie(SIDEBAR_COOKIE, String(!value), SIDEBAR_COOKIE_DAYS * 24 * 60 * 60);
      return !value;
    });
  }, [isMobile]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === 'b' && (event.ctrlKey || event.metaKey)) {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [toggle]);
  const value = useMemo(
    () => ({ expanded, mobileOpen, isMobile, toggle, closeMobile: () => setMobileOpen(false) }),
    [expanded, mobileOpen, isMobile, toggle],
  );
  return <SidebarContext.Provider value={value}>{children}</SidebarContext.Provider>;
}

export function Sidebar({ children, label }: { children: ReactNode; label: string }) {
  const { t } = useTranslation();
  const { expanded, mobileOpen, isMobile, closeMobile } = useSidebar();
  if (isMobile) {
    return mobileOpen ? (
      <div className="fixed inset-0 z-40" data-testid="sidebar-sheet">
        <button type="button" aria-label={t('close')} data-testid="sidebar-close" className="absolute inset-0 bg-black/40" onClick={closeMobile} />
        <nav aria-label={label} className="absolute inset-y-0 start-0 w-[18rem] bg-night p-3 text-ivory shadow-xl">
          {children}
        </nav>
      </div>
    ) : null;
  }
  return (
    <nav
      aria-label={label}
      data-testid="sidebar"
      data-state={expanded ? 'expanded' : 'collapsed'}
      className={cn(
        'sticky top-0 h-screen shrink-0 overflow-hidden bg-night p-2 text-ivory transition-[width] duration-200 drawer:hidden',
        expanded ? 'w-[16rem]' : 'w-[3rem]',
      )}
    >
      {children}
    </nav>
  );
}
