import { useEffect, useRef } from 'react';
import { NavLink } from 'react-router';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';
import { CONSOLE_SECTIONS, consolePath } from '../console-sections';

/**
 * The console's sections: a column beside the section on a wide screen (compact, so all of them
 * fit beside a 720-pixel-high window), a row that scrolls sideways above it on a phone (the
 * section in view is scrolled into the row).
 */
export function ConsoleNav() {
  const { t } = useTranslation('admin');
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const current = list.current?.querySelector<HTMLElement>('[aria-current="page"]');
    if (current && list.current && list.current.scrollWidth > list.current.clientWidth) {
      current.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    }
  });
  return (
    <nav aria-label={t('sections.label')} className="min-w-0 lg:sticky lg:top-4">
      <ul ref={list} className="-mx-1 flex gap-1 overflow-x-auto px-1 pb-1 lg:mx-0 lg:flex-col lg:overflow-visible lg:px-0" data-testid="console-nav">
        {CONSOLE_SECTIONS.map(({ path, name, icon: Icon }) => (
          <li key={name} className="shrink-0">
            <NavLink
              to={consolePath(path)}
              end
              data-testid={`console-nav-${name}`}
              className={({ isActive }) =>
                cn(
                  'flex h-10 items-center gap-2 whitespace-nowrap rounded-md px-3 font-semibold text-emerald-dark hover:bg-emerald/10 lg:h-8',
                  isActive && 'bg-emerald text-white hover:bg-emerald',
                )
              }
            >
              <Icon aria-hidden className="size-4 shrink-0" />
              {t(`sections.${name}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
