import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldCodes, issueOf, ruleMessage } from '../src/i18n/validation-codes';
import { VALIDATION_EN } from '../src/i18n/validation-en';
import { VALIDATION_HI } from '../src/i18n/validation-hi';
import { localizeMessage } from '../src/i18n/validation';
import { fieldErrors } from '../src/schemas/fields';
import { contactSchema } from '../src/schemas/contact';

const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('validation codes', () => {
  it('when a message is translated, then the Hindi keeps every placeholder of the English', () => {
    const en: Record<string, string> = VALIDATION_EN.messages;
    for (const [key, hindi] of Object.entries(VALIDATION_HI.messages))
      expect(placeholders(hindi), key).toEqual(placeholders(en[key]));
  });

  it('when a rule words a refusal, then its message is the English text and tells its code and parameters', () => {
    const message = ruleMessage('tooLong', { label: 'subject', max: 200 });
    expect(message).toBe('Subject must be at most 200 characters');
    expect(issueOf(message)).toEqual({ code: 'tooLong', params: { label: 'subject', max: 200 } });
    expect(localizeMessage(message, 'hi')).toBe('विषय ज़्यादा से ज़्यादा 200 अक्षरों का हो सकता है');
    expect(issueOf('Something new')).toBeUndefined();
  });

  it('when a count names one or more, then the plural form follows it in each language', () => {
    expect(ruleMessage('departureSeats', { count: 1 })).toBe('A departure has 1 seat');
    expect(ruleMessage('departureSeats', { count: 12 })).toBe('A departure has 12 seats');
    expect(localizeMessage(ruleMessage('departureSeats', { count: 12 }), 'hi')).toBe('एक प्रस्थान में 12 सीटें हैं');
  });

  it("when zod words a refusal itself (a wrong type), then the message keeps zod's English and has a code", () => {
    const r = z.object({ n: z.string() }).safeParse({ n: 5 });
    expect(r.success).toBe(false);
    const message = r.error!.issues[0].message;
    expect(message).toBe('Invalid input: expected string, received number');
    expect(issueOf(message)).toEqual({ code: 'invalidType', params: { expected: 'string', received: 'number' } });
    expect(localizeMessage(message, 'hi')).toBe('अमान्य इनपुट: टेक्स्ट चाहिए, संख्या मिला');
  });

  it('when a form fails, then each field error has its code', () => {
    const r = contactSchema('2026-11-22').safeParse({ firstName: '', email: 'x' });
    expect(r.success).toBe(false);
    const codes = fieldCodes(fieldErrors(r.error!));
    expect(codes.firstName).toEqual({ code: 'required', params: { label: 'firstName' } });
    expect(codes.email).toEqual({ code: 'invalidEmail' });
  });
});
