import { useQuery } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import type { ItemKind } from '@pachmarhi/common/kinds';
import { icalLinkQueries } from '@/lib/queries/ical-links';
import ui from '@/features/admin/shared/ui.module.css';
import { cx } from '@/features/admin/shared/lib/cx';
import { adminText } from '@/i18n';

/**
 * The secret iCal feed URL of a room or vehicle (for Airbnb, Booking.com or a phone calendar),
 * read-only with a Copy button. Anyone with the URL sees the busy dates, so it is shown only here.
 */
export function IcalLink({ kind, id }: { kind: ItemKind; id: string }) {
  const links = useQuery(icalLinkQueries.list());
  const url = links.data?.find((l) => l.kind === kind && l.itemId === id)?.url;
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast.success(adminText('icalLink.calendarLinkCopied'));
    } catch {
      toast.error(adminText('icalLink.copyFailedSelectThe'));
    }
  };
  return (
    <div className={cx(ui.field, ui.span2)}>
      <label htmlFor={`ical-${id}`} className={ui.label}>{adminText('icalLink.calendarFeedIcal')}</label>
      <div className={ui.row}>
        <input id={`ical-${id}`} className={ui.input} readOnly value={url ?? (links.isError ? adminText('icalLink.couldNotLoadThe') : adminText('icalLink.loading'))} onFocus={(e) => e.target.select()} />
        <button type="button" className={cx(ui.btn, ui.btnSecondary)} onClick={() => void copy()} disabled={!url}>{adminText('icalLink.copy')}</button>
      </div>
      <p className={ui.fieldHint}>{adminText('icalLink.addThisUrlTo')}</p>
    </div>
  );
}
