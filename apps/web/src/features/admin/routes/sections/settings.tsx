import { ServerSettingsSection } from '../../components/server-settings-form';

/** The console's server settings section (/admin/settings). */
export function Component() {
  return <ServerSettingsSection />;
}
