import { LANGUAGES } from '@pachmarhi/common/i18n/lang';
import type { MessageLang } from '@pachmarhi/common/schemas/front-desk';
import ui from '@/features/admin/shared/ui.module.css';
import { adminText } from '@/i18n';

/** The language the guest's messages are written in (English or Hindi). */
export function LangSelect({ lang, onChange }: { lang: MessageLang; onChange: (lang: MessageLang) => void }) {
  return (
    <label className={ui.label}>
      {adminText('today.messageLanguage')}{' '}
      <select className={ui.select} value={lang} onChange={(e) => onChange(e.target.value as MessageLang)}>
        {LANGUAGES.map((l: MessageLang) => (
          <option key={l} value={l}>
            {adminText(`today.languages.${l}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
