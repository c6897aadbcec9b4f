import type { ItemKind } from '@pachmarhi/common/kinds';
import type { ReservationSource, ReservationStatus } from '@pachmarhi/common/schemas/reservation';
import { adminText } from '@/i18n';

/** How the back office names each reservation status, in the current language (the colours are in bookings.module.css). */
export const STATUS_LABEL: Record<ReservationStatus, string> = {
  get enquiry() {
    return adminText('labels.status.enquiry');
  },
  get held() {
    return adminText('labels.status.held');
  },
  get confirmed() {
    return adminText('labels.status.confirmed');
  },
  get cancelled() {
    return adminText('labels.status.cancelled');
  },
  get completed() {
    return adminText('labels.status.completed');
  },
  get blocked() {
    return adminText('labels.status.blocked');
  },
  get 'checked-in'() {
    return adminText('labels.status.checkedIn');
  },
  get 'checked-out'() {
    return adminText('labels.status.checkedOut');
  },
  get 'no-show'() {
    return adminText('labels.status.noShow');
  },
};

/** Where a reservation came from, in the current language. */
export const SOURCE_LABEL: Record<ReservationSource, string> = {
  get whatsapp() {
    return adminText('labels.source.whatsapp');
  },
  get phone() {
    return adminText('labels.source.phone');
  },
  get 'contact-form'() {
    return adminText('labels.source.contactForm');
  },
  get 'walk-in'() {
    return adminText('labels.source.walkIn');
  },
  get other() {
    return adminText('labels.source.other');
  },
  get ical() {
    return adminText('labels.source.ical');
  },
};

/** Each kind of item as the back office names it (a vehicle is a Gypsy), in the current language. */
export const KIND_LABEL: Record<ItemKind, string> = {
  get room() {
    return adminText('labels.kind.room');
  },
  get vehicle() {
    return adminText('labels.kind.vehicle');
  },
  get tour() {
    return adminText('labels.kind.tour');
  },
};

/** 'Confirmed', or 'Held (hold expired)' for a hold that no longer takes its dates. */
export const statusText = (r: { status: ReservationStatus; occupying: boolean }): string =>
  r.status === 'held' && !r.occupying
    ? adminText('labels.holdExpired', { status: STATUS_LABEL.held })
    : STATUS_LABEL[r.status];

/** The length of a reservation in words: '2 nights' (rooms), '1 day' (vehicles), 'Departure' (tours). */
export function nightsText(kind: ItemKind, nights: number): string {
  if (kind === 'tour') return adminText('labels.departure');
  return kind === 'room' ? adminText('labels.nights', { count: nights }) : adminText('labels.days', { count: nights });
}

/** A noun the back office's texts name ('room', 'vehicle', 'tour'; units 'night', 'day', 'person'), in the current language, singular or plural. */
export function nounText(noun: string, plural = false): string {
  const known = ['room', 'vehicle', 'tour', 'night', 'day', 'person'].includes(noun);
  if (!known) return noun;
  return plural ? adminText(`labels.nouns.${noun as 'room'}`) : adminText(`labels.noun.${noun as 'room'}`);
}
