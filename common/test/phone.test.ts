import { describe, expect, it } from 'vitest';
import { normalisePhone, whatsappDigits } from '../src/phone';
import { telLink, whatsappLink } from '../src/contact-links';

describe('normalisePhone (India +91 by default)', () => {
  it.each([
    ['98930 11223', '+919893011223'],
    ['+91 98930 11223', '+919893011223'],
    ['+91-98930-11223', '+919893011223'],
    ['098930 11223', '+919893011223'],
    ['919893011223', '+919893011223'],
    ['91 98930 11223', '+919893011223'],
    ['(0) 98930-11223', '+919893011223'],
    ['07578 252 100', '+917578252100'],
    ['+44 20 7946 0958', '+442079460958'],
    ['0044 20 7946 0958', '+442079460958'],
  ])('when given %j, then %s', (raw, e164) => {
    expect(normalisePhone(raw)).toBe(e164);
  });
  it.each(['', '12345', 'call me', '98930 1122', '+0 123 456 789', '9893011223344556'])(
    'when given %j, then null',
    (raw) => {
      expect(normalisePhone(raw)).toBeNull();
    },
  );
});

describe('WhatsApp and tel links', () => {
  it('when the number has no country code, then wa.me gets 91 (the admin Messages reply link lost it)', () => {
    expect(whatsappDigits('98930 11223')).toBe('919893011223');
    expect(whatsappLink('98930 11223', 'Hi')).toBe('https://wa.me/919893011223?text=Hi');
    expect(whatsappLink('098930-11223', 'Hi')).toBe('https://wa.me/919893011223?text=Hi');
  });
  it('when the number has +91 or another country code, then it is kept', () => {
    expect(whatsappLink('+91 98930 11223', 'Hi')).toBe('https://wa.me/919893011223?text=Hi');
    expect(whatsappDigits('+44 20 7946 0958')).toBe('442079460958');
  });
  it('when the number has a trunk 0, then tel: drops it for +91', () => {
    expect(telLink('098930 11223')).toBe('tel:+919893011223');
    expect(telLink('+91 98930 11223')).toBe('tel:+919893011223');
  });
});
