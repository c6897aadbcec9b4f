/**
 * The shared rules' messages in the display language, by code: a rule's English message (from the
 * client's own check of a form) or the API's `errorCodes` give a code and its parameters
 * (common/src/i18n/validation-codes.ts), which namespace 'validation' words. Labels, units and the
 * like inside a message are translated too.
 */
import type { z } from 'zod';
import { displayLang } from '@pachmarhi/common/i18n/lang';
import { interpolationValues, issueOf, type ValidationIssue } from '@pachmarhi/common/i18n/validation-codes';
import { fieldErrors } from '@pachmarhi/common/schemas/field-errors';
import { fixedT } from './index';

type Lookup = (key: string, options?: Record<string, unknown>) => string;

/** The text of `issue` in the display language. */
export function validationText(issue: ValidationIssue): string {
  const t = fixedT('validation') as unknown as Lookup;
  const values = interpolationValues(
    issue.params,
    (dictionary, key) => t(`${dictionary}.${key}`, { defaultValue: key }),
    displayLang(),
  );
  return t(`messages.${issue.code}`, values);
}

/** A field message in the display language: by its code when a shared rule made it, else as written. */
export function localizeValidationMessage(
  message: string,
  issue: ValidationIssue | undefined = issueOf(message),
): string {
  return issue ? validationText(issue) : message;
}

/** A form's zod error as `{ "field.path": message }`, each field's first message in the display language. */
export function localFieldErrors(error: z.ZodError): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fieldErrors(error)).map(([field, message]) => [field, localizeValidationMessage(message)]),
  );
}

/** The label of a shared form field ('passportNumber' → 'Passport number') in the display language, as the rules' messages name it. */
export function fieldLabel(name: string): string {
  const t = fixedT('validation') as unknown as Lookup;
  return t(`labels.${name}`, { defaultValue: name });
}
