/**
 * An amount in words in the Indian numbering system (thousand, lakh = 1,00,000, crore =
 * 1,00,00,000), as a tax invoice writes its total (Rule 46(k) of the CGST Rules asks for the
 * total in figures and in words).
 */
const ONES = [
  '',
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
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 0–99 in words ('' for 0). */
const belowHundred = (n: number) =>
  n < 20 ? ONES[n] : `${TENS[Math.floor(n / 10)]}${n % 10 ? `-${ONES[n % 10]}` : ''}`;

/** 0–999 in words ('' for 0). */
const belowThousand = (n: number) =>
  [n >= 100 ? `${ONES[Math.floor(n / 100)]} Hundred` : '', belowHundred(n % 100)].filter(Boolean).join(' ');

/** A whole number in words, Indian system ('Zero' for 0): 125000 → 'One Lakh Twenty-Five Thousand'. */
export function numberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`${n} is not a whole number from 0`);
  if (n === 0) return 'Zero';
  const crore = Math.floor(n / 10_000_000);
  const parts = [
    crore ? `${numberInWords(crore)} Crore` : '',
    Math.floor(n / 100_000) % 100 ? `${belowHundred(Math.floor(n / 100_000) % 100)} Lakh` : '',
    Math.floor(n / 1000) % 100 ? `${belowHundred(Math.floor(n / 1000) % 100)} Thousand` : '',
    belowThousand(n % 1000),
  ];
  return parts.filter(Boolean).join(' ');
}

/**
 * Paise as an invoice writes them: 787550 → 'Rupees Seven Thousand Eight Hundred Seventy-Five and
 * Fifty Paise Only'; whole rupees leave the paise out.
 * @throws RangeError for a negative or fractional number of paise
 */
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`${paise} is not a whole number of paise`);
  const rupees = `Rupees ${numberInWords(Math.floor(paise / 100))}`;
  const rest = paise % 100;
  return `${rupees}${rest ? ` and ${belowHundred(rest)} Paise` : ''} Only`;
}
