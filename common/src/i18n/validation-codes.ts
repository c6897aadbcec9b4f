/**
 * Validation messages by code. Every rule of the shared schemas (../schemas) and of the server
 * words its refusal with `ruleMessage(code, params)`: the English text of ./validation-en.ts, the
 * wording the API sends and the forms show. `ruleMessage` keeps a table from each message it
 * made back to its code and parameters, so a message can be told by code wherever it travels
 * (`issueOf`): the server adds the codes to its 400s (`errorCodes`) and writes them in the
 * request's language (./validation.ts); the client translates codes with its i18n namespace
 * 'validation' (client/src/i18n/validation.ts). zod's own wording, for values no rule names (a
 * hostile client), is made the same way (`zodIssueMessage`, installed by ../schemas/fields.ts).
 */
import type { z } from 'zod';
import type { ItemKind } from '../kinds';
import { dayText } from './day-format';
import { LOCALE, type Lang } from './lang';
import { VALIDATION_EN, type ValidationTexts } from './validation-en';

type MessageKey = keyof typeof VALIDATION_EN.messages;

/** A message key without its plural suffix ('roomGuests_one' → 'roomGuests'). */
type WithoutPlural<K> = K extends `${infer Base}_${'one' | 'other'}` ? Base : K;

/** A rule's code: a key of the messages, a plural one named without its suffix ('roomGuests'). */
export type ValidationCode = WithoutPlural<MessageKey>;

/** A field's name in messages: a key of the labels ('firstName' → 'First name'). */
export type LabelKey = keyof typeof VALIDATION_EN.labels;

/** A unit named after a number: a key of the units ('rupees'). */
export type UnitKey = keyof typeof VALIDATION_EN.units;

/** What a message names besides its code; `count` also picks a plural form. */
export interface ValidationParams {
  label?: LabelKey;
  unit?: UnitKey;
  kind?: ItemKind;
  count?: number;
  min?: number;
  max?: number;
  /** An API field as written ('isRead'), not translated. */
  field?: string;
  /** A list of allowed values as written ('new, read'). */
  values?: string;
  value?: string;
  /** A calendar date as written ('2028-11-21'). */
  until?: string;
  /** A calendar date 'YYYY-MM-DD' written for people in the message's language ('Sat 26 Dec', 'शनि 26 दिस॰'). */
  date?: string;
  /** zod's type names ('string', 'array'), translated through `types`. */
  expected?: string;
  received?: string;
  origin?: string;
}

/** A refusal as a code and its parameters: what the API sends beside each field message. */
export interface ValidationIssue {
  code: ValidationCode;
  params?: ValidationParams;
}

/** Parameters whose value is a word of one of the texts' dictionaries, translated with the message. */
const WORD_PARAMS = {
  label: 'labels',
  unit: 'units',
  kind: 'kinds',
  expected: 'types',
  received: 'types',
  origin: 'types',
} as const;

/**
 * The interpolation values of `params`: numbers and text as given; labels, units, kinds and type
 * names as `word(dictionary, key)` gives them (a key without a word stays as written); `date` as
 * people read it in `lang` ('Sat 26 Dec').
 */
export function interpolationValues(
  params: ValidationParams | undefined,
  word: (dictionary: keyof ValidationTexts, key: string) => string,
  lang: Lang = 'en',
): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params ?? {})) {
    const dictionary = WORD_PARAMS[name as keyof typeof WORD_PARAMS];
    values[name] =
      name === 'date' && typeof value === 'string'
        ? dayText(value, lang)
        : dictionary && typeof value === 'string'
          ? word(dictionary, value)
          : value;
  }
  return values;
}

/** The text of `issue` in one language's texts: its message (plural form by `count`) with the parameters filled in. */
export function formatIssue(issue: ValidationIssue, texts: ValidationTexts, lang: Lang): string {
  const messages: Record<string, string> = texts.messages;
  const values = interpolationValues(
    issue.params,
    (dictionary, key) => (texts[dictionary] as Record<string, string>)[key] ?? key,
    lang,
  );
  const count = issue.params?.count;
  const plural =
    count === undefined ? undefined : messages[`${issue.code}_${new Intl.PluralRules(LOCALE[lang]).select(count)}`];
  const template = plural ?? messages[issue.code] ?? messages[`${issue.code}_other`];
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** Each message `ruleMessage` made, with the code and parameters it was made from. */
const issuesByMessage = new Map<string, ValidationIssue>();

/**
 * The English message of rule `code` ('Subject is required' for `required`, `{ label: 'subject' }`),
 * remembered with its code for `issueOf`.
 */
export function ruleMessage(code: ValidationCode, params?: ValidationParams): string {
  const issue: ValidationIssue = params ? { code, params } : { code };
  const message = formatIssue(issue, VALIDATION_EN, 'en');
  if (!issuesByMessage.has(message)) issuesByMessage.set(message, issue);
  return message;
}

/** The code and parameters of a message `ruleMessage` made; undefined for any other text. */
export function issueOf(message: string): ValidationIssue | undefined {
  return issuesByMessage.get(message);
}

/** The codes of field messages (`{ field: message }` → `{ field: issue }`), for the fields whose message has one. */
export function fieldCodes(errors: Record<string, string>): Record<string, ValidationIssue> {
  const codes: Record<string, ValidationIssue> = {};
  for (const [field, message] of Object.entries(errors)) {
    const issue = issueOf(message);
    if (issue) codes[field] = issue;
  }
  return codes;
}

/** zod's name of a value's type ('string', 'array', 'null', 'NaN'), as its English messages write it. */
function typeName(input: unknown): string {
  if (typeof input === 'number') return Number.isNaN(input) ? 'NaN' : Number.isFinite(input) ? 'number' : String(input);
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'array';
  if (typeof input === 'object' && Object.getPrototypeOf(input) !== Object.prototype && input.constructor)
    return input.constructor.name;
  return typeof input;
}

/** A value as zod's messages quote it: strings in double quotes, bigints with 'n'. */
const quoted = (v: unknown) => (typeof v === 'string' ? `"${v}"` : typeof v === 'bigint' ? `${v}n` : String(v));

/** The unit zod counts a size in, by what is measured. */
const SIZE_UNITS: Partial<Record<string, UnitKey>> = { string: 'characters', array: 'items' };

/**
 * zod's own English message for an issue no rule words (a wrong type, an unknown option, a too
 * long value), made by `ruleMessage` so it has a code too; undefined leaves it to zod (wordings no
 * shared schema can produce).
 */
export function zodIssueMessage(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      return ruleMessage('invalidType', { expected: issue.expected, received: typeName(issue.input) });
    case 'invalid_value':
      return issue.values.length === 1
        ? ruleMessage('invalidValue', { value: quoted(issue.values[0]) })
        : ruleMessage('invalidOption', { values: issue.values.map(quoted).join('|') });
    case 'too_big': {
      if (!issue.inclusive || issue.exact || typeof issue.maximum !== 'number') return undefined;
      const unit = SIZE_UNITS[issue.origin];
      return unit
        ? ruleMessage('tooBigSize', { origin: issue.origin, max: issue.maximum, unit })
        : ruleMessage('tooBigValue', { origin: issue.origin, max: issue.maximum });
    }
    case 'too_small': {
      if (!issue.inclusive || issue.exact || typeof issue.minimum !== 'number') return undefined;
      const unit = SIZE_UNITS[issue.origin];
      return unit
        ? ruleMessage('tooSmallSize', { origin: issue.origin, min: issue.minimum, unit })
        : ruleMessage('tooSmallValue', { origin: issue.origin, min: issue.minimum });
    }
    case 'invalid_union':
      return issue.inclusive === false || (issue as { options?: unknown[] }).options?.length
        ? undefined
        : ruleMessage('invalidInput');
    default:
      return undefined;
  }
}
