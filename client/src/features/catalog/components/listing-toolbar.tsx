import { useId } from 'react';
import type { ItemKind } from '@pachmarhi/common/kinds';
import { formatStay } from '@pachmarhi/common/stay-search';
import type { useListingOptions } from '@/features/catalog/lib/search-listing';
import { isStayComplete } from '@/features/catalog/lib/search-offers';
import { useStaySearch } from '@/features/catalog/lib/search-state';
import styles from './listing-card.module.css';

/** The list page's stay summary ('Sat 9 Jan – Mon 11 Jan · 2 nights · 2 guests'), sort and 'Available only' filter. */
export function ListingToolbar({ kind, options }: { kind: ItemKind; options: ReturnType<typeof useListingOptions> }) {
  const { search } = useStaySearch();
  const id = useId();
  const complete = isStayComplete(kind, search);
  return (
    <div className={styles.toolbar}>
      <p className={styles.staySummary} data-testid="stay-summary">
        {complete ? formatStay(search, kind) : `Choose dates to see availability and totals · ${formatStay(search, kind)}`}
        {search.destination && ` · near “${search.destination}”`}
      </p>
      <div className={styles.toolbarControls}>
        <label htmlFor={`${id}-sort`}>Sort</label>
        <select id={`${id}-sort`} className="input" value={options.sort} onChange={(e) => options.set({ sort: e.target.value === 'price' ? 'price' : 'recommended' })}>
          <option value="recommended">Recommended</option>
          <option value="price">Price: low to high</option>
        </select>
        <label className={styles.check}>
          <input type="checkbox" checked={options.availableOnly} disabled={!complete} onChange={(e) => options.set({ availableOnly: e.target.checked })} /> Available only
        </label>
      </div>
    </div>
  );
}
