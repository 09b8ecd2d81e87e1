import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ServerSettings, serverSettingsRequestSchema } from '@app/shared/contracts/server-settings';
import { apiFetch } from '@/lib/api-client';
import { siteStore } from '@/lib/site';

export const settingsKey = ['admin', 'settings'] as const;

export function useServerSettings() {
  return useQuery({ queryKey: settingsKey, queryFn: () => apiFetch<ServerSettings>('/api/admin/settings') });
}

export function useSaveServerSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: z.output<typeof serverSettingsRequestSchema>) => apiFetch<ServerSettings>('/api/admin/settings', { method: 'PUT', body: input }),
    onSuccess: (settings) => {
      client.setQueryData(settingsKey, settings);
      void siteStore.load(true);
    },
  });
}
