import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { ContactMessage } from '@pachmarhi/common/types';
import { adminToken, getJson } from './support/api';
import { screenshot } from './support/browser';
import { useStack } from './support/use-stack';

/** Fill the required fields of the contact form with valid values. */
async function fillValidMessage(page: Page): Promise<void> {
  await page.getByRole('textbox', { name: 'First name', exact: true }).fill('Ravi');
  await page.getByRole('textbox', { name: 'Last name', exact: true }).fill('Kumar');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('ravi@example.com');
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('9826012345');
  await page.getByRole('textbox', { name: 'Subject', exact: true }).fill('Rooms');
  await page
    .getByRole('textbox', { name: 'Message', exact: true })
    .fill('Do you have a family suite free next weekend?');
}

describe('contact page', () => {
  const stack = useStack();

  it('when the empty form is sent, then every required field shows its message, and typing clears that message', async () => {
    const page = await stack.newPage();
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    for (const msg of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Phone number is required',
      'Subject is required',
      'Message is required',
    ]) {
      expect(await page.getByText(msg, { exact: true }).isVisible(), msg).toBe(true);
    }
    // The first invalid field takes focus.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('firstName');
    await page.getByRole('textbox', { name: 'First name', exact: true }).fill('A');
    expect(await page.getByText('First name is required').count()).toBe(0);
    expect(await page.getByText('Last name is required').isVisible()).toBe(true);
    await screenshot(page, 'public-contact-errors-1280');
    await page.context().close();
  });

  it('when values are malformed or blank after trimming, then the shape messages show', async () => {
    const page = await stack.newPage({ viewport: { width: 360, height: 740 } });
    await page.goto('/contact');
    await page.getByRole('textbox', { name: 'First name', exact: true }).fill('   ');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('asha@');
    await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('12345');
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Too short');
    expect(await page.getByText('9/500 characters').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Send Message' }).click();
    expect(await page.getByText('First name is required').isVisible()).toBe(true);
    expect(await page.getByText('Please enter a valid email address').isVisible()).toBe(true);
    expect(await page.getByText('Please enter a valid phone number (minimum 10 digits)').isVisible()).toBe(true);
    expect(await page.getByText('Message must be at least 20 characters long').isVisible()).toBe(true);
    await page.context().close();
  });

  it('when WhatsApp is the preferred contact, then a first name, a phone and the message suffice, and the message stops at 500 characters (390 px)', async () => {
    const page = await stack.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto('/contact');
    const text = page.getByRole('textbox', { name: 'Message', exact: true });
    await text.fill('x'.repeat(600));
    expect((await text.inputValue()).length).toBe(500);
    expect(await page.getByText('500/500 characters').isVisible()).toBe(true);
    await page.getByRole('radio', { name: 'WhatsApp' }).check();
    await page.getByRole('textbox', { name: 'First name', exact: true }).fill('Kiran');
    await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('9826055555');
    await text.fill('Two rooms for the Christmas week, please.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Message Sent Successfully!').waitFor();
    const stored = await getJson<{ data: ContactMessage[] }>(
      stack.baseUrl,
      '/api/contact',
      await adminToken(stack.baseUrl),
    );
    expect(stored.data.find((m) => m.firstName === 'Kiran')).toMatchObject({ lastName: '', subject: '', email: '' });
    await page.context().close();
  });

  it('when a valid message is sent, then the success view shows for 5 seconds, and the message is stored', async () => {
    const page = await stack.newPage();
    await page.goto('/contact');
    await page.getByRole('textbox', { name: 'First name', exact: true }).fill('  Asha ');
    await page.getByRole('textbox', { name: 'Last name', exact: true }).fill('Patel');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('asha.e2e@example.com');
    await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('+91 98260-12345');
    await page.getByRole('combobox', { name: 'Service', exact: true }).selectOption('tour');
    await page.getByRole('spinbutton', { name: 'Number of people', exact: true }).fill('4');
    await page.getByRole('textbox', { name: 'Subject', exact: true }).fill('Family tour in May');
    await page
      .getByRole('textbox', { name: 'Message', exact: true })
      .fill('We are four people and would like the sightseeing tour with a Gypsy.');
    await page.getByRole('radio', { name: 'WhatsApp' }).check();
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Message Sent Successfully!').waitFor();
    expect(
      await page.getByText("Thank you for contacting us. We'll get back to you within 24 hours.").isVisible(),
    ).toBe(true);
    await screenshot(page, 'public-contact-sent-1280');

    const token = await adminToken(stack.baseUrl);
    const { data } = await getJson<{ data: ContactMessage[] }>(stack.baseUrl, '/api/contact', token);
    const stored = data.find((m) => m.email === 'asha.e2e@example.com');
    expect(stored).toMatchObject({
      firstName: 'Asha',
      lastName: 'Patel',
      serviceType: 'tour',
      preferredContact: 'whatsapp',
      numberOfPeople: 4,
    });

    // The success view goes away by itself after 5 s, leaving an empty form.
    await page.getByRole('button', { name: 'Send Message' }).waitFor({ timeout: 8000 });
    expect(await page.getByRole('textbox', { name: 'First name', exact: true }).inputValue()).toBe('');
    await page.context().close();
  });

  it('when Send Another Message is pressed, then the form is back at once', async () => {
    const page = await stack.newPage();
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 201, contentType: 'application/json', body: '{"success":true,"data":{}}' }),
    );
    await page.goto('/contact');
    await fillValidMessage(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('button', { name: 'Send Another Message' }).click();
    await page.getByRole('button', { name: 'Send Message' }).waitFor();
    await page.context().close();
  });

  it('when the server fails, then the failure text shows and the form keeps the values', async () => {
    const page = await stack.newPage();
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false,"message":"boom"}' }),
    );
    await page.goto('/contact');
    await fillValidMessage(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('There was an error sending your message. Please try again.').waitFor();
    expect(await page.getByRole('textbox', { name: 'First name', exact: true }).inputValue()).toBe('Ravi');
    await page.context().close();
  });
});
