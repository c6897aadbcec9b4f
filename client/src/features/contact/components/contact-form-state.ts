import { contactSchema, type ContactFields } from '@pachmarhi/common/schemas/contact';
import { fieldErrors } from '@pachmarhi/common/schemas/fields';

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
  firstName: '', lastName: '', email: '', phone: '', subject: '', message: '',
  preferredContact: 'email', travelDate: '', numberOfPeople: '', serviceType: 'general',
};

/**
 * Validate the form with the shared schema (values trimmed first; docs/product.md#validation messages).
 * @param today 'YYYY-MM-DD' in IST
 */
export function validateContact(values: ContactFormValues, today: string): { ok: true; data: ContactFields } | { ok: false; errors: Record<string, string> } {
  const r = contactSchema(today).safeParse(values);
  return r.success ? { ok: true, data: r.data } : { ok: false, errors: fieldErrors(r.error) };
}
