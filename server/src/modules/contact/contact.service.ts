import type { ContactFields, ContactUpdate } from '@pachmarhi/common/schemas/contact';
import type { ContactMessage } from '@pachmarhi/common/types';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/errors/app-error';
import {
  deleteContactMessage,
  insertContactMessage,
  listContactMessages,
  updateContactMessage,
  type ContactRow,
} from './contact.repository';

const toDto = ({ id, createdAt, archivedAt, ...rest }: ContactRow): ContactMessage =>
  ({
    _id: id,
    ...rest,
    archivedAt: archivedAt?.toISOString() ?? null,
    createdAt: createdAt.toISOString(),
  }) as ContactMessage;

/** Store a validated contact-form message (unread, status 'new'); an empty travel date is stored as none. */
export async function submitContactMessage(db: Db, fields: ContactFields): Promise<ContactMessage> {
  return toDto(await insertContactMessage(db, fields));
}

/**
 * One page of messages, newest first (admin); archived ones only with `includeArchived`.
 * @param q page from 1, limit rows per page
 * @returns the page's messages, the total count across pages and `unread`: unread, non-archived messages on every page
 */
export async function contactMessagesPage(
  db: Db,
  q: { page: number; limit: number; includeArchived: boolean },
): Promise<{ data: ContactMessage[]; total: number; unread: number }> {
  const { rows, total, unread } = await listContactMessages(db, {
    offset: (q.page - 1) * q.limit,
    limit: q.limit,
    includeArchived: q.includeArchived,
  });
  return { data: rows.map(toDto), total, unread };
}

/**
 * Mark a message read/unread, set its status, archive it (at `now`) or bring it back.
 * @throws AppError 404 'Message not found'
 */
export async function updateContactMessageState(
  db: Db,
  id: string,
  change: ContactUpdate,
  now: Date,
): Promise<ContactMessage> {
  const { archived, ...rest } = change;
  const row = await updateContactMessage(db, id, {
    ...rest,
    ...(archived === undefined ? {} : { archivedAt: archived ? now : null }),
  });
  if (!row) throw notFound('Message');
  return toDto(row);
}

/** Delete a message for good. @throws AppError 404 'Message not found' */
export async function removeContactMessage(db: Db, id: string): Promise<void> {
  if (!(await deleteContactMessage(db, id))) throw notFound('Message');
}
