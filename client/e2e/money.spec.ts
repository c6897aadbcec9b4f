import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Reservation } from '@pachmarhi/common/reservation-types';
import type { Room } from '@pachmarhi/common/types';
import { adminCall, adminToken } from './support/api';
import { screenshot } from './support/browser';
import { NEXT_MONTH } from './support/clock';
import { REPO_ROOT } from './support/stack';
import { useStack } from './support/use-stack';
import { loginAsAdmin, seedRoom, sidebar, waitForToast } from './admin-helpers';

// Next month (IST), so the stay is never in the past whatever the suite's today. seedRoom: ₹4,200 a night,
// two nights = ₹8,400 + 5 % GST = ₹8,820; the 30 % deposit is ₹2,646.
const CHECK_IN = `${NEXT_MONTH}-10`;
const CHECK_OUT = `${NEXT_MONTH}-12`;
const OUTPUT = path.join(REPO_ROOT, 'test-output/screenshots');

describe('money: the owner asks for a deposit by UPI, records it and issues the invoice', () => {
  const stack = useStack();
  let page: Page | undefined;
  let room: Room;
  let reservation: Reservation;

  beforeAll(async () => {
    room = await seedRoom(stack.baseUrl, 'Satpura Money Cottage');
    const res = await adminCall(stack.baseUrl, await adminToken(stack.baseUrl), 'POST', '/api/reservations', {
      kind: 'room',
      itemId: room._id,
      checkIn: CHECK_IN,
      checkOut: CHECK_OUT,
      guests: 2,
      guestName: 'सीता वर्मा',
      guestPhone: '98765 43210',
      status: 'confirmed',
      source: 'whatsapp',
    });
    expect(res.status).toBe(201);
    reservation = ((await res.json()) as { data: Reservation }).data;
  });
  afterEach(async () => {
    await page?.context().close();
    page = undefined;
  });

  it('when the owner sets the UPI id, requests the deposit, the guest opens the page, and the owner records it (a UTR twice is refused, a mistaken entry voided with a reason), invoices, credits part of it, and the stay is cancelled and refunded, then each step shows what the guest owes and the PDF has the Hindi name', async () => {
    page = await stack.newPage({ viewport: { width: 1280, height: 900 } });
    await loginAsAdmin(page);

    // Business & tax: registered for GST, with a UPI id.
    await sidebar(page, 'Business & tax', 'Business & tax');
    await page.getByLabel('Legal name').fill('Satpura Hospitality LLP');
    await page.getByLabel('Address', { exact: true }).fill('Patel Marg, Pachmarhi, Madhya Pradesh 461881');
    await page.getByLabel('Registered for GST').check();
    await page.getByLabel('GSTIN').fill('23AAPFU0939F1Z4');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(/Enter a valid GSTIN/).waitFor();
    await page.getByLabel('GSTIN').fill('23AAPFU0939F1Z3');
    await page.getByLabel('UPI id').fill('satpura.stays@okaxis');
    await page.getByLabel('Name shown in UPI apps').fill('Satpura Stays');
    await page.getByLabel('Front-desk discount limit, %').fill('10');
    await page.getByRole('button', { name: 'Save' }).click();
    await waitForToast(page, 'Business settings saved');
    await screenshot(page, 'money-business-settings');

    // The reservation: amount due with GST, then a deposit request.
    await sidebar(page, 'Reservations', 'Reservations');
    await page.getByRole('searchbox', { name: 'Search' }).fill(reservation.reference);
    await page.getByRole('button', { name: `Open reservation ${reservation.reference}` }).click();
    const panel = page.getByTestId('money-panel');
    const bill = panel.getByTestId('money-bill');
    await bill.getByTestId('bill-total').getByText('₹8,400 + GST ₹420 = ₹8,820').waitFor();
    expect(await bill.getByTestId('bill-gst-5').innerText()).toMatch(/^GST 5 % on ₹8,400\s+₹420$/);
    await panel.getByRole('button', { name: 'Request payment' }).click();
    const pageUrl = await panel.getByTestId('payment-page-url').innerText();
    expect(pageUrl).toMatch(/\/pay\/[0-9a-f]{32}\.264600\.[\w-]{32}$/);
    await panel.getByRole('button', { name: 'Show QR' }).click();
    await panel.getByRole('img', { name: 'QR code of the UPI payment' }).waitFor();
    expect(await panel.getByRole('link', { name: 'Open WhatsApp' }).getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/919876543210\?text=.*%E0%A4%A8%E0%A4%AE%E0%A4%B8%E0%A5%8D%E0%A4%A4%E0%A5%87/,
    );
    await screenshot(page, 'money-request');

    // The guest's page: the old /pay link opens the stay page (docs/decisions/034-the-guest-stay-page.md),
    // in Hindi for a name written in Devanagari, asking the deposit by UPI with its QR code.
    const payPath = new URL(pageUrl).pathname;
    const phone = await stack.newPage({ viewport: { width: 390, height: 844 } });
    await phone.goto(payPath);
    expect(new URL(phone.url()).pathname).toMatch(/^\/hi\/stay\/[0-9a-f]{32}v1\.[\w-]{32}$/);
    await phone.getByRole('heading', { name: 'नमस्ते सीता' }).waitFor();
    expect(await phone.locator('#balance').innerText()).toBe('₹8,820');
    const pay = phone.getByRole('link', { name: 'UPI से ₹2,646 चुकाएँ' });
    expect(await pay.getAttribute('href')).toMatch(
      /^upi:\/\/pay\?pa=satpura\.stays@okaxis&pn=Satpura%20Stays&am=2646\.00&cu=INR&tn=/,
    );
    await phone.getByRole('img', { name: '₹2,646 का UPI QR कोड' }).waitFor();
    expect(await phone.getByText('वर्मा').count()).toBe(0);
    await screenshot(phone, 'money-pay-page-390');
    await phone.context().close();

    // The guest paid and sent the UTR: the owner records it, then issues the invoice and downloads it.
    await panel.getByLabel('Amount (₹)', { exact: true }).fill('2646');
    await panel.getByLabel('Reference (UTR)').fill('UTR 5566 7788');
    await panel.getByRole('button', { name: 'Record', exact: true }).click();
    await waitForToast(page, 'Payment recorded');
    await bill.getByTestId('bill-balance').filter({ hasText: '₹6,174' }).waitFor();
    await panel.getByText(/UTR 5566 7788/).waitFor();
    // The same UTR again (any spacing): refused, the sentence naming the stay it is on.
    await panel.getByLabel('Amount (₹)', { exact: true }).fill('100');
    await panel.getByLabel('Reference (UTR)').fill('utr55667788');
    await panel.getByRole('button', { name: 'Record', exact: true }).click();
    await panel
      .getByText(`This UTR/reference is already recorded on reservation ${reservation.reference} (सीता वर्मा)`)
      .waitFor();
    // A cash payment entered by mistake: Void asks why, then the entry stays, struck through, with the reason.
    await panel.getByLabel('Reference (UTR)').fill('');
    await panel.getByRole('button', { name: 'Record', exact: true }).click();
    await bill.getByTestId('bill-balance').filter({ hasText: '₹6,074' }).waitFor();
    await panel.getByRole('button', { name: /^Void .* ₹100$/ }).click();
    const voiding = page.getByTestId('void-dialog');
    await voiding.getByRole('button', { name: 'Void it' }).click();
    // No reason, no void: the field says so.
    await voiding.getByRole('alert').first().waitFor();
    await voiding.getByLabel('Why is it voided?').fill('Entered twice by mistake');
    await voiding.getByRole('button', { name: 'Void it' }).click();
    await voiding.waitFor({ state: 'detached' });
    const voided = panel.getByTestId('ledger-voided');
    await voided.getByText('Voided: Entered twice by mistake').waitFor();
    expect(
      await voided
        .locator('span span')
        .first()
        .evaluate((el) => getComputedStyle(el).textDecorationLine),
    ).toBe('line-through');
    await bill.getByTestId('bill-balance').filter({ hasText: '₹6,174' }).waitFor();
    await screenshot(page, 'money-ledger-void');
    await panel.getByRole('button', { name: 'Issue invoice' }).click();
    await panel.getByTestId('invoice-number').waitFor();
    const number = (await panel.getByTestId('invoice-number').innerText()).replace('Invoice ', '');
    expect(number).toMatch(/^INV\/\d\d-\d\d\/0001$/);
    const download = page.waitForEvent('download');
    await panel.getByRole('button', { name: 'Download PDF' }).click();
    expect((await download).suggestedFilename()).toBe(`${number.replace(/\//g, '-')}.pdf`);
    const pdf = path.join(OUTPUT, 'money-invoice.pdf');
    fs.mkdirSync(OUTPUT, { recursive: true });
    await (await download).saveAs(pdf);
    expect(fs.readFileSync(pdf).subarray(0, 5).toString()).toBe('%PDF-');
    // The PDF as an image, to be looked at (the Hindi name must be shaped: सीता वर्मा).
    execFileSync('pdftoppm', ['-r', '80', '-png', '-singlefile', pdf, path.join(OUTPUT, 'money-invoice')]);
    expect(fs.statSync(path.join(OUTPUT, 'money-invoice.png')).size).toBeGreaterThan(10_000);

    // A partial credit note (an amount, with a reason) on the invoice in force.
    await panel.getByRole('button', { name: 'Credit note', exact: true }).click();
    const crediting = page.getByTestId('credit-note-dialog');
    await crediting.getByLabel('An amount').check();
    await crediting.getByLabel('Amount (₹, GST included)').fill('1050');
    await crediting.getByLabel('Reason').fill('Geyser broken one morning');
    await screenshot(page, 'money-credit-note-dialog');
    await crediting.getByRole('button', { name: 'Issue credit note' }).click();
    await crediting.waitFor({ state: 'detached' });
    const partial = bill.getByTestId(/^bill-credit-note-CN/);
    await partial.waitFor();
    expect(await partial.innerText()).toMatch(/Credit note CN\/\d\d-\d\d\/0001 · Geyser broken one morning\s+−₹1,050/);
    expect(await bill.getByTestId('bill-amountDue').innerText()).toContain('₹7,770');
    expect(await bill.getByTestId('bill-balance').innerText()).toContain('₹5,124');

    // The guest cancels: the cancel issues the credit note by itself, and the reservation shows it.
    const cancel = await adminCall(
      stack.baseUrl,
      await adminToken(stack.baseUrl),
      'PUT',
      `/api/reservations/${reservation._id}`,
      {
        status: 'cancelled',
      },
    );
    expect(cancel.status).toBe(200);
    await page.reload();
    await page.getByRole('searchbox', { name: 'Search' }).fill(reservation.reference);
    await page.getByRole('button', { name: `Open reservation ${reservation.reference}` }).click();
    await panel.getByTestId('credit-note-number').nth(1).waitFor();
    expect(await panel.getByTestId('credit-note-number').allInnerTexts()).toEqual([
      expect.stringMatching(/^Credit note CN\/\d\d-\d\d\/0001$/),
      expect.stringMatching(/^Credit note CN\/\d\d-\d\d\/0002$/),
    ]);
    expect(await panel.getByTestId('invoice-number').innerText()).toBe(`Invoice ${number}`);
    // Cancelled, the advance is in credit: Refund (prefilled) brings paid back to ₹0.
    expect(await bill.getByTestId('bill-credit').innerText()).toContain('₹2,646');
    await bill.getByRole('button', { name: 'Refund' }).click();
    const refund = panel.getByTestId('refund-form');
    expect(await refund.getByLabel('Refund (₹)').inputValue()).toBe('2646');
    await refund.getByLabel('Reason').fill('Cancelled a week ahead');
    await refund.getByRole('button', { name: 'Record refund' }).click();
    await waitForToast(page, 'Refund recorded');
    await panel
      .getByTestId('ledger-refund')
      .getByText(/Refund −₹2,646 · Cancelled a week ahead/)
      .waitFor();
    expect(await bill.getByTestId('bill-paid').innerText()).toMatch(/Paid \(payments ₹2,646 − refunds ₹2,646\)\s+₹0/);
    await screenshot(page, 'money-credit-note');
  });
});
