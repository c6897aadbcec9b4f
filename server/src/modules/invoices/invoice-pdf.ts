/**
 * An invoice, bill of supply or credit note as a PDF (A4, written by platform/pdf/pdf-writer.ts in
 * English and Hindi).
 */
import { LEFT, RIGHT, openPdf, row, write } from '../../platform/pdf/pdf-writer';
import type { InvoiceDocument } from '@pachmarhi/common/schemas/money-records';
import { formatDateIST } from '@pachmarhi/common/format';
import { formatPaise } from '@pachmarhi/common/tax/paise';

const money = formatPaise;

/**
 * The PDF of an issued document.
 * @returns the file's bytes
 */
export async function invoicePdf(d: InvoiceDocument): Promise<Buffer> {
  const { doc, bytes: done } = await openPdf(`${d.title} ${d.number}`);

  write(doc, d.title.toUpperCase(), { x: LEFT, y: 40, size: 16, bold: true });
  write(doc, d.supplier.legalName, { x: LEFT, y: 64, size: 11, bold: true });
  write(doc, d.supplier.address, { x: LEFT, width: 300 });
  if (d.supplier.gstin) write(doc, `GSTIN: ${d.supplier.gstin}`);
  const head: [string, string][] = [
    [
      d.type === 'credit-note' ? 'Credit note no.' : d.title === 'Bill of supply' ? 'Bill no.' : 'Invoice no.',
      d.number,
    ],
    ['Date', formatDateIST(d.date)],
    ...(d.original
      ? ([['Against invoice', `${d.original.number} of ${formatDateIST(d.original.date)}`]] as [string, string][])
      : []),
    ['Place of supply', d.placeOfSupply],
    ['Reverse charge', d.reverseCharge ? 'Yes' : 'No'],
    ['Reservation', d.reservation.reference],
  ];
  let y = 64;
  for (const [k, v] of head)
    y = row(doc, y, [
      [k, 350, 80],
      [v, 430, 125],
    ]);

  y = Math.max(y, doc.y) + 12;
  write(doc, 'Billed to', { x: LEFT, y, bold: true });
  write(doc, d.guest.name, { size: 11 });
  if (d.guest.address) write(doc, d.guest.address, { width: 300 });
  if (d.guest.phone) write(doc, `Phone: ${d.guest.phone}`);
  if (d.guest.gstin) write(doc, `GSTIN: ${d.guest.gstin}`);
  const stay = d.reservation.checkOut
    ? `${formatDateIST(d.reservation.checkIn)} to ${formatDateIST(d.reservation.checkOut)}`
    : formatDateIST(d.reservation.checkIn);
  write(doc, `${d.reservation.itemName}: ${stay}`);

  y = doc.y + 12;
  const cols: [number, number][] = [
    [LEFT, 200],
    [245, 55],
    [305, 40],
    [350, 85],
    [440, 40],
    [485, 70],
  ];
  const cells = (texts: string[], aligns: ('left' | 'right')[]) =>
    texts.map((t, i) => [t, cols[i][0], cols[i][1], aligns[i]] as [string, number, number, ('left' | 'right')?]);
  const aligns: ('left' | 'right')[] = ['left', 'left', 'right', 'right', 'right', 'right'];
  y = row(doc, y, cells(['Description', 'SAC', 'Qty', 'Price', 'GST %', 'Amount'], aligns), true);
  doc.moveTo(LEFT, y).lineTo(RIGHT, y).stroke();
  y += 4;
  for (const l of d.lines) {
    y = row(
      doc,
      y,
      cells([l.description, l.sac, String(l.quantity), money(l.unitPrice), `${l.rate}`, money(l.amount)], aligns),
    );
  }
  doc.moveTo(LEFT, y).lineTo(RIGHT, y).stroke();
  y += 6;

  const sum = (label: string, value: string, bold = false) => {
    y = row(
      doc,
      y,
      [
        [label, 300, 180, 'right'],
        [value, 485, 70, 'right'],
      ],
      bold,
    );
  };
  sum('Total value', money(d.subtotal));
  for (const t of d.tax.lines) {
    sum(`Taxable value at ${t.rate} %`, money(t.taxable));
    sum(`CGST ${t.rate / 2} %`, money(t.cgst));
    sum(`SGST ${t.rate / 2} %`, money(t.sgst));
  }
  sum(d.type === 'credit-note' ? 'Credited' : 'Grand total', money(d.grandTotal), true);
  write(doc, `Amount in words: ${d.grandTotalInWords}`, { x: LEFT, y: y + 4, width: RIGHT - LEFT });
  if (d.reason) write(doc, `Reason: ${d.reason}`, { x: LEFT, width: RIGHT - LEFT });

  if (d.type === 'invoice') {
    y = doc.y + 12;
    write(doc, 'Payments received', { x: LEFT, y, bold: true });
    y = doc.y + 2;
    for (const p of d.payments) {
      const refund = p.kind === 'refund';
      y = row(doc, y, [
        [`${formatDateIST(p.date)}  ${refund ? 'REFUND ' : ''}${p.method.toUpperCase()}  ${p.reference}`, LEFT, 380],
        [money(refund ? -p.amount : p.amount), 485, 70, 'right'],
      ]);
    }
    if (d.credited) sum('Less credit notes', money(-d.credited));
    sum('Paid', money(d.paid));
    sum('Balance', money(d.balance), true);
  }

  write(doc, `For ${d.supplier.legalName}`, { x: 350, y: doc.y + 30, width: 205, align: 'right' });
  write(doc, 'Authorised signatory', { x: 350, y: doc.y + 24, width: 205, align: 'right' });
  doc.end();
  return done;
}
