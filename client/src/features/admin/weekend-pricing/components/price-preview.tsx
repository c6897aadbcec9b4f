import { formatINR } from '@pachmarhi/common/format';
import { weekendPrice } from '@pachmarhi/common/pricing/weekend';
import ui from '@/features/admin/shared/ui.module.css';
import css from './weekend.module.css';
import { adminText } from '@/i18n';

const PREVIEW_BASES = [1000, 2000, 1500];

/** Sample base prices (rupees) with their weekend price at `percent` (a whole percentage, 0–100). */
export function PricePreview({ percent }: { percent: number }) {
  return (
    <section className={ui.card} aria-labelledby="weekend-preview">
      <h2 id="weekend-preview" className={ui.cardTitle}>
        {adminText('pricePreview.priceImpactPreview')}
      </h2>
      <ul className={css.previewList}>
        {PREVIEW_BASES.map((base) => (
          <li key={base} className={css.previewItem}>
            <span className={css.base}>{formatINR(base)}</span>
            <span className={css.arrow} aria-hidden="true">
              →
            </span>
            <span>
              <span className={css.weekend}>{formatINR(weekendPrice(base, percent))}</span>{' '}
              <span className={css.increase}>(+{percent}%)</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
