import { Router } from 'express';
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { contactSchema } from '@pachmarhi/common/schemas/contact';
import { todayIST } from '@pachmarhi/common/time';
import type { ContactMessage } from '@pachmarhi/common/types';
import type { AppContext } from '../context';
import { contactMessages } from '../db/schema';
import { notFound, validate } from '../errors/app-error';
import { idParam } from '../http';

type Row = typeof contactMessages.$inferSelect;
const toDto = ({ id, createdAt, ...rest }: Row): ContactMessage => ({ _id: id, ...rest, createdAt: createdAt.toISOString() }) as ContactMessage;
const markSchema = z.object({ isRead: z.boolean({ error: 'isRead must be true or false' }).default(true) });

/** Contact form: public POST; admin list and mark read. */
export function contactRouter(ctx: AppContext): Router {
  const router = Router();

  router.post('/', async (req, res) => {
    const f = validate(contactSchema(todayIST(ctx.now())), req.body ?? {});
    const [row] = await ctx.db
      .insert(contactMessages)
      .values({ ...f, travelDate: f.travelDate || null, numberOfPeople: f.numberOfPeople ?? null })
      .returning();
    res.status(201).json({ success: true, message: "Thank you for contacting us. We'll get back to you within 24 hours.", data: toDto(row) });
  });

  router.get('/', ctx.requireAdmin, async (_req, res) => {
    const rows = await ctx.db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id));
    res.json({ success: true, data: rows.map(toDto) });
  });

  router.patch('/:id', ctx.requireAdmin, async (req, res) => {
    const id = idParam(req, 'Message');
    const { isRead } = validate(markSchema, req.body ?? {});
    const [row] = await ctx.db.update(contactMessages).set({ isRead }).where(eq(contactMessages.id, id)).returning();
    if (!row) throw notFound('Message');
    res.json({ success: true, message: isRead ? 'Marked as read' : 'Marked as unread', data: toDto(row) });
  });

  return router;
}
