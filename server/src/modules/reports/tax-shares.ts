import type { InvoiceDocument } from '@pachmarhi/common/schemas/money-records';

/** One part of a document's tax line: its rate, the key its rows share, and that part's values (paise). */
export interface TaxShare<K extends string> {
  rate: number;
  key: K;
  taxable: number;
  cgst: number;
  sgst: number;
}

type Row = InvoiceDocument['lines'][number];

/**
 * A document's taxable value and tax split by a key of its rows (their SAC, their income): each
 * rate's tax line shared among the keys of its rows in proportion to their value, the last key
 * taking the remainder so the parts add up to the tax line exactly. A bill of supply (no tax
 * lines) is its subtotal at rate 0, shared the same way. A tax line whose rows have one key (a
 * stay's invoice) is that key's whole.
 * @param keyOf the key of a row
 * @param fallback the key of a tax line no row is at (a credit note of an amount carries no rows)
 * @returns the parts, by tax line then by key in the rows' order (paise)
 */
export function taxShares<K extends string>(d: InvoiceDocument, keyOf: (row: Row) => K, fallback: K): TaxShare<K>[] {
  const taxed = d.tax.lines.length > 0;
  const lines = taxed ? d.tax.lines : [{ rate: 0, taxable: d.subtotal, cgst: 0, sgst: 0 }];
  return lines.flatMap((t) => {
    const values = new Map<K, number>();
    for (const r of d.lines)
      if (!taxed || r.rate === t.rate) values.set(keyOf(r), (values.get(keyOf(r)) ?? 0) + r.amount);
    if (!values.size) values.set(fallback, 0);
    const keys = [...values.keys()];
    const whole = [...values.values()].reduce((a, b) => a + b, 0) || 1;
    const left = { taxable: t.taxable, cgst: t.cgst, sgst: t.sgst };
    return keys.map((key, i) => {
      const share = (k: keyof typeof left) => {
        const part = i === keys.length - 1 ? left[k] : Math.round((t[k] * values.get(key)!) / whole);
        left[k] -= part;
        return part;
      };
      return { rate: t.rate, key, taxable: share('taxable'), cgst: share('cgst'), sgst: share('sgst') };
    });
  });
}
