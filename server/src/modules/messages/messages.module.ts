import { DEFAULT_MESSAGE_TEMPLATES, MESSAGE_KINDS, renderMessage } from '@pachmarhi/common/guest-messages';
import { whatsappLink } from '@pachmarhi/common/contact-links';
import { nightsBetween } from '@pachmarhi/common/pricing/quote';
import type { Reservation } from '@pachmarhi/common/reservation-types';
import {
  MESSAGE_KEYS,
  MESSAGE_LANGS,
  type MessageKey,
  type MessageLang,
  type MessageTemplatePut,
} from '@pachmarhi/common/schemas/front-desk';
import type { MessageTemplate, RenderedMessage } from '@pachmarhi/common/schemas/front-desk-records';
import type { Db } from '../../platform/db/database';
import type { AuditTrail } from '../audit/audit.module';
import type { Reservations } from '../reservations/reservations.module';
import { templateRows, upsertTemplate } from './messages.repository';

/** Messages to guests: the templates and their rendering for one reservation as wa.me links. */
export interface Messages {
  /** Every template (each key in English and Hindi): the owner's text or the built-in one. */
  templates(): Promise<MessageTemplate[]>;
  /** Replace one template's text (audited). */
  put(input: MessageTemplatePut): Promise<MessageTemplate>;
  /**
   * The messages for the reservation's kind of stay rendered for its guest in `lang` (the item's
   * Hindi name in Hindi when written), with the stay's folio figures, its wa.me link to the guest's
   * phone and when it was last sent; a message needing a payment link while there is none (no
   * balance, no UPI id) comes without text or link, `unavailable: 'noPayLink'`. The payment page
   * links are on `origin`. @throws AppError 404 unknown reservation
   */
  forReservation(id: string, lang: MessageLang, origin: string): Promise<RenderedMessage[]>;
  /** Record that the desk opened `key` in WhatsApp (audited). @throws AppError 404 unknown reservation */
  markSent(id: string, key: MessageKey): Promise<Reservation>;
}

export interface MessagesDeps {
  db: Db;
  now: () => Date;
  audit: AuditTrail;
  reservations: Pick<Reservations, 'get' | 'recordMessageSent'>;
  /** The guest's payment page for what is due on a stay, on `origin`; null when nothing is due or there is no UPI id. */
  payLink: (r: Reservation, origin: string) => Promise<string | null>;
  /** The business's phone and its map position. */
  site: { phone: string; geo: { latitude: number; longitude: number } };
}

/** Create the messages component once per app. */
export function createMessages({ db, now, audit, reservations, payLink, site }: MessagesDeps): Messages {
  const all = async () => {
    const custom = new Map((await templateRows(db)).map((r) => [`${r.key}/${r.lang}`, r.text]));
    return MESSAGE_KEYS.flatMap((key) =>
      MESSAGE_LANGS.map((lang): MessageTemplate => {
        const text = custom.get(`${key}/${lang}`);
        return { key, lang, text: text ?? DEFAULT_MESSAGE_TEMPLATES[key][lang], custom: text !== undefined };
      }),
    );
  };
  const mapLink = `https://www.google.com/maps/search/?api=1&query=${site.geo.latitude},${site.geo.longitude}`;
  return {
    templates: all,
    async put({ key, lang, text }) {
      const before = await upsertTemplate(db, { key, lang, text, updatedAt: now() });
      await audit.record({
        action: 'update',
        entity: 'message-template',
        entityId: `${key}/${lang}`,
        before: { text: before?.text ?? DEFAULT_MESSAGE_TEMPLATES[key][lang] },
        after: { text },
      });
      return { key, lang, text, custom: true };
    },
    async forReservation(id, lang, origin) {
      const r = await reservations.get(id);
      const values = {
        guestName: r.guestName,
        reference: r.reference,
        item: (lang === 'hi' && r.itemNameHi) || r.itemName || '',
        checkIn: r.checkIn,
        checkOut: r.checkOut,
        nights: r.checkOut ? nightsBetween(r.checkIn, r.checkOut) : 1,
        guests: r.guests,
        folio: r.folio,
        payLink: await payLink(r, origin),
        mapLink,
        businessPhone: site.phone,
      };
      return (await all())
        .filter((t) => t.lang === lang && MESSAGE_KINDS[t.key].includes(r.kind))
        .map(({ key, text: template }) => {
          const text = renderMessage(template, values, lang);
          const sent = r.messagesSent.filter((m) => m.key === key).at(-1);
          return {
            key,
            lang,
            text: text ?? '',
            whatsappUrl: text && r.guestPhone ? whatsappLink(r.guestPhone, text) : null,
            sentAt: sent?.at ?? null,
            unavailable: text === null ? ('noPayLink' as const) : null,
          };
        });
    },
    markSent: (id, key) => reservations.recordMessageSent(id, key),
  };
}
