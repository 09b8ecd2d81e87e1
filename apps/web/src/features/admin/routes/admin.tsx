import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { usePageMeta } from '@/lib/page-meta';
import { useSession } from '@/lib/session';
import { ConsoleNav } from '../components/console-nav';
import { SectionLoading } from '../components/section-loading';

/**
 * The operator console (/admin, DECISIONS.md 18): its heading and the navigation between its
 * sections stay while a section (its own address, console-sections.ts) loads in place.
 */
export function Component() {
  const { t } = useTranslation('admin');
  usePageMeta(t('title'));
  const { user } = useSession();
  if (user?.role !== 'admin') {
    return (
      <div className="mx-auto max-w-xl rounded-xl border border-emerald/15 bg-white p-6 text-center shadow-sm" role="alert">
        <h1 className="mb-2 text-2xl font-bold text-emerald-dark">{t('title')}</h1>
        <p>{t('operatorsOnly')}</p>
      </div>
    );
  }
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4 lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:items-start lg:gap-6">
      <h1 className="text-3xl font-extrabold text-emerald-dark lg:col-span-2">{t('title')}</h1>
      <ConsoleNav />
      <div className="flex min-w-0 flex-col gap-6" data-testid="console-section">
        <Suspense fallback={<SectionLoading />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
