import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { MESSAGE_PLACEHOLDERS, type MessageLang } from '@pachmarhi/common/schemas/front-desk';
import type { MessageTemplate } from '@pachmarhi/common/schemas/front-desk-records';
import { ApiRequestError } from '@/lib/api';
import { frontDeskQueries, messageTemplatesQuery, saveMessageTemplate } from '@/lib/queries/front-desk';
import { PageHeader } from '@/features/admin/shared/components/page-header';
import { TextAreaField } from '@/features/admin/shared/components/form-controls';
import { cx } from '@/features/admin/shared/lib/cx';
import ui from '@/features/admin/shared/ui.module.css';
import css from '@/features/admin/shared/stay/front-desk.module.css';
import { LangSelect } from '@/features/admin/shared/stay/lang-select';
import { adminText } from '@/i18n';

/** One template's editor; the server's 400 (an unknown placeholder, named) shows under the text. */
function TemplateEditor({ template }: { template: MessageTemplate }) {
  const qc = useQueryClient();
  const [text, setText] = useState(template.text);
  const [error, setError] = useState('');
  const save = useMutation({
    mutationFn: () => saveMessageTemplate({ key: template.key, lang: template.lang, text }),
    onSuccess: async () => {
      toast.success(adminText('saved.templateSaved'));
      await qc.invalidateQueries({ queryKey: frontDeskQueries.all });
    },
    onError: (e) => setError(e instanceof ApiRequestError ? (e.errors.text ?? e.message) : e.message),
  });
  return (
    <form
      className={cx(ui.card, ui.form)}
      data-testid={`template-${template.key}-${template.lang}`}
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
    >
      <TextAreaField
        label={adminText(`today.messageKeys.${template.key}`)}
        hint={template.custom ? undefined : adminText('templatesPage.builtIn')}
        value={text}
        error={error}
        rows={6}
        onChange={(v) => {
          setText(v);
          setError('');
        }}
      />
      <button type="submit" className={cx(ui.btn, ui.btnSmall)} disabled={save.isPending || text === template.text}>
        {adminText('templatesPage.save')}
      </button>
    </form>
  );
}

/**
 * /admin/message-templates (owner only): the messages to guests per key and language, with the
 * placeholders a text may use; the server refuses an unknown one with a sentence naming it.
 */
export default function MessageTemplatesPage() {
  const [lang, setLang] = useState<MessageLang>('en');
  const templates = useQuery(messageTemplatesQuery());
  return (
    <div className={ui.page}>
      <PageHeader title={adminText('templatesPage.title')} actions={<LangSelect lang={lang} onChange={setLang} />} />
      <section className={ui.card}>
        <p className={ui.itemMeta}>{adminText('templatesPage.placeholders')}</p>
        <p>
          {MESSAGE_PLACEHOLDERS.map((p) => (
            <code key={p}>{`{${p}} `}</code>
          ))}
        </p>
      </section>
      {templates.isError && (
        <div className={cx(ui.card, ui.errorBox)} role="alert">
          {templates.error.message}
        </div>
      )}
      <div className={css.panel}>
        {(templates.data ?? [])
          .filter((t) => t.lang === lang)
          .map((t) => (
            <TemplateEditor key={`${t.key}-${t.lang}-${t.text}`} template={t} />
          ))}
      </div>
    </div>
  );
}
