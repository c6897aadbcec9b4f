import { useState } from 'react';
import { toast } from 'react-toastify';
import { addDays } from '@pachmarhi/common/pricing/quote';
import { todayIST } from '@pachmarhi/common/time';
import { ApiRequestError, apiDownload } from '@/lib/api';
import { guestRegisterCsvPath } from '@/lib/queries/front-desk';
import { TextField } from '@/features/admin/shared/components/form-controls';
import { cx } from '@/features/admin/shared/lib/cx';
import ui from '@/features/admin/shared/ui.module.css';
import css from './front-desk.module.css';
import { adminText } from '@/i18n';

/** How many days back the download starts by default (the last month of check-ins). */
const DEFAULT_DAYS = 30;

/**
 * The guest register for an inspection: check-in dates from/to (IST, inclusive; the last 30 days
 * until changed) and a button that downloads `GET /api/guest-register.csv` (the read is audited).
 * The owner and the front desk both may.
 */
export function RegisterExport() {
  const [to, setTo] = useState(() => todayIST());
  const [from, setFrom] = useState(() => addDays(todayIST(), -DEFAULT_DAYS));
  const [busy, setBusy] = useState(false);
  const invalid = Boolean(from && to && from > to);
  const download = async () => {
    setBusy(true);
    try {
      await apiDownload(guestRegisterCsvPath(from, to), 'guest-register.csv');
    } catch (e) {
      toast.error(e instanceof ApiRequestError ? e.message : adminText('registerExport.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={ui.card} data-testid="register-export" aria-labelledby="register-export-title">
      <h2 className={ui.cardTitle} id="register-export-title">
        {adminText('registerExport.title')}
      </h2>
      <p className={ui.itemMeta}>{adminText('registerExport.hint')}</p>
      <div className={css.filters}>
        <TextField label={adminText('registerExport.from')} type="date" value={from} onChange={setFrom} />
        <TextField
          label={adminText('registerExport.to')}
          type="date"
          value={to}
          onChange={setTo}
          error={invalid ? adminText('registerExport.toBeforeFrom') : undefined}
        />
        <button
          type="button"
          className={cx(ui.btn, css.tall)}
          disabled={busy || invalid}
          onClick={() => void download()}
        >
          {adminText('registerExport.download')}
        </button>
      </div>
    </section>
  );
}
