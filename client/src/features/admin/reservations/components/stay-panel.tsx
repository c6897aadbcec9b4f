import { useQuery } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import type { Reservation } from '@pachmarhi/common/reservation-types';
import { formatDateIST } from '@pachmarhi/common/format';
import { istDateTime } from '@pachmarhi/common/time';
import { formatPaise } from '@pachmarhi/common/tax/paise';
import { FormSection } from '@/features/admin/shared/components/form-controls';
import { cx } from '@/features/admin/shared/lib/cx';
import ui from '@/features/admin/shared/ui.module.css';
import { apiDownload } from '@/lib/api';
import { useMoneyMutation } from '@/lib/queries/money';
import { confirmReported, idPhotoPath, newStayLink, stayQueries } from '@/lib/queries/stay';
import { adminText } from '@/i18n';

/** A row that wraps on a phone: the link over its buttons, a report over its Confirm. */
const WRAP = { flexWrap: 'wrap', alignItems: 'center' } as const;

/**
 * The guest's side of a stay (docs/decisions/034-the-guest-stay-page.md): the stay page's link with
 * Copy and New link (the old one then stops working), when pre-arrival details arrived, the payments
 * the guest reported with Confirm (counted only then), and the ID photos sent (each view audited).
 */
export function StayPanel({ reservation }: { reservation: Reservation }) {
  const stay = useQuery(stayQueries.desk(reservation._id));
  const link = stay.data?.link?.url;
  const make = useMoneyMutation(() => newStayLink(reservation._id));
  const confirm = useMoneyMutation((reportId: string) => confirmReported(reservation._id, reportId));
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(adminText('stayPanel.copied'));
    } catch {
      toast.error(adminText('stayPanel.copyFailed'));
    }
  };
  const renew = () =>
    (!link || window.confirm(adminText('stayPanel.newLinkConfirm'))) &&
    make.mutate(undefined, {
      onSuccess: (l) => void copy(l.url),
      onError: (e) => toast.error(e.message),
    });
  const received = stay.data?.detailsReceivedAt;
  return (
    <section aria-label={adminText('stayPanel.title')} data-testid="stay-panel">
      <FormSection title={adminText('stayPanel.title')} hint={adminText('stayPanel.hint')}>
        {stay.isError && (
          <p role="alert" className={ui.errorBox}>
            {stay.error.message}
          </p>
        )}
        <div className={ui.row} style={WRAP}>
          <input
            style={{ flex: '1 1 16rem', minWidth: 0 }}
            type="text"
            aria-label={adminText('stayPanel.link')}
            className={ui.input}
            readOnly
            value={link ?? (stay.isPending ? adminText('stayPanel.loading') : adminText('stayPanel.noLink'))}
            onFocus={(e) => e.target.select()}
          />
          <button
            type="button"
            className={cx(ui.btn, ui.btnSecondary, ui.btnSmall)}
            disabled={!link}
            onClick={() => link && void copy(link)}
          >
            {adminText('stayPanel.copy')}
          </button>
          <button type="button" className={cx(ui.btn, ui.btnSmall)} disabled={make.isPending} onClick={renew}>
            {adminText(link ? 'stayPanel.newLink' : 'stayPanel.makeLink')}
          </button>
        </div>
        {stay.data && (
          <p className={ui.itemMeta} data-testid="stay-details">
            {received
              ? adminText('stayPanel.detailsReceived', { at: istDateTime(new Date(received)) })
              : adminText('stayPanel.noDetails')}
          </p>
        )}
        {(stay.data?.reported ?? []).map((p) => (
          <div key={p._id} className={ui.row} style={WRAP} data-testid="reported-payment">
            <span>
              {adminText(p.confirmedAt ? 'stayPanel.reportedConfirmed' : 'stayPanel.reported', {
                amount: formatPaise(p.amount),
                reference: p.reference,
                at: formatDateIST(p.reportedAt),
              })}
            </span>
            {!p.confirmedAt && (
              <button
                type="button"
                className={cx(ui.btn, ui.btnSmall)}
                disabled={confirm.isPending}
                onClick={() =>
                  confirm.mutate(p._id, {
                    onSuccess: () => toast.success(adminText('stayPanel.confirmed')),
                    onError: (e) => toast.error(e.message),
                  })
                }
              >
                {adminText('stayPanel.confirm', { amount: formatPaise(p.amount) })}
              </button>
            )}
          </div>
        ))}
        {(stay.data?.photos ?? []).map((guestId, i) => (
          <button
            key={guestId}
            type="button"
            className={cx(ui.btn, ui.btnGhost, ui.btnSmall)}
            onClick={() =>
              void apiDownload(idPhotoPath(reservation._id, guestId), 'id-photo.jpg').catch((e: Error) =>
                toast.error(e.message),
              )
            }
          >
            {adminText('stayPanel.idPhoto', { n: i + 1 })}
          </button>
        ))}
      </FormSection>
    </section>
  );
}
