import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { ContactMessage } from '@pachmarhi/common/types';
import { adminToken, getJson } from './support/api';
import { screenshot } from './support/browser';
import { useStack } from './support/use-stack';
import { acceptNextDialog, field, sidebar, signInForEachTest, waitForToast } from './admin-helpers';

describe('admin: Messages, from the public contact form to status, archive and delete', () => {
  const stack = useStack({ clientCopy: true });
  let page: Page;
  signInForEachTest(stack, 'admin-messages', (p) => (page = p));

  it('when a visitor sends a contact message, then it appears first in Messages, marked unread, and opening it marks it read', async () => {
    const visitor = await stack.newPage();
    await visitor.goto('/contact');
    await field(visitor, 'First name').fill('Meera');
    await field(visitor, 'Last name').fill('Joshi');
    await field(visitor, 'Email').fill('meera.joshi@example.com');
    await field(visitor, 'Phone').fill('+91 98260 55555');
    await field(visitor, 'Subject').fill('Honeymoon suite in January');
    await field(visitor, 'Message').fill('We would like the suite with a valley view for three nights in January.');
    await visitor.getByRole('button', { name: 'Send Message' }).click();
    await visitor.getByText('Message Sent Successfully!').waitFor();
    await visitor.context().close();

    await sidebar(page, 'Messages', 'Messages');
    const first = page.getByTestId('message-item').first();
    await first.waitFor();
    expect(await first.innerText()).toContain('Honeymoon suite in January');
    expect(await first.innerText()).toContain('New');
    expect(await first.innerText()).toContain('IST');
    expect(
      await page
        .getByRole('navigation')
        .getByRole('link', { name: /Messages/ })
        .innerText(),
    ).toMatch(/\d/);
    await first.click();
    await page.getByRole('heading', { name: 'Honeymoon suite in January', level: 2 }).waitFor();
    await page.getByRole('article').getByText('We would like the suite with a valley view').waitFor();
    await page.getByRole('button', { name: 'Mark as unread' }).waitFor();
    expect(await first.innerText()).not.toContain('New');
    await screenshot(page, 'admin-messages-open-1280');
  });

  it('when there are more messages than a page, then Messages pages through them with the total; a message gets a status, is archived (back with Show archived) and deleted after a confirmation; Reply on WhatsApp normalises "98930 11223"', async () => {
    const base = {
      firstName: 'Ravi',
      lastName: 'Patel',
      email: 'ravi@example.com',
      phone: '+91 98260 55555',
      message: 'Do you have a Gypsy for four on Sunday?',
      preferredContact: 'whatsapp',
      serviceType: 'vehicle',
    };
    for (let i = 1; i <= 21; i++) {
      const body = {
        ...base,
        subject: `Bulk ${String(i).padStart(2, '0')}`,
        ...(i === 21 ? { phone: '98930 11223' } : {}),
      };
      const res = await fetch(`${stack.baseUrl}/api/contact`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(res.status).toBe(201);
    }
    const token = await adminToken(stack.baseUrl);
    const inbox = async () =>
      getJson<{ total: number; unread: number; data: ContactMessage[] }>(
        stack.baseUrl,
        '/api/contact?limit=100',
        token,
      );
    const total = (await inbox()).total;
    expect(total).toBeGreaterThan(20);

    await sidebar(page, 'Messages', 'Messages');
    const range = page.getByTestId('pager-range');
    // Until its refetch lands, the inbox shows the page the sidebar cached at sign-in (before the 21 were sent).
    await range.getByText(`Showing 1–20 of ${total}`).waitFor();
    expect(await page.getByTestId('message-item').count()).toBe(20);
    // The unread count covers every page, not only the 20 shown (sidebar badge and header).
    const { unread } = await inbox();
    expect(unread).toBeGreaterThan(20);
    await page
      .getByRole('navigation')
      .getByRole('link', { name: `Messages ${unread} unread`, exact: true })
      .waitFor();
    await page.getByText(`${total} messages in the inbox · ${unread} unread`).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/admin/messages?page=2');
    await page.getByText(`Showing 21–${total} of ${total}`).waitFor();
    expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Previous' }).click();
    await range.getByText('Showing 1–20').waitFor();

    const item = page.getByTestId('message-item').filter({ hasText: 'Bulk 21' });
    await item.click();
    const detail = page.getByRole('article');
    await detail.getByRole('heading', { name: 'Bulk 21' }).waitFor();
    expect(await detail.getByRole('link', { name: 'Reply on WhatsApp' }).getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/919893011223\?text=/,
    );

    await detail.getByRole('combobox', { name: 'Status' }).selectOption('replied');
    await expect.poll(async () => (await inbox()).data.find((m) => m.subject === 'Bulk 21')?.status).toBe('replied');
    await screenshot(page, 'admin-messages-paged-1280');

    await detail.getByRole('button', { name: 'Archive' }).click();
    await item.waitFor({ state: 'detached' });
    await range.getByText(`of ${total - 1}`).waitFor();
    // A click (not check()): the box follows the URL, which changes a moment after the click.
    await page.getByLabel('Show archived').click();
    await page.waitForURL('**/admin/messages?archived=1');
    await range.getByText(`of ${total}`).waitFor();
    expect(await item.innerText()).toContain('Archived');

    await item.click();
    const asked = acceptNextDialog(page);
    await detail.getByRole('button', { name: 'Delete message from Ravi Patel' }).click();
    expect(await asked).toBe('Delete this message? This cannot be undone.');
    await waitForToast(page, 'Message deleted');
    await item.waitFor({ state: 'detached' });
    const after = await getJson<{ total: number; data: ContactMessage[] }>(
      stack.baseUrl,
      '/api/contact?limit=100&archived=1',
      token,
    );
    expect(after.total).toBe(total - 1);
    expect(after.data.some((m) => m.subject === 'Bulk 21')).toBe(false);
  });
});
