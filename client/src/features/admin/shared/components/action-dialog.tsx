import type { ReactNode } from 'react';
import ui from '@/features/admin/shared/ui.module.css';
import { Modal, ModalCancel } from './modal';

/** A refusal or failure above a form's buttons, announced; nothing when `message` is empty. */
export function FormAlert({ message }: { message?: string | null }) {
  return message ? (
    <p className={ui.formAlert} role="alert">
      {message}
    </p>
  ) : null;
}

/**
 * A small dialog that asks before doing one thing (check in, void, issue a credit note…): its
 * text and fields, the server's refusal (`alert`) under them, and a footer of "Cancel" (asking
 * first when something was typed) and the dialog's own buttons (`actions`).
 */
export function ActionDialog({
  title,
  onClose,
  busy,
  testId,
  cancelLabel,
  actions,
  alert,
  children,
}: {
  title: string;
  onClose: () => void;
  busy?: boolean;
  testId: string;
  cancelLabel: string;
  actions: ReactNode;
  alert?: string | null;
  children: ReactNode;
}) {
  return (
    <Modal
      title={title}
      onClose={onClose}
      busy={busy}
      testId={testId}
      footer={
        <>
          <ModalCancel>{cancelLabel}</ModalCancel>
          {actions}
        </>
      }
    >
      {children}
      <FormAlert message={alert} />
    </Modal>
  );
}
