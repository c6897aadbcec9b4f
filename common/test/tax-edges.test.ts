import { describe, expect, it } from 'vitest';
import { amountInWords, numberInWords } from '../src/tax/amount-in-words';
import {
  DEFAULT_TOUR_SAC,
  DEFAULT_VEHICLE_SAC,
  ROOM_GST_PERIODS,
  ROOM_SAC,
  roomGstRate,
  roomSlabsOn,
} from '../src/tax/gst-rates';
import { gstinStateCode, isValidGstin } from '../src/tax/gstin';
import { formatPaise, paiseToDecimal, rupeesToPaise } from '../src/tax/paise';
import { GST_STATES, placeOfSupply } from '../src/tax/states';
import { UPI_ID_PATTERN, upiUrl } from '../src/tax/upi';

describe('amount in words: every word and every boundary', () => {
  it('writes 1 to 19 each with its own word', () => {
    expect(Array.from({ length: 19 }, (_, i) => numberInWords(i + 1))).toEqual([
      'One',
      'Two',
      'Three',
      'Four',
      'Five',
      'Six',
      'Seven',
      'Eight',
      'Nine',
      'Ten',
      'Eleven',
      'Twelve',
      'Thirteen',
      'Fourteen',
      'Fifteen',
      'Sixteen',
      'Seventeen',
      'Eighteen',
      'Nineteen',
    ]);
  });
  it('writes the tens 20 to 90 and joins units with a hyphen', () => {
    expect([20, 30, 40, 50, 60, 70, 80, 90].map(numberInWords)).toEqual([
      'Twenty',
      'Thirty',
      'Forty',
      'Fifty',
      'Sixty',
      'Seventy',
      'Eighty',
      'Ninety',
    ]);
    expect(numberInWords(99)).toBe('Ninety-Nine');
    expect(numberInWords(21)).toBe('Twenty-One');
  });
  it('writes 100 exactly as One Hundred and 1,23,45,678 in crore, lakh and thousand', () => {
    expect(numberInWords(100)).toBe('One Hundred');
    expect(numberInWords(119)).toBe('One Hundred Nineteen');
    expect(numberInWords(12345678)).toBe('One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight');
  });
  it('writes rupees and paise, and zero rupees', () => {
    expect(amountInWords(12345611)).toBe(
      'Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Eleven Paise Only',
    );
    expect(amountInWords(0)).toBe('Rupees Zero Only');
    expect(amountInWords(13)).toBe('Rupees Zero and Thirteen Paise Only');
  });
  it('refuses negative and fractional numbers with the number in the message', () => {
    expect(() => numberInWords(-1)).toThrow(new RangeError('-1 is not a whole number from 0'));
    expect(() => numberInWords(1.5)).toThrow(new RangeError('1.5 is not a whole number from 0'));
    expect(() => amountInWords(-1)).toThrow(new RangeError('-1 is not a whole number of paise'));
    expect(() => amountInWords(2.5)).toThrow(new RangeError('2.5 is not a whole number of paise'));
  });
});

describe('paise: signs, zero and the Indian grouping', () => {
  it('writes negative and zero amounts for machines', () => {
    expect(paiseToDecimal(-150)).toBe('-1.50');
    expect(paiseToDecimal(-5)).toBe('-0.05');
    expect(paiseToDecimal(0)).toBe('0.00');
    expect(paiseToDecimal(150000)).toBe('1500.00');
  });
  it('refuses a third decimal with the amount in the message', () => {
    expect(() => rupeesToPaise(1.005)).toThrow(
      new RangeError('1.005 is not an amount in rupees with at most two decimals'),
    );
    expect(() => rupeesToPaise(Number.NaN)).toThrow(RangeError);
    expect(rupeesToPaise(1500.5)).toBe(150050);
  });
  it('groups lakhs the Indian way with the rupee sign', () => {
    expect(formatPaise(12345600)).toBe('₹1,23,456');
    expect(formatPaise(12345650)).toBe('₹1,23,456.50');
    expect(formatPaise(-12345650)).toBe('-₹1,23,456.50');
  });
});

describe('UPI', () => {
  const base = { upiId: 'pachmarhistays@okaxis', upiName: 'P', amount: 100, reference: 'R1' };
  it('keeps the first 80 characters of the note', () => {
    const note = `${'a'.repeat(80)}bcd`;
    expect(upiUrl({ ...base, note })).toBe(
      `upi://pay?pa=pachmarhistays@okaxis&pn=P&am=1.00&cu=INR&tn=${'a'.repeat(80)}&tr=R1`,
    );
  });
  it('accepts name@bank and refuses a short name, a short bank or other characters around them', () => {
    expect(UPI_ID_PATTERN.test('pachmarhistays@okaxis')).toBe(true);
    expect(UPI_ID_PATTERN.test('ab@ok')).toBe(true);
    expect(UPI_ID_PATTERN.test('a@okaxis')).toBe(false);
    expect(UPI_ID_PATTERN.test('ab@o')).toBe(false);
    expect(UPI_ID_PATTERN.test('ab@1kaxis')).toBe(false);
    expect(UPI_ID_PATTERN.test('!ab@okaxis')).toBe(false);
    expect(UPI_ID_PATTERN.test('ab@okaxis!')).toBe(false);
    expect(UPI_ID_PATTERN.test('ab@ok@axis')).toBe(false);
  });
});

describe('room GST periods', () => {
  it('names the notifications and the SAC codes', () => {
    expect(ROOM_GST_PERIODS.map((p) => [p.from, p.source])).toEqual([
      ['2019-10-01', 'Notifications 20/2019 and 21/2019-Central Tax (Rate)'],
      ['2022-07-18', 'Notifications 03/2022 and 04/2022-Central Tax (Rate)'],
      ['2025-09-22', 'Notification 15/2025-Central Tax (Rate)'],
    ]);
    expect([ROOM_SAC, DEFAULT_TOUR_SAC, DEFAULT_VEHICLE_SAC]).toEqual(['996311', '998552', '996601']);
  });
  it('charges 18 % above ₹7,500 in 2020, and prices a date before Oct 2019 as the first period', () => {
    expect(roomGstRate('2020-01-01', 8000, false)).toBe(18);
    expect(roomGstRate('2020-01-01', 9000, true)).toBe(18);
    expect(roomSlabsOn('2018-01-01')).toEqual([
      { upTo: 1000, rate: 0 },
      { upTo: 7500, rate: 12 },
      { upTo: null, rate: 18 },
    ]);
  });
});

describe('GSTIN and states', () => {
  it('reads the state code and refuses extra characters before or after', () => {
    expect(gstinStateCode('27AAPFU0939F1ZV')).toBe('27');
    expect(isValidGstin('27AAPFU0939F1ZVV')).toBe(false);
    expect(isValidGstin('227AAPFU0939F1ZV')).toBe(false);
    // 'T27AAPFU0939F' checks to 'Z', its 15th character: only the start anchor refuses it.
    expect(isValidGstin('T27AAPFU0939F1ZV')).toBe(false);
  });
  it('names the place of supply by its code, and leaves an unknown code bare', () => {
    expect(placeOfSupply('23')).toBe('Madhya Pradesh (23)');
    expect(placeOfSupply('99')).toBe('99');
    expect(GST_STATES).toEqual({
      '01': 'Jammu and Kashmir',
      '02': 'Himachal Pradesh',
      '03': 'Punjab',
      '04': 'Chandigarh',
      '05': 'Uttarakhand',
      '06': 'Haryana',
      '07': 'Delhi',
      '08': 'Rajasthan',
      '09': 'Uttar Pradesh',
      '10': 'Bihar',
      '11': 'Sikkim',
      '12': 'Arunachal Pradesh',
      '13': 'Nagaland',
      '14': 'Manipur',
      '15': 'Mizoram',
      '16': 'Tripura',
      '17': 'Meghalaya',
      '18': 'Assam',
      '19': 'West Bengal',
      '20': 'Jharkhand',
      '21': 'Odisha',
      '22': 'Chhattisgarh',
      '23': 'Madhya Pradesh',
      '24': 'Gujarat',
      '26': 'Dadra and Nagar Haveli and Daman and Diu',
      '27': 'Maharashtra',
      '29': 'Karnataka',
      '30': 'Goa',
      '31': 'Lakshadweep',
      '32': 'Kerala',
      '33': 'Tamil Nadu',
      '34': 'Puducherry',
      '35': 'Andaman and Nicobar Islands',
      '36': 'Telangana',
      '37': 'Andhra Pradesh',
      '38': 'Ladakh',
      '97': 'Other Territory',
    });
  });
});
