import { ChevronDown, LogOut, UserRound } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { useLogout } from '@/lib/use-logout';

const ITEM_CLASS =
  'flex w-full cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-start font-semibold hover:bg-emerald/10 focus:bg-emerald/10 focus:outline-none disabled:cursor-wait disabled:opacity-60';

/**
 * The signed-in user's name in the header: a small menu with Profile and Log out. Keyboard: the
 * first item takes the focus, arrows move, Escape closes and gives the focus back to the name;
 * a click outside closes it too.
 */
export function UserMenu({ firstName }: { firstName: string }) {
  const { t } = useTranslation();
  const { logout, loggingOut } = useLogout();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const items = () => [...(root.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    // Escape closes it wherever the focus has gone meanwhile (a page that focuses its first field).
    const closeOnEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      trigger.current?.focus();
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    items()[0]?.focus();
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  const onMenuKey = (event: KeyboardEvent) => {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      all[(at + (event.key === 'ArrowDown' ? 1 : all.length - 1)) % all.length]?.focus();
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      all[event.key === 'Home' ? 0 : all.length - 1]?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <div ref={root} className="relative">
      <button
        ref={trigger}
        type="button"
        data-testid="user-menu"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t('nav.userMenu', { name: firstName })}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
        className="inline-flex h-10 max-w-40 cursor-pointer items-center gap-1 rounded-lg px-2 font-semibold hover:bg-emerald/10"
      >
        <span className="truncate" data-testid="header-first-name">
          {firstName}
        </span>
        <ChevronDown aria-hidden className="size-4 shrink-0" />
      </button>
      {open ? (
        <div
          id={menuId}
          role="menu"
          aria-label={t('nav.userMenu', { name: firstName })}
          onKeyDown={onMenuKey}
          data-testid="user-menu-items"
          className="absolute end-0 top-full z-50 mt-2 min-w-44 rounded-lg border border-emerald/20 bg-white p-1 text-ink shadow-lg"
        >
          <Link role="menuitem" to="/profile" onClick={() => setOpen(false)} className={ITEM_CLASS} data-testid="user-menu-profile">
            <UserRound aria-hidden className="size-4" />
            {t('nav.profile')}
          </Link>
          <button
            role="menuitem"
            type="button"
            disabled={loggingOut}
            onClick={() => void logout()}
            className={ITEM_CLASS}
            data-testid="user-menu-logout"
          >
            <LogOut aria-hidden className="flip-rtl size-4" />
            {t('logout.button')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
