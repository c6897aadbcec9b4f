import { ITEM_KINDS, type ItemKind } from '@pachmarhi/common/kinds';
import { contactSchema, type ContactFields } from '@pachmarhi/common/schemas/contact';
import { formatStay, parseStaySearch, type QueryParams } from '@pachmarhi/common/stay-search';
import { CONTACT_ITEM_MAX } from '@/lib/contact-link';
import { localFieldErrors } from '@/i18n/validation';

/** The contact form's values as typed (all text). */
export interface ContactFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  preferredContact: 'email' | 'phone' | 'whatsapp';
  travelDate: string;
  numberOfPeople: string;
  serviceType: ContactFields['serviceType'];
}

export const EMPTY_CONTACT: ContactFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
  preferredContact: 'email',
  travelDate: '',
  numberOfPeople: '',
  serviceType: 'general',
};

/**
 * Validate the form with the shared schema (values trimmed first; docs/product.md#validation messages).
 * @param today 'YYYY-MM-DD' in IST
 */
export function validateContact(
  values: ContactFormValues,
  today: string,
): { ok: true; data: ContactFields } | { ok: false; errors: Record<string, string> } {
  const r = contactSchema(today).safeParse(values);
  return r.success ? { ok: true, data: r.data } : { ok: false, errors: localFieldErrors(r.error) };
}

/** The service a contact message about an item of `kind` is for. */
const SERVICE_OF: Record<ItemKind, ContactFields['serviceType']> = { room: 'hotel', tour: 'tour', vehicle: 'vehicle' };

/**
 * The form's first values from the page's query (`contactLinkFor` in lib/contact-link.ts): the service of the item's kind,
 * the travel date (check-in or departure, not before `today`), the number of people and a subject
 * naming the item and the stay ('About Walker Hill Cottage: Fri 18 Dec – Sun 20 Dec · 2 nights · 2
 * guests'). Without `kind` and `item` the empty form; values that are not valid are left out.
 * @param subject the subject text from the item's name and the stay, in the page's language
 */
export function contactFromQuery(
  params: QueryParams,
  today: string,
  subject: (item: string, stay: string) => string,
): ContactFormValues {
  const kind = params.get('kind') as ItemKind | null;
  const item = (params.get('item') ?? '').trim().slice(0, CONTACT_ITEM_MAX);
  if (!kind || !ITEM_KINDS.includes(kind) || !item) return EMPTY_CONTACT;
  const stay = parseStaySearch(params, today);
  const guests = params.get('guests') !== null;
  return {
    ...EMPTY_CONTACT,
    serviceType: SERVICE_OF[kind],
    travelDate: stay.checkIn ?? '',
    numberOfPeople: guests ? String(stay.guests) : '',
    subject: subject(item, stay.checkIn || guests ? formatStay(stay, kind) : '').trim(),
  };
}
