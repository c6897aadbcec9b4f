import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import type { ItemKind } from '@pachmarhi/common/kinds';
import { icalLinkQueries, resetIcalLink } from '@/lib/queries/ical-links';
import ui from '@/features/admin/shared/ui.module.css';
import { cx } from '@/features/admin/shared/lib/cx';
import { adminText } from '@/i18n';

/**
 * The secret iCal feed URL of a room or vehicle (for Airbnb, Booking.com or a phone calendar),
 * read-only with a Copy button. Anyone with the URL sees the busy dates, so it is shown only here;
 * "Reset link" (after a confirmation) gives the item a new URL and ends the old one at once.
 */
export function IcalLink({ kind, id }: { kind: ItemKind; id: string }) {
  const links = useQuery(icalLinkQueries.list());
  const url = links.data?.find((l) => l.kind === kind && l.itemId === id)?.url;
  const queryClient = useQueryClient();
  const reset = useMutation({
    mutationFn: () => resetIcalLink(kind, id),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: icalLinkQueries.all });
      toast.success(adminText('icalLink.linkReset'));
    },
    onError: (err) => toast.error(adminText('icalLink.resetFailed', { message: err.message })),
  });
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
      <label htmlFor={`ical-${id}`} className={ui.label}>
        {adminText('icalLink.calendarFeedIcal')}
      </label>
      <div className={ui.row}>
        <input
          type="text"
          id={`ical-${id}`}
          className={ui.input}
          readOnly
          value={url ?? (links.isError ? adminText('icalLink.couldNotLoadThe') : adminText('icalLink.loading'))}
          onFocus={(e) => e.target.select()}
        />
        <button type="button" className={cx(ui.btn, ui.btnSecondary)} onClick={() => void copy()} disabled={!url}>
          {adminText('icalLink.copy')}
        </button>
        <button
          type="button"
          className={cx(ui.btn, ui.btnGhost)}
          onClick={() => window.confirm(adminText('icalLink.resetConfirm')) && reset.mutate()}
          disabled={!url || reset.isPending}
        >
          {reset.isPending ? adminText('icalLink.resetting') : adminText('icalLink.resetLink')}
        </button>
      </div>
      <p className={ui.fieldHint}>{adminText('icalLink.addThisUrlTo')}</p>
    </div>
  );
}
