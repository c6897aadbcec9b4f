import type { z } from 'zod';

/**
 * Flatten a zod error into `{ "field.path": "first message" }` (English) for the API's `errors` and
 * form fields. Apart from the schemas (no zod at run time), so the browser's shared code that only
 * words errors does not load zod on every page.
 */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}
