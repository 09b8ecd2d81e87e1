import { AuditLog } from '../../components/audit-log';

/** The console's audit log section (/admin/audit). */
export function Component() {
  return <AuditLog />;
}
