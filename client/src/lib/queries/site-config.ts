import { useQuery } from '@tanstack/react-query';
import type { SiteConfig } from '@pachmarhi/common/types';
import { api } from '@/lib/api';

export const SITE_CONFIG_KEY = ['site-config'] as const;

/**
 * `GET /api/site-config`: the business's name, phone, WhatsApp number, email, address, hours
 * and social links (never hard-coded in the client).
 * @throws ApiRequestError / TypeError when the call fails
 */
export async function getSiteConfig(signal?: AbortSignal): Promise<SiteConfig> {
  const res = await api<{ data: SiteConfig }>('/api/site-config', { signal });
  return res.data;
}

/** The site configuration, fetched once per visit. `data` is undefined while loading or after a failure. */
export function useSiteConfig() {
  return useQuery({ queryKey: SITE_CONFIG_KEY, queryFn: ({ signal }) => getSiteConfig(signal), staleTime: Infinity, gcTime: Infinity });
}

/** Name shown while the configuration loads or when it cannot be read. */
export const FALLBACK_BUSINESS_NAME = 'Pachmarhi Stays & Tours';
