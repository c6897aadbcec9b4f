import { useMutation } from '@tanstack/react-query';
import { whatsappLink } from '@pachmarhi/common/contact-links';
import type { Enquiry } from '@pachmarhi/common/enquiry';
import type { ItemKind } from '@pachmarhi/common/kinds';
import type { Shift } from '@pachmarhi/common/operations/shifts';
import { api } from '@/lib/api';
import { useSiteConfig } from '@/lib/queries/site-config';
import type { TripQuoteBody } from '@/lib/queries/trips';

/**
 * The stay a visitor asks about on WhatsApp; the dates null while they have not chosen them. A
 * whole trip (issue 35) is its first line's stay with every line (`lines`, as `POST
 * /api/trips/quote` takes them) and the extras: one enquiry, one reference.
 */
export interface EnquiryStay {
  kind: ItemKind;
  itemId: string;
  checkIn: string | null;
  checkOut: string | null;
  guests: number;
  /** A park safari's shift (docs/api.md#operations). */
  shift?: Shift;
  lines?: TripQuoteBody['lines'];
  extras?: TripQuoteBody['extras'];
}

/** `POST /api/enquiries` (public) → the recorded enquiry with its reference. @throws ApiRequestError (400, 404, 429) */
async function postEnquiry(stay: EnquiryStay): Promise<Enquiry> {
  const body = {
    ...stay,
    checkIn: stay.checkIn || undefined,
    checkOut: stay.kind === 'tour' || !stay.checkIn ? undefined : stay.checkOut || undefined,
  };
  return (await api<{ data: Enquiry }>('/api/enquiries', { json: body })).data;
}

/**
 * Record the anonymous enquiry of `stay` (a trip's too) → its reference, or null when it could not
 * be recorded (offline, rate-limited): the visitor is never held up by the record. "Call to
 * reserve" gives this reference to read out; `useReserveViaWhatsApp` puts it into the message.
 */
export function useRecordEnquiry(): { record: (stay: EnquiryStay) => Promise<string | null>; pending: boolean } {
  const mutation = useMutation({ mutationFn: postEnquiry });
  const record = async (stay: EnquiryStay) => {
    try {
      return (await mutation.mutateAsync(stay)).reference;
    } catch {
      return null;
    }
  };
  return { record, pending: mutation.isPending };
}

/**
 * Reserve via WhatsApp (every path: the detail page's price box, the listing cards, the trip tray;
 * with the dates when the visitor gave them): record the anonymous enquiry, then open WhatsApp with
 * the message carrying its reference (`known`: a reference already given for this very stay or
 * trip, used instead of recording again). The tab is opened at once (inside the click, so no popup
 * blocker stops it) and pointed at wa.me when the enquiry is in; if recording fails the message
 * goes without a reference: the visitor is never held up by the record. Resolves to the reference.
 */
export function useReserveViaWhatsApp(): (
  stay: EnquiryStay,
  message: (reference: string | null) => string,
  known?: string | null,
) => Promise<string | null> {
  const { data } = useSiteConfig();
  const { record } = useRecordEnquiry();
  const number = data?.whatsappNumber || data?.phone || '';
  return async (stay, message, known) => {
    const tab = window.open('', '_blank');
    const reference = known ?? (await record(stay));
    const url = whatsappLink(number, message(reference));
    if (tab) {
      tab.opener = null;
      tab.location.href = url;
    } else window.location.assign(url);
    return reference;
  };
}
