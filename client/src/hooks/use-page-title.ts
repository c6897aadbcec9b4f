import { useEffect } from 'react';

/** Set the document title to 'Page · Business' while the page is shown. */
export function usePageTitle(title: string, businessName = 'Pachmarhi Stays & Tours'): void {
  useEffect(() => {
    document.title = title ? `${title} · ${businessName}` : businessName;
  }, [title, businessName]);
}
