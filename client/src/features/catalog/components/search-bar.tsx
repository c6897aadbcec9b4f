import { useId, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { todayIST } from '@pachmarhi/common/time';
import { CalendarIcon } from '@/components/icons';
import { dateLimits } from '@/features/catalog/lib/search-rules';
import { setSearch, useSearch } from '@/features/catalog/lib/search-store';
import styles from './search-bar.module.css';

const DESTINATIONS = ['Pachmarhi', 'Dhoopgarh', 'Bee Falls', 'Jata Shankar', 'Pandav Caves', 'Apsara Vihar', 'Chauragarh', 'Handi Khoh'];

/**
 * The header search bar (docs/product.md#screens, #validation): destination, check-in (not before today, IST), check-out
 * (not before check-in or today) and guests (at least 1). It makes no call: the choice is kept
 * for this tab and added to WhatsApp reservation messages.
 */
export function SearchBar() {
  const s = useSearch();
  const today = todayIST();
  const { checkInMin, checkOutMin } = dateLimits(today, s.checkIn);
  const [open, setOpen] = useState(false);
  const id = useId();
  const listId = `${id}-destinations`;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    console.info('Search', s);
    if (s.checkIn || s.checkOut || s.guests) {
      toast.success('Saved: your dates and guests will be added to your WhatsApp reservation messages.', { toastId: 'search-saved' });
      setOpen(false);
    } else toast.info('Choose your dates and number of guests first.', { toastId: 'search-empty' });
  };

  const summary = [s.checkIn && s.checkOut ? `${s.checkIn} → ${s.checkOut}` : s.checkIn, s.guests && `${s.guests} guest${s.guests === '1' ? '' : 's'}`].filter(Boolean).join(' · ');
  return (
    <div className={styles.wrap}>
      <div className="container">
        <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={`${id}-form`} onClick={() => setOpen((o) => !o)}>
          <CalendarIcon /> <span>{summary || 'Select dates & guests'}</span>
        </button>
        <form id={`${id}-form`} className={`${styles.form} ${open ? styles.open : ''}`} role="search" aria-label="Plan your stay" onSubmit={onSubmit}>
          <div className={styles.field}>
            <label htmlFor={`${id}-dest`}>Destination</label>
            <input id={`${id}-dest`} className="input" list={listId} placeholder="Where to?" value={s.destination} onChange={(e) => setSearch({ destination: e.target.value })} autoComplete="off" />
            <datalist id={listId}>{DESTINATIONS.map((d) => <option key={d} value={d} />)}</datalist>
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-in`}>Check-in</label>
            <input id={`${id}-in`} className="input" type="date" min={checkInMin} value={s.checkIn} onChange={(e) => setSearch({ checkIn: e.target.value })} />
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-out`}>Check-out</label>
            <input id={`${id}-out`} className="input" type="date" min={checkOutMin} value={s.checkOut} onChange={(e) => setSearch({ checkOut: e.target.value })} />
          </div>
          <div className={`${styles.field} ${styles.guests}`}>
            <label htmlFor={`${id}-guests`}>Guests</label>
            <input id={`${id}-guests`} className="input" type="number" inputMode="numeric" min={1} max={50} placeholder="2" value={s.guests} onChange={(e) => setSearch({ guests: e.target.value })} />
          </div>
          <button type="submit" className={`btn btn-primary ${styles.submit}`}>Search</button>
        </form>
      </div>
    </div>
  );
}
