import { ADMIN_REGISTRY_HOLDS_PATH } from '@shop/contract/licence-registry';
import type { RegistryHoldList } from '@shop/contract/licence-registry-schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { accountQueryOptions } from '@/lib/react-query';
import { registryQueryKey } from './get-registry-settings';

/** `GET /api/admin/licence-registry/holds`: the prescribers the register held, oldest first. */
export const getRegistryHoldsQueryOptions = () =>
  accountQueryOptions([...registryQueryKey, 'holds'], (signal) =>
    api.get<RegistryHoldList>(ADMIN_REGISTRY_HOLDS_PATH, { signal }),
  );

export const useRegistryHolds = () => useQuery(getRegistryHoldsQueryOptions());
