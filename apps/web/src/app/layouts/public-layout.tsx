import { useEffect, useState } from 'react';
import { Camera, Mail, Menu, MessageCircle } from '@/components/icons/light-icons';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { ButtonLink } from '@/components/ui/button-link';
import { LanguageSwitch } from '@/components/ui/language-switch';
import { MaintenanceBanner } from '@/components/ui/maintenance-banner';
import { ServiceBusyBanner } from '@/components/ui/service-busy-banner';
import { SiteLogo } from '@/components/ui/site-logo';
import { useSession } from '@/lib/session';
import { useSiteInfo } from '@/lib/site';
import { cn } from '@/lib/cn';

function XIcon() {
  return (
    <svg aria-hidden viewBox="0 0 24 24" className="size-4" fill="currentColor">
      <path d="M18.9 2H22l-6.8 7.8L23 22h-6.2l-4.8-6.3L6.4 22H3.3l7.3-8.3L1 2h6.3l4.4 5.8L18.9 2Zm-1.1 18h1.7L6.3 3.9H4.5L17.8 20Z" />
    </svg>
  );
}

const MailIcon = () => <Mail aria-hidden className="size-4" />;
const CameraIcon = () => <Camera aria-hidden className="size-4" />;
const ChatIcon = () => <MessageCircle aria-hidden className="size-4" />;

type Contact = { email: string; instagram: string; x: string; whatsapp: string };

/**
 * The footer's contact line: every link an operator filled in (an empty one is not shown). Until
 * the site's settings arrive the e-mail reads "E-mail" and no link leads anywhere yet.
 */
function contactLinks(contact: Contact | undefined) {
  const links = [
    { key: 'email', href: contact ? `mailto:${contact.email}` : undefined, external: false, Icon: MailIcon, label: contact?.email, value: contact?.email },
    { key: 'instagram', href: contact?.instagram, external: true, Icon: CameraIcon, label: 'Instagram', value: contact?.instagram },
    { key: 'x', href: contact?.x, external: true, Icon: XIcon, label: 'X', value: contact?.x },
    { key: 'whatsapp', href: contact?.whatsapp, external: true, Icon: ChatIcon, label: 'WhatsApp', value: contact?.whatsapp },
  ];
  return contact ? links.filter((link) => link.value) : links;
}

export function PublicLayout() {
  const { t } = useTranslation();
  const site = useSiteInfo();
  // A signed-in user is offered the game, not Login / Sign Up.
  const { user } = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setMenuOpen(false), [pathname]);
  const navClass = ({ isActive }: { isActive: boolean }) =>
    cn('rounded-md px-3 py-2 font-semibold hover:text-gold-light', isActive && 'text-gold');
  return (
    <div className="flex min-h-screen flex-col">
      <header className="bg-night text-ivory">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
          <Link to="/" className="flex items-center gap-3 font-heading text-lg font-extrabold">
            <SiteLogo className="size-9" />
            <span>{t('appName')}</span>
          </Link>
          {/* On a phone the links and buttons fold behind a menu button: the header stays one row. */}
          <button
            type="button"
            onClick={() => setMenuOpen((open) => !open)}
            aria-expanded={menuOpen}
            aria-controls="public-menu"
            aria-label={t('nav.menu')}
            data-testid="public-menu-toggle"
            className="ms-auto inline-flex size-10 cursor-pointer items-center justify-center rounded-md hover:text-gold-light md:hidden"
          >
            <Menu className="size-6" />
          </button>
          <div
            id="public-menu"
            className={cn('w-full flex-col items-start gap-2 pb-2 md:flex md:w-auto md:flex-1 md:flex-row md:items-center md:gap-4 md:pb-0', menuOpen ? 'flex' : 'hidden')}
          >
            <nav aria-label={t('nav.main')} className="flex flex-wrap items-center gap-1 text-sm">
              <NavLink to="/" end className={navClass}>
                {t('nav.home')}
              </NavLink>
              <NavLink to="/about" className={navClass}>
                {t('nav.about')}
              </NavLink>
              <NavLink to="/legal" className={navClass}>
                {t('nav.legal')}
              </NavLink>
            </nav>
            <div className="flex items-center gap-2 md:ms-auto">
              <LanguageSwitch />
              {user ? (
                <ButtonLink to="/play" data-testid="header-play" variant="gold" size="sm">{t('nav.play')}</ButtonLink>
              ) : (
                <>
                  <ButtonLink to="/login" variant="onDark" size="sm">{t('nav.login')}</ButtonLink>
                  <ButtonLink to="/signup" variant="gold" size="sm">{t('nav.signup')}</ButtonLink>
                </>
              )}
            </div>
          </div>
        </div>
      </header>
      <div id="notice-slot" />
      <ServiceBusyBanner />
      <MaintenanceBanner />
      <main className="flex flex-1 flex-col">
        <Outlet />
      </main>
      <footer className="bg-night text-ivory/80">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 py-6 text-sm">
          {/* Two lines kept on a phone: the operator's e-mail arriving after the page does not move the footer. */}
          <ul className="flex flex-wrap items-center gap-4 max-sm:min-h-16 max-sm:content-start" aria-label={t('footer.contact')}>
            {contactLinks(site?.contact).map(({ key, href, external, Icon, label }) => (
              <li key={key} className="flex h-6 items-center">
                <a className="inline-flex items-center gap-2 hover:text-gold" href={href} {...(external ? { rel: 'noreferrer', target: '_blank' } : {})}>
                  <Icon />
                  {key === 'email' ? <bdi>{label ?? t('footer.email')}</bdi> : label}
                </a>
              </li>
            ))}
          </ul>
          <p data-testid="copyright">
            © {new Date().getFullYear()} {t('appName')}
          </p>
        </div>
      </footer>
    </div>
  );
}
