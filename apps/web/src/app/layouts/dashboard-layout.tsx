import { Bug, FolderPen, Gamepad2, House, LogOut, PanelLeft, Settings, ShoppingBag, Star, UserRound } from 'lucide-react';
import { Link, NavLink, Outlet, useNavigate } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import type { LucideIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { LanguageSwitch } from '@/components/ui/language-switch';
import { Sidebar, SidebarProvider, useSidebar } from '@/components/ui/sidebar';
import { SiteLogo } from '@/components/ui/site-logo';
import { usePresence } from '@/lib/presence/use-presence';
import { useServerEvents } from '@/lib/realtime';
import { ConnectionIndicator } from '@/components/ui/connection-indicator';
import { OfflineBanner } from '@/components/ui/offline-banner';
import { MaintenanceBanner } from '@/components/ui/maintenance-banner';
import { ServiceBusyBanner } from '@/components/ui/service-busy-banner';
import { useSession } from '@/lib/session';
import { useLogout } from '@/lib/use-logout';
import { cn } from '@/lib/cn';
import { ConfirmEmailNotice } from '@/features/auth/components/confirm-email-notice';
import { PassUntil } from '@/features/purchases/components/pass-until';
import { QueryShell } from './query-shell';
import { UserMenu } from './user-menu';

type Item = { to: string; label: string; icon: LucideIcon };

function SidebarItems() {
  // 'auth' is the signed-in shell's catalogue, loaded with every dashboard page (not with the landing).
  const { t } = useTranslation(['common', 'auth']);
  const { user } = useSession();
  const { expanded, isMobile, closeMobile } = useSidebar();
  const showLabels = expanded || isMobile;
  const { logout, loggingOut } = useLogout();
  const items: Item[] = [
    { to: '/play', label: t('nav.home'), icon: House },
    { to: '/games', label: t('nav.games'), icon: Gamepad2 },
    { to: '/store', label: t('nav.store'), icon: ShoppingBag },
    ...(user
      ? [
          { to: '/my-categories', label: t('auth:dashboard.myCategories'), icon: FolderPen },
          { to: '/profile', label: t('nav.profile'), icon: UserRound },
          { to: '/bugs', label: t('nav.bugs'), icon: Bug },
        ]
      : []),
    ...(user?.role === 'admin' ? [{ to: '/admin', label: t('nav.admin'), icon: Settings }] : []),
  ];
  return (
    <ul className="flex flex-col gap-1">
      {items.map(({ to, label, icon: Icon }) => (
        <li key={to}>
          <NavLink
            to={to}
            onClick={closeMobile}
            title={showLabels ? undefined : label}
            className={({ isActive }) =>
              cn(
                'flex h-10 items-center gap-3 rounded-md px-2 font-semibold hover:bg-ivory/10',
                isActive && 'bg-emerald text-white',
              )
            }
          >
            <Icon aria-hidden className="size-5 shrink-0" />
            <span className={cn('truncate', !showLabels && 'sr-only')}>{label}</span>
          </NavLink>
        </li>
      ))}
      {user ? (
        <li>
          <button
            type="button"
            onClick={() => void logout()}
            disabled={loggingOut}
            title={showLabels ? undefined : t('logout.button')}
            data-testid="sidebar-logout"
            className="flex h-10 w-full cursor-pointer items-center gap-3 rounded-md px-2 text-start font-semibold hover:bg-ivory/10 disabled:cursor-wait disabled:opacity-60"
          >
            <LogOut aria-hidden className="flip-rtl size-5 shrink-0" />
            <span className={cn('truncate', !showLabels && 'sr-only')}>{t('logout.button')}</span>
          </button>
        </li>
      ) : null}
    </ul>
  );
}

function Header() {
  const { t } = useTranslation();
  const { user } = useSession();
  const { toggle } = useSidebar();
  return (
    <header className="flex items-center gap-3 border-b border-emerald/15 bg-white/80 px-4 py-2">
      <Button variant="ghost" size="icon" onClick={toggle} aria-label={t('nav.toggleSidebar')} data-testid="sidebar-toggle">
        <PanelLeft aria-hidden className="flip-rtl" />
      </Button>
      <Link to="/play" aria-label={t('appName')} className="flex items-center gap-2">
        <SiteLogo className="size-9" />
        <span className="hidden font-heading font-extrabold text-emerald-dark sm:inline">{t('appName')}</span>
      </Link>
      <div className="ms-auto flex items-center gap-3">
        {user ? (
          <>
            <ConnectionIndicator className="text-emerald-dark" />
            <UserMenu firstName={user.firstName} />
            <PassUntil testId="header-pass-until" className="text-sm max-sm:px-2" />
            <Link
              to="/play"
              data-testid="wallet-chip"
              aria-label={t('wallet.label', { count: user.points })}
              className="inline-flex items-center gap-1 rounded-full bg-gold/20 px-3 py-1 font-bold text-night"
            >
              <Star aria-hidden className="size-4 fill-gold text-gold" />
              <span data-testid="wallet-points">{user.points}</span>
            </Link>
          </>
        ) : (
          <ButtonLink to="/login" size="sm">{t('nav.loginRegister')}</ButtonLink>
        )}
        <LanguageSwitch />
      </div>
    </header>
  );
}

export function DashboardLayout() {
  return (
    <QueryShell>
      <DashboardFrame />
    </QueryShell>
  );
}

function DashboardFrame() {
  const { t } = useTranslation();
  const { user } = useSession();
  const navigate = useNavigate();
  useServerEvents(user === undefined ? undefined : (user?.id ?? null), () => void navigate('/login', { replace: true }));
  usePresence(!!user);
  // Held upright too: a player pays and manages the account from the phone in their hand (DECISIONS 31).
  return (
    <SidebarProvider>
      <div className="flex min-h-screen">
        <Sidebar label={t('nav.main')}>
          <SidebarItems />
        </Sidebar>
        <div className="flex min-w-0 flex-1 flex-col">
          <OfflineBanner />
          <ServiceBusyBanner />
          <MaintenanceBanner />
          <Header />
          <div id="notice-slot" />
          <main className="flex-1 p-4 md:p-6 short:py-2">
            <ConfirmEmailNotice />
            <Outlet />
          </main>
        </div>
      </div>
    </SidebarProvider>
  );
}

export { DashboardLayout as Component };
