import { NotificationForm } from '../../components/notification-form';

/** The console's notifications section (/admin/notifications). */
export function Component() {
  return <NotificationForm />;
}
