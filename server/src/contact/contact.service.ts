import type { ContactFields } from '@pachmarhi/common/schemas/contact';
import type { ContactMessage } from '@pachmarhi/common/types';
import type { Db } from '../db/database';
import { notFound } from '../errors/app-error';
import { insertContactMessage, listContactMessages, setContactRead, type ContactRow } from './contact.repository';

const toDto = ({ id, createdAt, ...rest }: ContactRow): ContactMessage => ({ _id: id, ...rest, createdAt: createdAt.toISOString() }) as ContactMessage;

/** Store a validated contact-form message (unread); an empty travel date is stored as none. */
export async function submitContactMessage(db: Db, fields: ContactFields): Promise<ContactMessage> {
  return toDto(await insertContactMessage(db, fields));
}

/** Every message, newest first (admin). */
export async function contactMessagesNewestFirst(db: Db): Promise<ContactMessage[]> {
  return (await listContactMessages(db)).map(toDto);
}

/** Mark a message read or unread. @throws AppError 404 'Message not found' */
export async function markContactMessage(db: Db, id: string, isRead: boolean): Promise<ContactMessage> {
  const row = await setContactRead(db, id, isRead);
  if (!row) throw notFound('Message');
  return toDto(row);
}
