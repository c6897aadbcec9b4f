import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { optionLabel } from '@/lib/option-label';
import i18n from '@/i18n';

beforeAll(async () => {
  await i18n.changeLanguage('hi');
  await i18n.loadNamespaces('common');
});
afterAll(async () => {
  await i18n.changeLanguage('en');
});

describe('option values on a Hindi page', () => {
  const label = (v: string) => optionLabel(i18n.getFixedT('hi', 'common'), v, 'hi');
  it('when a room category, a fuel type or a status is shown, then it reads in Hindi', () => {
    expect(['Standard', 'Deluxe', 'Suite', 'Petrol', 'Diesel', 'Available'].map(label)).toEqual([
      'स्टैंडर्ड',
      'डीलक्स',
      'सुइट',
      'पेट्रोल',
      'डीज़ल',
      'उपलब्ध',
    ]);
  });
  it('when a tour duration is a known value or days and nights, then it reads in Hindi; anything else as written', () => {
    expect(['Half Day', 'Full Day', '1 Day', '2 Days 1 Night', '3 days / 2 nights', 'Manual'].map(label)).toEqual([
      'आधा दिन',
      'पूरा दिन',
      '1 दिन',
      '2 दिन 1 रात',
      '3 दिन 2 रातें',
      'मैनुअल',
    ]);
    expect(label('Sunrise to noon')).toBe('Sunrise to noon');
  });
  it('when a room capacity is written as adults and children, then it reads in Hindi', () => {
    expect(
      ['2 adults', '2 Adults + 1 Child', '2 adults + 1 child under 10', '2 adults + 2 children'].map(label),
    ).toEqual(['2 वयस्क', '2 वयस्क + 1 बच्चा', '2 वयस्क + 1 बच्चा (10 साल से कम)', '2 वयस्क + 2 बच्चे']);
    expect(label('Up to 4 guests')).toBe('Up to 4 guests');
    expect(label('')).toBe('');
  });
  it('when the page is English, then the values stay as stored', () => {
    const en = (v: string) => optionLabel(i18n.getFixedT('en', 'common'), v, 'en');
    expect(['Deluxe', 'Half Day', '3 days / 2 nights', '2 Adults + 1 Child'].map(en)).toEqual([
      'Deluxe',
      'Half Day',
      '3 days / 2 nights',
      '2 Adults + 1 Child',
    ]);
  });
});
