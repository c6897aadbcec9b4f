import { describe, expect, it } from 'vitest';
import { inLanguage } from '../src/i18n/content';

const ROOM = {
  name: 'Garden Room',
  description: 'Bright',
  features: ['Balcony', 'Desk'],
  policies: { checkIn: '12 PM', cancellation: 'Free' },
  itinerary: [
    { day: 1, title: 'Up', description: 'Dawn', hi: { title: 'चढ़ाई', description: '' } },
    { day: 2, title: 'Down', description: 'Noon' },
  ],
  price: 1800,
  hi: {
    name: 'गार्डन रूम',
    description: ' ',
    features: ['', 'बालकनी'],
    policies: { checkIn: 'दोपहर 12 बजे', cancellation: '' },
  },
};

describe('a record in one language', () => {
  it('when read in Hindi, then each filled Hindi text replaces its English and an empty one falls back, at every depth', () => {
    expect(inLanguage(ROOM, 'hi')).toEqual({
      name: 'गार्डन रूम',
      description: 'Bright',
      features: ['बालकनी'],
      policies: { checkIn: 'दोपहर 12 बजे', cancellation: 'Free' },
      itinerary: [
        { day: 1, title: 'चढ़ाई', description: 'Dawn' },
        { day: 2, title: 'Down', description: 'Noon' },
      ],
      price: 1800,
    });
  });
  it('when read in English, then it is the English as stored, without any `hi`, and the input is unchanged', () => {
    const before = JSON.stringify(ROOM);
    expect(inLanguage([ROOM], 'en')[0]).toEqual({
      name: 'Garden Room',
      description: 'Bright',
      features: ['Balcony', 'Desk'],
      policies: { checkIn: '12 PM', cancellation: 'Free' },
      itinerary: [
        { day: 1, title: 'Up', description: 'Dawn' },
        { day: 2, title: 'Down', description: 'Noon' },
      ],
      price: 1800,
    });
    expect(JSON.stringify(ROOM)).toBe(before);
  });
  it('when the Hindi has a key the record lacks or a wrong type, then it is ignored', () => {
    expect(inLanguage({ name: 'A', hi: { extra: 'x', name: 5 } }, 'hi')).toEqual({ name: 'A' });
  });
});
