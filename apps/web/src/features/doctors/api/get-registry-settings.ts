import { ADMIN_LICENCE_REGISTRY_PATH } from '@shop/contract/licence-registry';
import type { RegistrySettings } from '@shop/contract/licence-registry-schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { accountQueryOptions } from '@/lib/react-query';

/** Every read of the licence registry: under the 'admin' key, so any admin change refreshes them. */
export const registryQueryKey = ['admin', 'licence-registry'] as const;

/** `GET /api/admin/licence-registry`: the provider, the last register file, the last night's run, the holds waiting. */
export const getRegistrySettingsQueryOptions = () =>
  accountQueryOptions([...registryQueryKey, 'settings'], (signal) =>
    api.get<RegistrySettings>(ADMIN_LICENCE_REGISTRY_PATH, { signal }),
  );

export const useRegistrySettings = () => useQuery(getRegistrySettingsQueryOptions());
