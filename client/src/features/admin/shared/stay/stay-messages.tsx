import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MESSAGE_LANGS, type MessageLang } from '@pachmarhi/common/schemas/front-desk';
import { displayLang } from '@pachmarhi/common/i18n/lang';
import { cx } from '@/features/admin/shared/lib/cx';
import ui from '@/features/admin/shared/ui.module.css';
import { frontDeskQueries, recordMessageSent } from '@/lib/queries/front-desk';
import css from './front-desk.module.css';
import { adminText } from '@/i18n';

/** The language the guest's messages are written in (English or Hindi). */
export function LangSelect({ lang, onChange }: { lang: MessageLang; onChange: (lang: MessageLang) => void }) {
  return (
    <label className={ui.label}>
      {adminText('today.messageLanguage')}{' '}
      <select className={ui.select} value={lang} onChange={(e) => onChange(e.target.value as MessageLang)}>
        {MESSAGE_LANGS.map((l) => (
          <option key={l} value={l}>
            {adminText(`today.languages.${l}`)}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * The messages of one reservation in the chosen language, each a "Send on WhatsApp" link (wa.me
 * with the text); a tap is recorded as sent (`POST /api/reservations/:id/messages`) and marked ✓.
 */
export function StayMessages({ id }: { id: string }) {
  const [lang, setLang] = useState<MessageLang>(displayLang() === 'hi' ? 'hi' : 'en');
  const messages = useQuery(frontDeskQueries.messages(id, lang));
  const qc = useQueryClient();
  return (
    <div className={css.messages} data-testid="stay-messages">
      <LangSelect lang={lang} onChange={setLang} />
      {(messages.data ?? []).map((m) =>
        m.whatsappUrl ? (
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
