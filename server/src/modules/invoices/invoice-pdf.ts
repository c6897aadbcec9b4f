/**
 * An invoice, bill of supply or credit note as a PDF (pdfkit, A4). The font is Noto Sans
 * Devanagari (SIL Open Font Licence, from @fontsource/noto-sans-devanagari): its Latin and
 * Devanagari subsets are registered as two fonts and every text is written in runs by script, so
 * Hindi names shape correctly (fontkit applies the font's Indic features) next to Latin text.
 */
import { createRequire } from 'node:module';
import fs from 'node:fs';
import PDFDocument from 'pdfkit';
import type { InvoiceDocument } from '@pachmarhi/common/schemas/money-records';
import { formatDateIST } from '@pachmarhi/common/format';
import { formatPaise } from '@pachmarhi/common/tax/paise';

const require = createRequire(import.meta.url);
const fontFile = (subset: string, weight: number) =>
  fs.readFileSync(
    require.resolve(`@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-${subset}-${weight}-normal.woff`),
  );
let fonts: Record<string, Buffer> | undefined;
/** The four font files, read once. */
const loadFonts = () =>
  (fonts ??= {
    latin: fontFile('latin', 400),
    latinBold: fontFile('latin', 700),
    deva: fontFile('devanagari', 400),
    devaBold: fontFile('devanagari', 700),
  });

/** Devanagari letters and signs (dandas too), the joiners and the rupee sign (which the Devanagari subset carries). */
const DEVANAGARI_RUN = /((?:\p{Script_Extensions=Devanagari}|\u20B9|\u200C|\u200D)+)/u;

type Doc = PDFKit.PDFDocument;
const LEFT = 40;
const RIGHT = 555;
interface At {
  x?: number;
  y?: number;
  width?: number;
  align?: 'left' | 'right' | 'center';
  bold?: boolean;
  size?: number;
}

/**
 * Write `s` in runs by script (Latin font, Devanagari font), at (x, y) when given. Right-aligned
 * text is one line placed run by run (pdfkit cannot right-align continued runs).
 */
function write(doc: Doc, s: string, at: At = {}): void {
  const runs = s.split(DEVANAGARI_RUN).filter(Boolean);
  if (!runs.length) runs.push(' ');
  doc.fontSize(at.size ?? 9);
  const font = (run: string) => `${DEVANAGARI_RUN.test(run) ? 'deva' : 'latin'}${at.bold ? 'Bold' : ''}`;
  if (at.align === 'right' && at.x !== undefined && at.width !== undefined && at.y !== undefined) {
    const widths = runs.map((run) => doc.font(font(run)).widthOfString(run));
    let x = at.x + at.width - widths.reduce((a, b) => a + b, 0);
    runs.forEach((run, i) => {
      doc.font(font(run)).text(run, x, at.y, { lineBreak: false });
      x += widths[i];
    });
    doc.x = LEFT;
    doc.y = at.y + doc.currentLineHeight(true) + 1;
    return;
  }
  runs.forEach((run, i) => {
    doc.font(font(run));
    const options = { width: at.width, align: at.align, continued: i < runs.length - 1, lineGap: 1 };
    if (i === 0 && at.x !== undefined) doc.text(run, at.x, at.y, options);
    else doc.text(run, options);
  });
}

const money = formatPaise;

/** A row of cells at `y`: [text, x, width, align]; @returns the y below the tallest cell */
function row(doc: Doc, y: number, cells: [string, number, number, ('left' | 'right')?][], bold = false): number {
  let bottom = y;
  for (const [text, x, width, align] of cells) {
    write(doc, text, { x, y, width, align: align ?? 'left', bold });
    bottom = Math.max(bottom, doc.y);
  }
  return bottom + 3;
}

/**
 * The PDF of an issued document.
 * @returns the file's bytes
 */
export function invoicePdf(d: InvoiceDocument): Promise<Buffer> {
  const f = loadFonts();
  const doc = new PDFDocument({ size: 'A4', margin: LEFT, info: { Title: `${d.title} ${d.number}` } });
  for (const [name, data] of Object.entries(f)) doc.registerFont(name, data);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

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
