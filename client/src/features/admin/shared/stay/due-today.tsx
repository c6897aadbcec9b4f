import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { addDays } from '@pachmarhi/common/pricing/dates';
import type { MessageKey, MessageLang } from '@pachmarhi/common/schemas/front-desk';
import { displayLang } from '@pachmarhi/common/i18n/lang';
import { cx } from '@/features/admin/shared/lib/cx';
import ui from '@/features/admin/shared/ui.module.css';
import { frontDeskQueries, recordMessageSent } from '@/lib/queries/front-desk';
import { reservationQueries } from '@/lib/queries/reservations';
import css from './front-desk.module.css';
import { LangSelect } from './lang-select';
import { adminText } from '@/i18n';

interface Due {
  id: string;
  reference: string;
  guest: string;
  key: MessageKey;
}

/** "Send on WhatsApp" for one message of one reservation, recorded as sent on tap. */
function SendOne({ due, lang }: { due: Due; lang: MessageLang }) {
  const qc = useQueryClient();
  const messages = useQuery(frontDeskQueries.messages(due.id, lang));
  const m = messages.data?.find((x) => x.key === due.key);
  return (
    <li className={css.row} data-testid={`due-${due.key}-${due.reference}`}>
      <strong>{due.guest}</strong> <span className={ui.itemMeta}>#{due.reference}</span>
      {m?.whatsappUrl && (
        <a
          className={cx(ui.btn, ui.btnSmall, ui.btnSecondary)}
          href={m.whatsappUrl}
          target="_blank"
          rel="noreferrer"
          onClick={() =>
            void recordMessageSent(due.id, due.key, `${due.guest} #${due.reference}`).then(() =>
              Promise.all([
                qc.invalidateQueries({ queryKey: frontDeskQueries.all }),
                qc.invalidateQueries({ queryKey: reservationQueries.all }),
              ]),
            )
          }
        >
          {adminText('today.sendOnWhatsApp', { message: adminText(`today.messageKeys.${due.key}`) })}
          {m.sentAt ? ' ✓' : ''}
        </a>
      )}
    </li>
  );
}

/**
 * The messages due on `date`: confirmations not sent yet (confirmed stays from the date on), the
 * day-before message to tomorrow's arrivals and the reminder to tomorrow's tour guests.
 */
export function DueToday({ date }: { date: string }) {
  const [lang, setLang] = useState<MessageLang>(displayLang() === 'hi' ? 'hi' : 'en');
  const tomorrow = useQuery(frontDeskQueries.board(addDays(date, 1)));
  const confirmed = useQuery(reservationQueries.list({ status: 'confirmed', from: date, limit: 100 }));
  const due: Due[] = [
    ...(confirmed.data?.data ?? [])
      .filter((r) => r.guestPhone && !r.messagesSent.some((s) => s.key === 'confirmation'))
      .map((r) => ({ id: r._id, reference: r.reference, guest: r.guestName, key: 'confirmation' as const })),
    ...(tomorrow.data?.arrivals ?? []).map((e) => ({
      id: e._id,
      reference: e.reference,
      guest: e.guest,
      key: 'pre-arrival' as const,
    })),
    ...(tomorrow.data?.tourDepartures ?? [])
      .flatMap((t) => t.reservations)
      .map((e) => ({ id: e._id, reference: e.reference, guest: e.guest, key: 'tour-reminder' as const })),
  ];
  return (
    <section className={cx(ui.card, css.panel)} data-testid="due-today">
      <h2 className={ui.cardTitle}>
        {adminText('today.dueToday')} ({due.length})
      </h2>
      <LangSelect lang={lang} onChange={setLang} />
      {due.length === 0 ? (
        <p className={ui.itemMeta}>{adminText('today.none')}</p>
      ) : (
        <ul className={css.rows}>
          {due.map((d) => (
            <SendOne key={`${d.key}-${d.id}`} due={d} lang={lang} />
          ))}
        </ul>
      )}
    </section>
  );
}
