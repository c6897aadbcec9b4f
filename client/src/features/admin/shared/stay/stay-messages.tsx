import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageLang } from '@pachmarhi/common/schemas/front-desk';
import { displayLang } from '@pachmarhi/common/i18n/lang';
import { cx } from '@/features/admin/shared/lib/cx';
import ui from '@/features/admin/shared/ui.module.css';
import { frontDeskQueries, recordMessageSent } from '@/lib/queries/front-desk';
import { moneyQueries } from '@/lib/queries/money';
import css from './front-desk.module.css';
import { LangSelect } from './lang-select';
import { adminText } from '@/i18n';

/**
 * The messages of one reservation in the chosen language, each a "Send on WhatsApp" link (wa.me
 * with the text); a tap is recorded as sent (`POST /api/reservations/:id/messages`) and marked ✓.
 * A message that cannot be sent now (a payment request with nothing due or no UPI id) says why instead.
 */
export function StayMessages({ id }: { id: string }) {
  const [lang, setLang] = useState<MessageLang>(displayLang() === 'hi' ? 'hi' : 'en');
  const messages = useQuery(frontDeskQueries.messages(id, lang));
  // Why a payment request cannot be sent: nothing is due, or no UPI id to pay to.
  const ledger = useQuery(moneyQueries.ledger(id));
  const qc = useQueryClient();
  return (
    <div className={css.messages} data-testid="stay-messages">
      <LangSelect lang={lang} onChange={setLang} />
      {(messages.data ?? []).map((m) =>
        m.unavailable ? (
          <p key={m.key} className={ui.fieldHint} data-testid={`unavailable-${m.key}`}>
            {adminText('today.noPayLink', {
              message: adminText(`today.messageKeys.${m.key}`),
              why: ledger.data
                ? adminText(ledger.data.folio.balance === 0 ? 'today.nothingDue' : 'today.addUpiId')
                : '',
            })}
          </p>
        ) : m.whatsappUrl ? (
          <a
            key={m.key}
            className={cx(ui.btn, ui.btnSmall, ui.btnSecondary)}
            href={m.whatsappUrl}
            target="_blank"
            rel="noreferrer"
            data-testid={`send-${m.key}`}
            onClick={() =>
              void recordMessageSent(id, m.key).then(() => qc.invalidateQueries({ queryKey: frontDeskQueries.all }))
            }
          >
            {adminText('today.sendOnWhatsApp', { message: adminText(`today.messageKeys.${m.key}`) })}
            {m.sentAt ? ' ✓' : ''}
          </a>
        ) : null,
      )}
    </div>
  );
}
