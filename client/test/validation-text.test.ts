import { afterAll, describe, expect, it } from 'vitest';
import { setDisplayLang } from '@pachmarhi/common/i18n/lang';
import { localizeMessage } from '@pachmarhi/common/i18n/validation';
import { ruleMessage, type ValidationIssue } from '@pachmarhi/common/i18n/validation-codes';
import { contactSchema } from '@pachmarhi/common/schemas/contact';
import i18n from '@/i18n';
import { localFieldErrors, validationText } from '@/i18n/validation';

const ISSUES: ValidationIssue[] = [
  { code: 'required', params: { label: 'firstName' } },
  { code: 'tooLong', params: { label: 'subject', max: 200 } },
  { code: 'atMostOf', params: { label: 'price', max: 10_000_000, unit: 'rupees' } },
  { code: 'kindFixed', params: { kind: 'vehicle' } },
  { code: 'roomGuests', params: { count: 1 } },
  { code: 'departureSeats', params: { count: 12 } },
  { code: 'invalidType', params: { expected: 'string', received: 'number' } },
  { code: 'invalidEmail' },
];

afterAll(async () => {
  setDisplayLang('en');
  await i18n.changeLanguage('en');
});

describe('validationText', () => {
  it('when the display language is English or Hindi, then a code reads as the server words it in that language', async () => {
    for (const lang of ['en', 'hi'] as const) {
      await i18n.changeLanguage(lang);
      await i18n.loadNamespaces('validation');
      setDisplayLang(lang);
      for (const issue of ISSUES)
        expect(validationText(issue), `${lang} ${issue.code}`).toBe(
          localizeMessage(ruleMessage(issue.code, issue.params), lang),
        );
    }
  });

  it('when a form is checked in Hindi, then its field errors are Hindi', async () => {
    await i18n.changeLanguage('hi');
    await i18n.loadNamespaces('validation');
    setDisplayLang('hi');
    const r = contactSchema('2026-11-22').safeParse({});
    expect(r.success).toBe(false);
    expect(localFieldErrors(r.error!)).toMatchObject({ firstName: 'पहला नाम ज़रूरी है', email: 'ईमेल ज़रूरी है' });
  });
});
