import { useId } from 'react';
import { formatStayDate } from '@pachmarhi/common/stay-search';
import { todayIST } from '@pachmarhi/common/time';
import { useMonthAvailability } from '@/features/catalog/lib/month-availability';
import styles from './detail-price-box.module.css';
import { useTranslation } from 'react-i18next';

interface Props {
  itemId: string;
  /** The tour's departure dates 'YYYY-MM-DD' (IST), any order; past ones are not offered. */
  departures: string[];
  value: string | null;
  onChange: (departure: string | null) => void;
}

/** The departure of a tour: its coming dates with the seats left on each (month calendar endpoint). */
export function DepartureSelect({ itemId, departures, value, onChange }: Props) {
  const id = useId();
  const { t } = useTranslation('catalog');
  const today = todayIST();
  const coming = [...new Set(departures)].filter((d) => d >= today).sort();
  const { days: seats } = useMonthAvailability('tour', itemId, [...new Set(coming.map((d) => d.slice(0, 7)))]);
  const label = (d: string) => {
    const left = seats.get(d)?.unitsLeft;
    return `${formatStayDate(d)}${left === undefined ? '' : left > 0 ? ` · ${t('departures.seatsLeft', { count: left })}` : ` · ${t('departures.full')}`}`;
  };
  if (coming.length === 0) return <p className={styles.note}>{t('departures.none')}</p>;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{t('departures.label')}</label>
      <select id={id} className="input" value={value && coming.includes(value) ? value : ''} onChange={(e) => onChange(e.target.value || null)}>
        <option value="">{t('departures.choose')}</option>
        {coming.map((d) => <option key={d} value={d} disabled={seats.get(d)?.unitsLeft === 0}>{label(d)}</option>)}
      </select>
    </div>
  );
}
