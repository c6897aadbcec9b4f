import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Reservation } from '@pachmarhi/common/reservation-types';
import { adminCall, adminToken, apiLogin } from './support/api';
import { screenshot } from './support/browser';
import { axeViolations, describeFindings } from './axe';
import { TODAY, day } from './support/clock';
import { useStack } from './support/use-stack';
import { closePageAfterEach, GST_SETTINGS, pageWithSession, seedRoom } from './admin-helpers';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const OWNER = { name: 'Rekha Owner', email: 'rekha@pachmarhistays.in', password: 'Dhoopgarh-Sunrise-Ledger-26' };
const ACCOUNTANT = { name: 'Meena CA', email: 'meena.ca@pachmarhistays.in', password: 'Satpura-Ledger-Balance-26' };
/** The month of the suite's clock, 'YYYY-MM' (IST). */
const MONTH = TODAY.slice(0, 7);

/** What the browser's own XML parser makes of a file: whether it is well-formed, its vouchers and the ledgers they post to. */
async function readInBrowser(page: Page, xml: string) {
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    const vouchers = [...doc.getElementsByTagName('VOUCHER')];
    return {
      wellFormed: doc.getElementsByTagName('parsererror').length === 0,
      root: doc.documentElement.nodeName,
      vouchers: vouchers.map((v) => ({
        type: v.getAttribute('VCHTYPE'),
        date: v.getElementsByTagName('DATE')[0]?.textContent ?? '',
        ledgers: [...v.getElementsByTagName('LEDGERNAME')].map((l) => l.textContent ?? ''),
      })),
    };
  }, xml);
}

describe('the Tally export on Reports: the owner picks a month and downloads an XML of vouchers; the accountant sees Reports only (each screen passes axe)', () => {
  const stack = useStack();
  let page: Page | undefined;
  let stay: Reservation;
  closePageAfterEach('tally-export', () => page);

  /** A page signed in as `who` at `viewport`, in `lang`. */
  async function as(who: typeof OWNER, viewport = DESKTOP, lang: 'en' | 'hi' = 'en'): Promise<Page> {
    const session = await apiLogin(stack.baseUrl, { email: who.email, password: who.password });
    return pageWithSession(stack, session, viewport, lang === 'hi' ? 'hi-IN' : 'en-IN');
  }

  beforeAll(async () => {
    const admin = await adminToken(stack.baseUrl);
    for (const [account, role] of [
      [OWNER, 1],
      [ACCOUNTANT, 4],
    ] as const)
      expect((await adminCall(stack.baseUrl, admin, 'POST', '/api/staff', { ...account, role })).status).toBe(201);
    const call = async (method: string, path: string, body?: object) => {
      const res = await adminCall(stack.baseUrl, admin, method, path, body);
      expect(res.status, `${method} ${path}`).toBeLessThan(300);
      return ((await res.json()) as { data: Reservation }).data;
    };
    await call('PUT', '/api/business-settings', GST_SETTINGS);
    stay = await call('POST', '/api/reservations', {
      kind: 'room',
      itemId: (await seedRoom(stack.baseUrl, 'Teak Ledger Room'))._id,
      checkIn: TODAY,
      checkOut: day(2),
      guests: 2,
      guestName: 'Ravi Sharma',
      guestPhone: '98765 43210',
      status: 'confirmed',
      source: 'phone',
    });
    await call('POST', `/api/reservations/${stay._id}/payments`, {
      amount: 1000,
      method: 'upi',
      reference: 'UTR 4455',
    });
    await call('POST', `/api/reservations/${stay._id}/invoice`, {});
  });

  it("when the owner picks this month on Reports and downloads for Tally, then the file is well-formed XML whose vouchers are the month's invoice and receipt, dated YYYYMMDD", async () => {
    page = await as(OWNER);
    await page.goto('/admin/reports');
    await page.getByRole('heading', { name: 'Reports', level: 1 }).waitFor();
    const card = page.getByTestId('tally-download');
    await card.getByLabel('Month').fill(MONTH);
    // The CSV exports stay beside it.
    for (const name of ['Download GST report (CSV)', 'Download payments (CSV)', 'Download register (CSV)'])
      expect(await page.getByRole('button', { name }).isEnabled(), name).toBe(true);
    expect(describeFindings(await axeViolations(page))).toBe('');
    await screenshot(page, 'tally-reports-en-1280');
    const download = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Download for Tally (XML)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(
      `tally-${MONTH}-01-to-${MONTH}-${String(lastDay(MONTH)).padStart(2, '0')}.xml`,
    );
    const xml = fs.readFileSync(await file.path(), 'utf8');
    const read = await readInBrowser(page, xml);
    expect(read.wellFormed).toBe(true);
    expect(read.root).toBe('ENVELOPE');
    expect(read.vouchers.map((v) => v.type).sort()).toEqual(['Receipt', 'Sales']);
    const stamp = TODAY.replace(/-/g, '');
    for (const v of read.vouchers) {
      expect(v.date).toBe(stamp);
      expect(v.ledgers).toContain(`Ravi Sharma (${stay.reference})`);
    }
    expect(read.vouchers.find((v) => v.type === 'Sales')?.ledgers).toEqual(
      expect.arrayContaining(['Output CGST', 'Output SGST']),
    );
    expect(read.vouchers.find((v) => v.type === 'Receipt')?.ledgers).toContain('UPI');
  });

  it("when the owner renames the UPI ledger under Business & tax, then the next Tally file's receipt posts to that name", async () => {
    page = await as(OWNER);
    await page.goto('/admin/business');
    await page.getByRole('heading', { name: 'Business & tax', level: 1 }).waitFor();
    await page.getByText('Tally ledgers').first().waitFor();
    const upi = page.getByLabel('UPI account');
    expect(await upi.inputValue()).toBe('UPI');
    await upi.fill('UPI Collections (HDFC)');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Business settings saved').waitFor();
    expect(describeFindings(await axeViolations(page))).toBe('');
    await screenshot(page, 'tally-business-ledgers-en-1280');
    await page.goto('/admin/reports');
    const download = page.waitForEvent('download');
    await page.getByTestId('tally-download').getByRole('button', { name: 'Download for Tally (XML)' }).click();
    const read = await readInBrowser(page, fs.readFileSync(await (await download).path(), 'utf8'));
    expect(read.vouchers.find((v) => v.type === 'Receipt')?.ledgers).toContain('UPI Collections (HDFC)');
  });

  it('when the accountant signs in on a phone, then /admin opens Reports, the menu holds nothing else, the guest register is not offered and the Tally file downloads', async () => {
    page = await as(ACCOUNTANT, PHONE);
    await page.goto('/admin');
    await page.waitForURL('**/admin/reports');
    await page.getByRole('heading', { name: 'Reports', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const links = await page.getByRole('dialog', { name: 'Admin navigation' }).getByRole('link').allInnerTexts();
    expect(links.map((l) => l.trim())).toContain('Reports');
    for (const other of ['Today', 'Dashboard', 'Reservations', 'Calendar', 'Business & tax', 'Staff'])
      expect(
        links.map((l) => l.trim()),
        other,
      ).not.toContain(other);
    await page.keyboard.press('Escape');
    expect(await page.getByRole('button', { name: 'Download register (CSV)' }).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(describeFindings(await axeViolations(page))).toBe('');
    await screenshot(page, 'tally-reports-accountant-390');
    const download = page.waitForEvent('download');
    await page.getByTestId('tally-download').getByRole('button', { name: 'Download for Tally (XML)' }).click();
    const read = await readInBrowser(page, fs.readFileSync(await (await download).path(), 'utf8'));
    expect(read.wellFormed).toBe(true);
    expect(read.vouchers.length).toBe(2);
    await page.goto('/admin/reservations');
    await page.getByRole('alert').getByText("This screen is not open to the accountant's account").waitFor();
  });

  it('when the owner reads Reports in Hindi, then the Tally card reads in Hindi', async () => {
    page = await as(OWNER, PHONE, 'hi');
    await page.goto('/admin/reports');
    await page.getByRole('heading', { name: 'रिपोर्ट', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Tally के लिए डाउनलोड करें (XML)' }).waitFor();
    await page.getByText('Tally Prime के लिए महीने का हिसाब').waitFor();
    expect(describeFindings(await axeViolations(page))).toBe('');
    await screenshot(page, 'tally-reports-hi-390');
  });
});

/** The number of days of a month 'YYYY-MM' (the test's own arithmetic, not the product's). */
function lastDay(month: string): number {
  const [y, m] = month.split('-').map(Number);
  return [31, y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1];
}
