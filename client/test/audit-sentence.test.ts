import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, type AuditEntry } from '@pachmarhi/common/schemas/audit';
import { auditSentence, groupRepeatedViews } from '@/features/admin/shared/lib/audit-sentence';
import i18n from '@/i18n';
import { loadAdminScreenTexts } from '@/i18n/admin-texts';

const STAY = { reference: 'AEPL5B', guestName: 'Asha Verma' };
let n = 0;
/** A row of the trail by Pooja at `at` (IST 'YYYY-MM-DD HH:mm'). */
const row = (over: Partial<AuditEntry>, at = '2026-11-28 01:35'): AuditEntry => ({
  _id: `row-${++n}`,
  at: new Date(`${at.replace(' ', 'T')}:00+05:30`).toISOString(),
  userId: 'u-pooja',
  userName: 'Pooja',
  role: 3,
  action: 'update',
  entity: 'reservation',
  entityId: 'c0ffee00-0000-4000-8000-000000000001',
  before: null,
  after: null,
  reservation: STAY,
  subject: null,
  ...over,
});

const agreed = row({ before: { agreedTotal: 10500 }, after: { agreedTotal: 5000 } });
const views = [1, 2, 3, 4, 5].map((i) => row({ action: 'read', entity: 'guest-register' }, `2026-11-28 0${9 - i}:00`));
const payment = row({
  action: 'record',
  entity: 'payment',
  entityId: 'c0ffee00-0000-4000-8000-000000000002',
  after: { amount: 378000, method: 'cash', reservationId: 'x' },
});
const dates = row({
  before: { checkIn: '2026-12-09', status: 'held' },
  after: { checkIn: '2026-12-10', status: 'confirmed' },
});
const formC = row({
  entity: 'guest',
  subject: 'Emma Clarke',
  before: { formIiiSubmittedAt: null, formIiiAck: null },
  after: { formIiiSubmittedAt: '2026-11-28T20:40:00.000Z', formIiiAck: 'BOI/448812' },
});
const room = row({ action: 'delete', entity: 'room', reservation: null, subject: 'Cedar Room', before: { name: 'x' } });

const tell = (entries: AuditEntry[]) => groupRepeatedViews(entries).map(auditSentence);

beforeAll(() => loadAdminScreenTexts()); // the Activity screen's texts (admin-more.json)
afterAll(() => i18n.changeLanguage('en'));

describe('the audit trail as sentences', () => {
  it('when Pooja lowers the agreed total, then the sentence names her, the reservation by reference and guest, the field in words and the money', () => {
    expect(tell([agreed])).toEqual(['Pooja set the agreed total of AEPL5B (Asha Verma) from ₹10,500 to ₹5,000']);
  });

  it('when the same register is viewed five times among other views, then one line says so; another person or a change ends the run', () => {
    const due = (at: string) =>
      row({ action: 'read', entity: 'guest-register', entityId: 'form-iii-due', reservation: null }, at);
    const other = row({ action: 'read', entity: 'guest-register', userId: 'u-ravi', userName: 'Ravi' });
    const interleaved = views.flatMap((v, i) => [v, due(`2026-11-28 0${8 - i}:30`)]);
    const lines = groupRepeatedViews([...interleaved, other, views[0], agreed, views[1]]);
    expect(lines.map((l) => l.count)).toEqual([5, 5, 1, 1, 1, 1]);
    expect(lines.map(auditSentence).slice(0, 3)).toEqual([
      'Pooja viewed the guests of AEPL5B (Asha Verma) 5 times',
      'Pooja viewed the Form C reports due 5 times',
      'Ravi viewed the guests of AEPL5B (Asha Verma)',
    ]);
    expect(lines[0].firstAt).toBe(views[4].at);
  });

  it('when payments, several fields, Form C and a deleted room are told, then no raw field or column name shows', () => {
    const said = tell([payment, dates, formC, room]);
    expect(said).toEqual([
      'Pooja recorded a payment of ₹3,780 (Cash) for AEPL5B (Asha Verma)',
      'Pooja changed AEPL5B (Asha Verma): check-in date 9 Dec 2026 → 10 Dec 2026; status Held → Confirmed',
      'Pooja marked the Form C of Emma Clarke (AEPL5B) submitted, acknowledgement BOI/448812',
      'Pooja deleted room Cedar Room',
    ]);
    for (const s of said) expect(s).not.toMatch(/[a-z][A-Z]|_|agreed_total|checkIn/);
  });

  it('when the page is in Hindi, then the same rows read in Hindi, counts included', async () => {
    await i18n.changeLanguage('hi');
    expect(tell([agreed, ...views, payment])).toEqual([
      'Pooja ने AEPL5B (Asha Verma) में तय कुल राशि ₹10,500 से बदलकर ₹5,000 किया',
      'Pooja ने AEPL5B (Asha Verma) के मेहमान 5 बार देखे',
      'Pooja ने AEPL5B (Asha Verma) के लिए ₹3,780 (नकद) का भुगतान दर्ज किया',
    ]);
    await i18n.changeLanguage('en');
  });

  it('when the server writes any action, then each language has a verb for it', () => {
    for (const lang of ['en', 'hi']) {
      const file = path.resolve(__dirname, `../src/i18n/locales/${lang}/admin-more.json`);
      const { verbs } = (JSON.parse(fs.readFileSync(file, 'utf8')) as { activity: { verbs: object } }).activity;
      expect(Object.keys(verbs).sort(), lang).toEqual([...AUDIT_ACTIONS].sort());
    }
  });
});
