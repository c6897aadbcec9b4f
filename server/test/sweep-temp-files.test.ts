import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sweepTempUploads } from '../src/uploads/sweep-temp-files';

const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'pachmarhi-sweep-'));
afterAll(() => fs.rmSync(uploads, { recursive: true, force: true }));

/** Write a file and set its modification time `ageMs` in the past. */
function file(rel: string, ageMs: number): string {
  const full = path.join(uploads, rel);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, 'partial upload');
  const t = new Date(Date.now() - ageMs);
  fs.utimesSync(full, t, t);
  return full;
}

describe('stale temporary upload files', () => {
  it('when a killed upload left .part files, then those older than an hour are deleted at start and nothing else', async () => {
    const HOUR = 3_600_000;
    const oldParts = [file(`rooms/${randomUUID()}.part`, 2 * HOUR), file(`gallery/${randomUUID()}.part`, 25 * HOUR)];
    const freshPart = file(`cars/${randomUUID()}.part`, 60_000); // an upload in progress
    const keep = [
      file(`rooms/${randomUUID()}.jpg`, 48 * HOUR), // a stored image
      file('rooms/notes.part', 48 * HOUR), // not one of multer's names
      file('.gitkeep', 48 * HOUR),
    ];
    expect(await sweepTempUploads(uploads)).toBe(2);
    for (const f of oldParts) expect(fs.existsSync(f)).toBe(false);
    for (const f of [freshPart, ...keep]) expect(fs.existsSync(f)).toBe(true);
  });

  it('when the uploads folder does not exist, then nothing happens', async () => {
    expect(await sweepTempUploads(path.join(uploads, 'missing'))).toBe(0);
  });
});
