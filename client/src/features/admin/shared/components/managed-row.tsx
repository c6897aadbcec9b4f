import { imageUrl } from '@/lib/api';
import { cx } from '@/features/admin/shared/lib/cx';
import ui from '@/features/admin/shared/ui.module.css';
import { StatusBadge } from '@/components/status-badge';
import { BookingToggle } from './booking-toggle';
import { DeleteButton } from './delete-button';
import { Icon } from './icons';
import type { ManagedItem, ManagedRowConfig } from './management-types';
import { adminText } from '@/i18n';

/** One row of the management table: thumbnail, details, kind columns, status badges, booking toggle, actions. */
export function ManagedRow<T extends ManagedItem>({ item, config: p }: { item: T; config: ManagedRowConfig<T> }) {
  const images = p.imagesOf(item);
  const name = p.nameOf(item);
  const busy = p.isDeleting(item._id);
  return (
    <tr className={cx(busy && ui.rowBusy)} aria-busy={busy || undefined} data-testid="managed-row">
      <td data-label={p.imageHeader}>
        <div className={ui.thumbWrap}>
          {images[0] ? (
            <img
              className={ui.thumb}
              src={imageUrl(images[0])}
              alt={name}
              loading="lazy"
              onError={(e) => (e.currentTarget.style.visibility = 'hidden')}
            />
          ) : (
            <div className={ui.noImage}>{adminText('managedRow.noImage')}</div>
          )}
          {images.length > 1 && (
            <span
              className={ui.moreBadge}
              aria-label={adminText('managedRow.moreImages', { value: images.length - 1 })}
            >
              +{images.length - 1}
            </span>
          )}
        </div>
      </td>
      <td data-label="" className={ui.detailsCell}>
        <div>{p.renderDetails(item)}</div>
      </td>
      {p.columns.map((c) => (
        <td key={c.header} data-label={c.header} className={ui.nowrap}>
          <span>{c.render(item)}</span>
        </td>
      ))}
      <td data-label={adminText('cardLabels.status')}>
        <div className={ui.badges}>
          <StatusBadge status={item.status} kind={p.kind} />
          {item.isBooked && item.status !== 'Booked' && <StatusBadge status="Booked" kind={p.kind} />}
        </div>
      </td>
      <td data-label={adminText('cardLabels.booking')}>
        <BookingToggle
          kind={p.kind}
          id={item._id}
          name={name}
          isBooked={item.isBooked}
          expiresAt={item.bookingExpiresAt}
          onChange={(b, exp) => p.onBookingChange(item._id, b, exp)}
        />
      </td>
      <td data-label={adminText('cardLabels.actions')}>
        <div className={ui.actions}>
          <button
            type="button"
            className={ui.iconBtn}
            onClick={() => p.onView(item)}
            aria-label={adminText('managedRow.view', { name: name })}
            title={adminText('managedRow.viewDetails')}
          >
            <Icon name="eye" />
          </button>
          <button
            type="button"
            className={ui.iconBtn}
            onClick={() => p.onEdit(item)}
            aria-label={adminText('managedRow.edit', { name: name })}
            title={adminText('managedRow.edit2', { noun: p.noun })}
          >
            <Icon name="edit" />
          </button>
          <DeleteButton
            name={name}
            title={adminText('managedRow.delete', { noun: p.noun })}
            busy={busy}
            onClick={() => p.onDelete(item)}
          />
        </div>
      </td>
    </tr>
  );
}
