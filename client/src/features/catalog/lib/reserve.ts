import { useMutation } from '@tanstack/react-query';
import { whatsappLink } from '@pachmarhi/common/contact-links';
import type { Enquiry } from '@pachmarhi/common/enquiry';
import type { ItemKind } from '@pachmarhi/common/kinds';
import { api } from '@/lib/api';
import { useSiteConfig } from '@/lib/queries/site-config';

/** The stay a visitor asks about on WhatsApp; the dates null while they have not chosen them. */
export interface EnquiryStay {
  kind: ItemKind;
  itemId: string;
  checkIn: string | null;
  checkOut: string | null;
  guests: number;
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
 * Reserve via WhatsApp (every path: the detail page's price box, the listing cards; with the dates
 * when the visitor gave them): record the anonymous enquiry, then open WhatsApp with the
 * message carrying its reference. The tab is opened at once (inside the click, so no popup
 * blocker stops it) and pointed at wa.me when the enquiry is in; if recording fails the message
 * goes without a reference: the visitor is never held up by the record.
 */
export function useReserveViaWhatsApp(): (
  stay: EnquiryStay,
  message: (reference: string | null) => string,
) => Promise<void> {
  const { data } = useSiteConfig();
  const record = useMutation({ mutationFn: postEnquiry });
  const number = data?.whatsappNumber || data?.phone || '';
  return async (stay, message) => {
    const tab = window.open('', '_blank');
    let reference: string | null = null;
    try {
      reference = (await record.mutateAsync(stay)).reference;
    } catch {
      // No record (offline, rate-limited): the chat still starts.
    }
    const url = whatsappLink(number, message(reference));
    if (tab) {
      tab.opener = null;
      tab.location.href = url;
    } else window.location.assign(url);
  };
}
