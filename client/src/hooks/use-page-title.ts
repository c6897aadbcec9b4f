import { useEffect } from 'react';
import { FALLBACK_BUSINESS_NAME } from '@/lib/queries/site-config';

/** Set the document title to 'Page · Business' while the page is shown. */
export function usePageTitle(title: string, businessName = FALLBACK_BUSINESS_NAME): void {
  useEffect(() => {
    document.title = title ? `${title} · ${businessName}` : businessName;
  }, [title, businessName]);
}
