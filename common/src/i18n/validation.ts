/**
 * Validation messages in the language of a request: the server sends its 400s in English or, for
 * `?lang=hi` / Accept-Language: hi, in Hindi (docs/product.md#validation). A message is translated
 * by its code (./validation-codes.ts), never by its wording; a message without a code (none of the
 * rules' wording) stays English rather than being lost. The browser translates codes with its own
 * i18n (client/src/i18n/validation.ts) and does not load this module.
 */
import { formatIssue, issueOf } from './validation-codes';
import { VALIDATION_EN, type ValidationTexts } from './validation-en';
import { VALIDATION_HI } from './validation-hi';
import type { Lang } from './lang';

const TEXTS: Record<Lang, ValidationTexts> = { en: VALIDATION_EN, hi: VALIDATION_HI };

/** One message in `lang`: English as written; another language by the message's code, or as written when it has none. */
export function localizeMessage(message: string, lang: Lang): string {
  if (lang === 'en') return message;
  const issue = issueOf(message);
  return issue ? formatIssue(issue, TEXTS[lang], lang) : message;
}

/** Field errors (`{ "field.path": "message" }`) with every message in `lang`. */
export function localizeFieldErrors(errors: Record<string, string>, lang: Lang): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, localizeMessage(v, lang)]));
}
