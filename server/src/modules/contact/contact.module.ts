import type { ContactFields, ContactUpdate } from '@pachmarhi/common/schemas/contact';
import type { ContactMessage } from '@pachmarhi/common/types';
import type { Db } from '../../platform/db/database';
import {
  contactMessagesPage,
  removeContactMessage,
  submitContactMessage,
  updateContactMessageState,
} from './contact.service';

/** The contact form's messages as one component; see `createContact`. */
export interface Contact {
  /** Store a validated message (unread, status 'new'); an empty travel date is stored as none. */
  submit(fields: ContactFields): Promise<ContactMessage>;
  /**
   * One page of messages, newest first; archived ones only with `includeArchived`.
   * @param q `page` from 1, `limit` messages per page
   * @returns the page, the count across pages and `unread`: unread, non-archived messages on every page
   */
  page(q: {
    page: number;
    limit: number;
    includeArchived: boolean;
  }): Promise<{ data: ContactMessage[]; total: number; unread: number }>;
  /**
   * Mark a message read or unread, set its status, archive it (at the current instant) or bring it back.
   * @throws AppError 404 'Message not found'
   */
  update(id: string, change: ContactUpdate): Promise<ContactMessage>;
  /** Delete a message for good. @throws AppError 404 'Message not found' */
  remove(id: string): Promise<void>;
}

/** Create the contact component once per app. @param deps.now the clock archive times come from */
export function createContact({ db, now }: { db: Db; now: () => Date }): Contact {
  return {
    submit: (fields) => submitContactMessage(db, fields),
    page: (q) => contactMessagesPage(db, q),
    update: (id, change) => updateContactMessageState(db, id, change, now()),
    remove: (id) => removeContactMessage(db, id),
  };
}
