import { useTranslation } from '@/lib/i18n';
import { usePageMeta } from '@/lib/page-meta';
import { useSession } from '@/lib/session';
import { AuditLog } from '../components/audit-log';
import { ContentStudio } from '../components/content/content-studio';
import { FeedbackInbox } from '../components/feedback-inbox';
import { NotificationForm } from '../components/notification-form';
import { OperatorsList } from '../components/operators-list';
import { OverviewSection } from '../components/overview-section';
import { PackagesEditor } from '../components/packages-editor';
import { PlayersOnline } from '../components/players-online';
import { PointsAdjuster } from '../components/points-adjuster';
import { ServerSettingsSection } from '../components/server-settings-form';
import { SiteEditor } from '../components/site-editor';
import { TransactionsList } from '../components/transactions-list';

/**
 * The operator console (/admin, DECISIONS.md 18): notifications to players, players' points,
 * purchases, store packages, the question bank and the report inbox.
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
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <h1 className="text-3xl font-extrabold text-emerald-dark">{t('title')}</h1>
      <OverviewSection />
      <PlayersOnline />
      <NotificationForm />
      <PointsAdjuster />
      <TransactionsList />
      <PackagesEditor />
      <ContentStudio />
      <SiteEditor />
      <ServerSettingsSection />
      <FeedbackInbox />
      <OperatorsList />
      <AuditLog />
    </div>
  );
}
