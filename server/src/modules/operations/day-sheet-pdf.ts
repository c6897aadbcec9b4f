/**
 * The day sheet as an A4 PDF (platform/pdf/pdf-writer.ts): the date, then one block per job by
 * pickup time — time, shift, tour or vehicle and reference; pickup point; guests with count and
 * phone; Gypsy, driver and guide; permit numbers. English labels; names as written (Hindi shaped).
 */
import { dayText } from '@pachmarhi/common/i18n/day-format';
import type { DaySheet } from '@pachmarhi/common/schemas/operations-records';
import { LEFT, RIGHT, openPdf, write } from '../../platform/pdf/pdf-writer';

const WIDTH = RIGHT - LEFT;
const BOTTOM = 780;

/** @returns the PDF's bytes */
export async function daySheetPdf(sheet: DaySheet): Promise<Buffer> {
  const title = `Day sheet ${sheet.date}`;
  const { doc, bytes } = await openPdf(title);
  write(doc, `Day sheet — ${dayText(sheet.date, 'en')} ${sheet.date.slice(0, 4)}`, {
    x: LEFT,
    y: 40,
    size: 16,
    bold: true,
  });
  write(doc, `${sheet.jobs.length} job${sheet.jobs.length === 1 ? '' : 's'} · times IST`, { x: LEFT, width: WIDTH });
  if (!sheet.jobs.length) write(doc, 'No jobs on this date.', { x: LEFT, y: doc.y + 12, width: WIDTH });
  for (const j of sheet.jobs) {
    if (doc.y > BOTTOM - 80) doc.addPage();
    const y = doc.y + 10;
    doc
      .moveTo(LEFT, y - 4)
      .lineTo(RIGHT, y - 4)
      .stroke();
    const when = `${j.pickupTime}${j.shift ? ` (${j.shift})` : ''}`;
    write(doc, `${when}  ${j.item}${j.reference ? ` — ${j.reference}` : ''}`, {
      x: LEFT,
      y,
      width: WIDTH,
      bold: true,
      size: 11,
    });
    if (j.pickupPlace) write(doc, `Pickup: ${j.pickupPlace}`, { x: LEFT, width: WIDTH });
    write(doc, `Guests: ${j.guestName}, ${j.guests}${j.phone ? `, ${j.phone}` : ''}`, { x: LEFT, width: WIDTH });
    const crew = j.assigned
      ? `Gypsy: ${j.vehicle ?? '—'} · Driver: ${j.selfDrive ? 'self-drive' : (j.driver ?? '—')}${j.guide ? ` · Guide: ${j.guide}` : ''}`
      : 'Not assigned yet';
    write(doc, crew, { x: LEFT, width: WIDTH });
    if (j.permits.length) write(doc, `Permits: ${j.permits.join(', ')}`, { x: LEFT, width: WIDTH });
  }
  doc.end();
  return bytes;
}
