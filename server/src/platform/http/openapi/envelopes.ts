/** The success bodies most endpoints share, as zod schemas for the API reference. */
import { z } from 'zod';

/** `{ success: true, data }` */
export const withData = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });

/** `{ success: true, message }`: a change done (deleted, signed out…). */
export const done = () => z.object({ success: z.literal(true), message: z.string() });

/** `{ success: true, message, data }`: a record created or changed, as it is now. */
export const saved = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), message: z.string(), data });

/** `{ success: true, data, total, page, limit }`: one page of a list, `total` counting every page. */
export const page = <T extends z.ZodType>(item: T) =>
  z.object({
    success: z.literal(true),
    data: z.array(item),
    total: z.int().min(0),
    page: z.int().min(1),
    limit: z.int().min(1),
  });

/** A UUID path parameter; any other text names no record (404). */
export const idPath = (what: string) =>
  z.object({ id: z.uuid().meta({ description: `The ${what}'s _id (anything else is a 404)` }) });
