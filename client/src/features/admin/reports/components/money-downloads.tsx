import { useState } from 'react';
import { monthDates, todayIST } from '@pachmarhi/common/time';
import { TextField } from '@/features/admin/shared/components/form-controls';
import { DownloadCard } from '@/features/admin/shared/components/download-card';
import { gstCsvPath, paymentsCsvPath, tallyXmlPath } from '@/lib/queries/reports';
import { adminText } from '@/i18n';

/** The GST report of an IST month (this month until changed): what GSTR-1 asks, invoice-wise. */
export function GstDownload() {
  const [month, setMonth] = useState(() => todayIST().slice(0, 7));
  return (
    <DownloadCard
      testId="gst-download"
      title={adminText('reportsPage.gstTitle')}
      hint={adminText('reportsPage.gstHint')}
      action={adminText('reportsPage.gstDownload')}
      path={gstCsvPath(month)}
      fallbackName={`gst-${month}.csv`}
      failed={adminText('reportsPage.downloadFailed')}
      invalid={!/^\d{4}-\d{2}$/.test(month)}
      single
    >
      <TextField label={adminText('reportsPage.month')} type="month" value={month} onChange={setMonth} />
    </DownloadCard>
  );
}

/** Payments received between two IST dates (this month so far until changed). */
export function PaymentsDownload() {
  const [from, setFrom] = useState(() => `${todayIST().slice(0, 7)}-01`);
  const [to, setTo] = useState(() => todayIST());
  const invalid = !from || !to || from > to;
  return (
    <DownloadCard
      testId="payments-download"
      title={adminText('reportsPage.paymentsTitle')}
      hint={adminText('reportsPage.paymentsHint')}
      action={adminText('reportsPage.paymentsDownload')}
      path={paymentsCsvPath(from, to)}
      fallbackName={`payments-${from}-to-${to}.csv`}
      failed={adminText('reportsPage.downloadFailed')}
      invalid={invalid}
    >
      <TextField label={adminText('reportsPage.from')} type="date" value={from} onChange={setFrom} max={to} />
      <TextField
        label={adminText('reportsPage.to')}
        type="date"
        value={to}
        onChange={setTo}
        error={from && to && from > to ? adminText('registerExport.toBeforeFrom') : undefined}
      />
    </DownloadCard>
  );
}

/** The books of an IST month (this month until changed) for the accountant's Tally Prime: an XML import of vouchers. */
export function TallyDownload() {
  const [month, setMonth] = useState(() => todayIST().slice(0, 7));
  const invalid = !/^\d{4}-\d{2}$/.test(month);
  const dates = invalid ? [] : monthDates(month);
  const [from = '', to = ''] = [dates[0], dates.at(-1)];
  return (
    <DownloadCard
      testId="tally-download"
      title={adminText('reportsPage.tallyTitle')}
      hint={adminText('reportsPage.tallyHint')}
      action={adminText('reportsPage.tallyDownload')}
      path={tallyXmlPath(from, to)}
      fallbackName={`tally-${from}-to-${to}.xml`}
      failed={adminText('reportsPage.downloadFailed')}
      invalid={invalid}
      single
    >
      <TextField label={adminText('reportsPage.month')} type="month" value={month} onChange={setMonth} />
    </DownloadCard>
  );
}
