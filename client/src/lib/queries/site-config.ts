import { queryOptions, useQuery } from '@tanstack/react-query';
import { OFFICE_HOURS, SUPPORT_HOURS } from '@pachmarhi/common/constants';
import type { SiteConfig } from '@pachmarhi/common/types';
import { api } from '@/lib/api';
import { shownClaims, type SiteClaimKey } from '@pachmarhi/common/site-claims';
import { inLanguage } from '@pachmarhi/common/i18n/content';
import { toLang, type Lang } from '@pachmarhi/common/i18n/lang';
import { useTranslation } from 'react-i18next';

/** Name shown while the configuration loads or when it cannot be read. */
export const FALLBACK_BUSINESS_NAME = 'Pachmarhi Stays & Tours';

/**
 * `GET /api/site-config`: the business's name, phone, WhatsApp number, email, address, hours
 * and social links (never hard-coded in the client).
 * @throws ApiRequestError / TypeError when the call fails
 */
export async function getSiteConfig(signal?: AbortSignal): Promise<SiteConfig> {
  const res = await api<{ data: SiteConfig }>('/api/site-config', { signal });
  return res.data;
}

/** Cache key of the site configuration (the server render puts the page's own origin in it). */
export const SITE_CONFIG_KEY = ['site-config'] as const;

/** The site configuration's query (fetched once per visit). */
export const siteConfigQuery = () =>
  queryOptions({
    queryKey: SITE_CONFIG_KEY,
    queryFn: ({ signal }) => getSiteConfig(signal),
    staleTime: Infinity,
    gcTime: Infinity,
  });

/** The configuration in one language: on Hindi pages the owner's Hindi name, address and hours over the English, a blank one keeping the English. */
const inLang = (lang: Lang) => (config: SiteConfig) => inLanguage(config, lang);
const IN_LANG = { en: inLang('en'), hi: inLang('hi') };

/**
 * The site configuration, fetched once per visit, in the page's language (`hi` laid over the
 * English texts, common/src/i18n/content.ts). `data` is undefined while loading or after a failure.
 */
export function useSiteConfig() {
  const { i18n } = useTranslation();
  return useQuery({ ...siteConfigQuery(), select: IN_LANG[toLang(i18n.language)] });
}

/**
 * The figures the home and about pages claim, in order, those the owner has not hidden (the business
 * settings; common/src/site-claims.ts); none until the configuration is loaded (it is in every
 * server-rendered page).
 */
export function useSiteClaims(): { key: SiteClaimKey; value: string }[] {
  const { data: config } = useSiteConfig();
  return config ? shownClaims(config.claims) : [];
}

/**
 * The site's constants in one place: the configuration (`config`, undefined until loaded) and
 * the texts every page shows with their fallbacks: business name, office hours ('9:00 AM - 7:00 PM')
 * and phone-support hours ('7 AM to 9 PM').
 */
export function useSiteInfo() {
  const { data: config, isPending } = useSiteConfig();
  return {
    config,
    isPending,
    businessName: config?.businessName || FALLBACK_BUSINESS_NAME,
    officeHours: config?.officeHours || OFFICE_HOURS,
    supportHours: config?.supportHours || SUPPORT_HOURS,
  };
}
