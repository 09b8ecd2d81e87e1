import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ServerSettings, serverSettingsRequestSchema } from '@app/shared/contracts/server-settings';
import { apiFetch } from '@/lib/api-client';
import { siteStore } from '@/lib/site';
import { settingsKey } from './keys';

export const saveServerSettings = (input: z.output<typeof serverSettingsRequestSchema>) =>
  apiFetch<ServerSettings>('/api/admin/settings', { method: 'PUT', body: input });

/** The saved settings replace the cached ones, and the site data is read again. */
export function useSaveServerSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveServerSettings,
    onSuccess: (settings) => {
      client.setQueryData(settingsKey, settings);
      void siteStore.load(true);
    },
  });
}
