import { useId } from 'react';
import type { ItemKind } from '@pachmarhi/common/kinds';
import { formatStay } from '@pachmarhi/common/stay-search';
import type { useListingOptions } from '@/features/catalog/lib/search-listing';
import { isStayComplete } from '@/features/catalog/lib/search-offers';
import { useStaySearch } from '@/features/catalog/lib/search-state';
import styles from './listing-card.module.css';
import { useTranslation } from 'react-i18next';

/** The list page's stay summary ('Sat 9 Jan – Mon 11 Jan · 2 nights · 2 guests'), sort and 'Available only' filter. */
export function ListingToolbar({ kind, options }: { kind: ItemKind; options: ReturnType<typeof useListingOptions> }) {
  const { search } = useStaySearch();
  const { t } = useTranslation('catalog');
  const id = useId();
  const complete = isStayComplete(kind, search);
  return (
    <div className={styles.toolbar}>
      <p className={styles.staySummary} data-testid="stay-summary">
        {complete ? formatStay(search, kind) : t('toolbar.chooseDates', { stay: formatStay(search, kind) })}
        {search.destination && t('toolbar.near', { destination: search.destination })}
      </p>
      <div className={styles.toolbarControls}>
        <label htmlFor={`${id}-sort`}>{t('toolbar.sort')}</label>
        <select
          id={`${id}-sort`}
          className="input"
          value={options.sort}
          onChange={(e) => options.set({ sort: e.target.value === 'price' ? 'price' : 'recommended' })}
        >
          <option value="recommended">{t('toolbar.recommended')}</option>
          <option value="price">{t('toolbar.priceLowHigh')}</option>
        </select>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={options.availableOnly}
            disabled={!complete}
            onChange={(e) => options.set({ availableOnly: e.target.checked })}
          />{' '}
          {t('toolbar.availableOnly')}
        </label>
      </div>
    </div>
  );
}
