import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { displayLang } from '@pachmarhi/common/i18n/lang';
import { SHIFTS, type Shift } from '@pachmarhi/common/operations/shifts';
import { operationsQueries } from '@/lib/queries/operations';
import styles from './detail-price-box.module.css';

interface Props {
  /** The chosen departure (IST 'YYYY-MM-DD'), null before one is chosen. */
  date: string | null;
  value: Shift;
  onChange: (shift: Shift) => void;
}

/**
 * A park safari's shift (morning or afternoon), and the park's closures on the chosen departure in
 * the page's language ("The core zone is closed on Wednesday afternoons"): a closed shift is not
 * quoted nor reserved (docs/api.md#operations).
 */
export function SafariShift({ date, value, onChange }: Props) {
  const id = useId();
  const { t } = useTranslation('catalog');
  const closures = useQuery({
    ...operationsQueries.parkClosures({ from: date ?? '', to: date ?? '' }),
    enabled: !!date,
  });
  const hi = displayLang() === 'hi';
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{t('safari.shift')}</label>
      <select id={id} className="input" value={value} onChange={(e) => onChange(e.target.value as Shift)}>
        {SHIFTS.map((s) => (
          <option key={s} value={s}>
            {t(`safari.${s}`)}
          </option>
        ))}
      </select>
      {(closures.data ?? []).map((c) => (
        <p key={c._id} className={styles.hint} data-testid="park-closure">
          {(hi && c.reasonHi) || c.reason}
        </p>
      ))}
    </div>
  );
}
