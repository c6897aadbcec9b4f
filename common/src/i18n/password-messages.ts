/**
 * The server's password-strength messages (server/src/platform/auth/password-policy.ts). Each one
 * says why the password is weak and what would make it stronger; their English and Hindi are in
 * ./validation-en.ts and ./validation-hi.ts.
 */
import { ruleMessage } from './validation-codes';

/** A password on (or a listed word plus digits of) the common-password list. */
export const COMMON_PASSWORD_MESSAGE = ruleMessage('passwordTooCommon');

/** Messages for a password whose strength score is under the minimum, by what makes it weak. */
export const WEAK_PASSWORD_MESSAGES = {
  repeat: ruleMessage('weakPasswordRepeat'),
  sequence: ruleMessage('weakPasswordSequence'),
  keyboard: ruleMessage('weakPasswordKeyboard'),
  dates: ruleMessage('weakPasswordDates'),
  word: ruleMessage('weakPasswordWord'),
  other: ruleMessage('weakPasswordOther'),
} as const;
