import { describe, expect, it } from 'vitest';

// The formatters of paise.ts are built when the module loads: the module is imported inside the
// test so that a formatter that cannot be built fails this test instead of the whole file's load.
describe('paise formatters', () => {
  it('show rupees with the Indian grouping, with and without paise', async () => {
    const { formatPaise } = await import('../src/tax/paise');
    expect(formatPaise(12345600)).toBe('₹1,23,456');
    expect(formatPaise(12345650)).toBe('₹1,23,456.50');
  });
});
