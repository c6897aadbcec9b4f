/**
 * A4 PDFs in English and Hindi (pdfkit): the invoices' documents and the day sheet. The font is
 * Noto Sans Devanagari (SIL Open Font Licence, from @fontsource/noto-sans-devanagari): its Latin
 * and Devanagari subsets are registered as two fonts and every text is written in runs by script,
 * so Hindi names shape correctly (fontkit applies the font's Indic features) next to Latin text.
 */
import { createRequire } from 'node:module';
import fs from 'node:fs';

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

export type Doc = PDFKit.PDFDocument;
export const LEFT = 40;
export const RIGHT = 555;
export interface At {
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
export function write(doc: Doc, s: string, at: At = {}): void {
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

/** A row of cells at `y`: [text, x, width, align]; @returns the y below the tallest cell */
export function row(doc: Doc, y: number, cells: [string, number, number, ('left' | 'right')?][], bold = false): number {
  let bottom = y;
  for (const [text, x, width, align] of cells) {
    write(doc, text, { x, y, width, align: align ?? 'left', bold });
    bottom = Math.max(bottom, doc.y);
  }
  return bottom + 3;
}

/**
 * A new A4 document titled `title` with the fonts registered, and its bytes once `doc.end()` is called.
 * pdfkit is loaded with the first document, not at start.
 */
export async function openPdf(title: string): Promise<{ doc: Doc; bytes: Promise<Buffer> }> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', margin: LEFT, info: { Title: title } });
  for (const [name, data] of Object.entries(loadFonts())) doc.registerFont(name, data);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const bytes = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  return { doc, bytes };
}
