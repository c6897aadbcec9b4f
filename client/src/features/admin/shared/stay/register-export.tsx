import { useState } from 'react';
import { addDays } from '@pachmarhi/common/pricing/quote';
import { todayIST } from '@pachmarhi/common/time';
import { guestRegisterCsvPath } from '@/lib/queries/front-desk';
import { TextField } from '@/features/admin/shared/components/form-controls';
import { DownloadCard } from '@/features/admin/shared/components/download-card';
import { adminText } from '@/i18n';

/** The file's name when the server names none. */
const FILE_NAME = 'guest-register.csv';
/** How many days back the download starts by default (the last month of check-ins). */
const DEFAULT_DAYS = 30;

/**
 * The guest register for an inspection: check-in dates from/to (IST, inclusive; the last 30 days
 * until changed) and a button that downloads `GET /api/guest-register.csv` (the read is audited).
 * The owner and the front desk both may; on Today and on Reports.
 */
export function RegisterExport() {
  const [to, setTo] = useState(() => todayIST());
  const [from, setFrom] = useState(() => addDays(todayIST(), -DEFAULT_DAYS));
  const invalid = Boolean(from && to && from > to);
  return (
    <DownloadCard
      testId="register-export"
      title={adminText('registerExport.title')}
      hint={adminText('registerExport.hint')}
      action={adminText('registerExport.download')}
      path={guestRegisterCsvPath(from, to)}
      fallbackName={FILE_NAME}
      failed={adminText('registerExport.failed')}
      invalid={invalid}
    >
      <TextField label={adminText('registerExport.from')} type="date" value={from} onChange={setFrom} />
      <TextField
        label={adminText('registerExport.to')}
        type="date"
        value={to}
        onChange={setTo}
        error={invalid ? adminText('registerExport.toBeforeFrom') : undefined}
      />
    </DownloadCard>
  );
}
