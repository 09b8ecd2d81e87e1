import { useQuery } from '@tanstack/react-query';
import type { ServerSettings } from '@app/shared/contracts/server-settings';
import { apiFetch } from '@/lib/api-client';
import { settingsKey } from './keys';

export const getServerSettings = () => apiFetch<ServerSettings>('/api/admin/settings');

export function useServerSettings() {
  return useQuery({ queryKey: settingsKey, queryFn: getServerSettings });
}
