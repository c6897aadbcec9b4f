import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { cx } from '@/features/admin/shared/lib/cx';
import ui from '@/features/admin/shared/ui.module.css';
import { isQueued } from '@/lib/offline/outbox';
import { addStayNote } from '@/lib/queries/front-desk';
import { useInvalidateStays } from '@/lib/queries/stay-changes';
import { adminText } from '@/i18n';

/** "Add a note" on a Today entry: one line kept on the stay with its time; offline it is queued. */
export function StayNote({ id, label, onDone }: { id: string; label: string; onDone: () => void }) {
  const [text, setText] = useState('');
  const invalidate = useInvalidateStays();
  const save = useMutation({
    mutationFn: () => addStayNote(id, text, label),
    onSuccess: (res) => {
      toast.success(adminText(isQueued(res) ? 'offline.queuedToast' : 'today.noteAdded'));
      if (!isQueued(res)) void invalidate();
      setText('');
      onDone();
    },
    onError: (e) => toast.error(e.message),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (text.trim()) save.mutate();
  };
  return (
    <form onSubmit={submit} data-testid="stay-note">
      <label className={ui.field}>
        <span className={ui.label}>{adminText('today.note')}</span>
        <textarea
          className={ui.textarea}
          value={text}
          maxLength={500}
          rows={2}
          onChange={(e) => setText(e.target.value)}
        />
      </label>
      <button type="submit" className={cx(ui.btn, ui.btnSmall)} disabled={save.isPending || !text.trim()}>
        {adminText('today.addNote')}
      </button>
    </form>
  );
}
