import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot } from './support/browser';
import { NOW } from './support/clock';
import { ADMIN } from './support/stack';
import { useStack } from './support/use-stack';
import { h1 } from './public-helpers';

const USER = { name: 'Meera Joshi', email: 'meera.e2e@example.com', password: 'Satpura#2026' };

async function login(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/**
 * Open /register and return the answer of the captcha it shows. The page never has it as text:
 * the e2e server runs with NODE_ENV=test, where (only) the captcha response also carries `answer`.
 */
async function openRegister(page: Page): Promise<string> {
  const res = page.waitForResponse((r) => r.url().includes('/api/v1/users/captcha'));
  await page.goto('/register');
  const { data } = (await (await res).json()) as { data: { answer?: string } };
  if (!data.answer) throw new Error('the e2e server did not send the captcha answer (is NODE_ENV=test?)');
  await page.getByRole('img', { name: 'Security code image' }).waitFor();
  return data.answer;
}

async function fillForm(page: Page, user: { name: string; email: string; password: string }) {
  await page.getByLabel('Full name').fill(user.name);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm password', { exact: true }).fill(user.password);
}

describe('registration, login and access', () => {
  const stack = useStack();

  it('when the terms are not accepted, then the message shows and nothing is sent; the code is an image from the server, not text in the page', async () => {
    const page = await stack.newPage();
    let posted = false;
    page.on('request', (r) => r.url().includes('/api/v1/users/register') && (posted = true));
    const answer = await openRegister(page);
    await fillForm(page, USER);
    await page.getByLabel('Type the code shown').fill(answer);
    await page.getByRole('button', { name: 'Register' }).click();
    expect(await page.getByText('Please accept the terms and conditions.').first().isVisible()).toBe(true);
    expect(posted).toBe(false);
    const img = page.getByRole('img', { name: 'Security code image' });
    expect(await img.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    const pageText = await page.evaluate(() => {
      const copy = document.body.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('img').forEach((i) => i.removeAttribute('src'));
      copy.querySelectorAll('input').forEach((i) => i.removeAttribute('value'));
      return `${document.body.innerText}\n${copy.outerHTML}`;
    });
    expect(pageText.toUpperCase()).not.toContain(answer);
    await screenshot(page, 'public-register-captcha-1280');
    await page.context().close();
  });

  it('when the captcha answer is wrong, then the server says Captcha does not match. under the field and a new image replaces the spent one', async () => {
    const page = await stack.newPage();
    const answer = await openRegister(page);
    await fillForm(page, USER);
    const wrong = answer === 'ZZZZZZ' ? 'YYYYYY' : 'ZZZZZZ';
    await page.getByLabel('Type the code shown').fill(wrong);
    await page.getByLabel(/I accept the terms/).check();
    const before = await page.getByRole('img', { name: 'Security code image' }).getAttribute('src');
    const next = page.waitForResponse((r) => r.url().includes('/api/v1/users/captcha'));
    await page.getByRole('button', { name: 'Register' }).click();
    await page.locator('#reg-captcha-error').waitFor();
    expect(await page.locator('#reg-captcha-error').innerText()).toBe('Captcha does not match.');
    await next;
    await page.waitForFunction(
      (old) => document.querySelector('img[alt="Security code image"]')?.getAttribute('src') !== old,
      before,
    );
    expect(await page.getByLabel('Type the code shown').inputValue()).toBe('');
    await page.context().close();
  });

  it("when the password is a common one, then the form shows the 10-character hint and the server's policy message", async () => {
    const page = await stack.newPage();
    const answer = await openRegister(page);
    expect(await page.locator('#reg-password-hint').innerText()).toContain('At least 10 characters');
    expect(await page.getByLabel('Password', { exact: true }).getAttribute('aria-describedby')).toContain(
      'reg-password-hint',
    );
    await fillForm(page, { ...USER, email: 'common.pw@example.com', password: 'password2026' });
    await page.getByLabel('Type the code shown').fill(answer);
    await page.getByLabel(/I accept the terms/).check();
    await page.getByRole('button', { name: 'Register' }).click();
    await page.locator('#reg-password-error').waitFor();
    expect(await page.locator('#reg-password-error').innerText()).toBe(
      'This password is too common. Please choose a less guessable one',
    );
    await screenshot(page, 'public-register-common-password-1280');
    await page.context().close();
  });

  it('when a visitor registers and then logs in, then they land on /user with their name and email, and logout clears the session', async () => {
    const page = await stack.newPage();
    const answer = await openRegister(page);
    await fillForm(page, USER);
    await page.getByRole('button', { name: 'Show password' }).first().click();
    expect(await page.getByLabel('Password', { exact: true }).getAttribute('type')).toBe('text');
    await page.getByLabel('Type the code shown').fill(answer.toLowerCase());
    await page.getByLabel(/I accept the terms/).check();
    await page.getByRole('button', { name: 'Register' }).click();
    await page
      .getByText(/Registration successful!/)
      .first()
      .waitFor();
    await page.waitForURL('**/login?role=1', { timeout: 6000 });
    expect(await h1(page, 'Admin Login Panel')).toBe('Admin Login Panel');

    await login(page, USER.email, USER.password);
    await page.getByRole('button', { name: 'Logging in...' }).waitFor();
    await page.waitForURL('**/user', { timeout: 6000 });
    expect(await page.getByTestId('user-name').innerText()).toBe(USER.name);
    expect(await page.getByTestId('user-email').innerText()).toBe(USER.email);
    const auth = await page.evaluate(() => JSON.parse(localStorage.getItem('auth') ?? 'null'));
    expect(auth).toMatchObject({ refreshToken: '', user: { email: USER.email, role: 2 } });
    expect(typeof auth.accessToken).toBe('string');
    await screenshot(page, 'public-user-1280');

    // A stored session skips the login form.
    await page.goto('/login');
    await page.waitForURL('**/user');

    // An admin-only page as a user goes to /access-denied.
    await page.goto('/admin');
    await page.waitForURL('**/access-denied', { timeout: 8000 });
    expect(await h1(page, 'Access Denied!')).toBe('Access Denied!');

    await page.goto('/user');
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/logout');
    expect(await h1(page, 'Successfully logged out!')).toBe('Successfully logged out!');
    expect(await page.evaluate(() => [localStorage.getItem('auth'), localStorage.getItem('user')])).toEqual([
      null,
      null,
    ]);
    await page.waitForURL((u) => u.pathname === '/', { timeout: 8000 });
    await page.context().close();
  });

  it('when the password is wrong, then the error toast says Login failed and the form stays', async () => {
    const page = await stack.newPage();
    await page.goto('/login');
    expect(await h1(page, 'User Login Portal')).toBe('User Login Portal');
    await login(page, USER.email, 'wrong-password');
    await page.getByText(/^Login failed: /).waitFor();
    expect(page.url()).toContain('/login');
    await page.context().close();
  });

  it('when the admin logs in on the admin panel, then they go to /admin after the success toast', async () => {
    const page = await stack.newPage();
    await page.goto('/login?role=1');
    await login(page, ADMIN.email, ADMIN.password);
    await page.locator('.Toastify__toast--success').waitFor();
    await page.waitForURL((u) => u.pathname.startsWith('/admin'), { timeout: 6000 });
    await page.context().close();
  });

  it('when a session reaches its end, then the Session Expired overlay shows, the session is cleared and the visitor goes home', async () => {
    const page = await stack.newPage();
    await page.goto('/about');
    const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    // A token that ends 2 seconds after the suite's now (the page's clock): the timer uses the token's
    // own expiry when it comes before the 2 hours.
    const token = `${b64({ alg: 'HS256' })}.${b64({ exp: Math.floor(NOW.getTime() / 1000) + 2 })}.sig`;
    await page.evaluate((t) => {
      localStorage.setItem(
        'auth',
        JSON.stringify({
          accessToken: t,
          user: { _id: 'x', name: 'Test', email: 't@example.com', role: 2 },
          refreshToken: '',
        }),
      );
      sessionStorage.setItem('something', '1');
    }, token);
    await page.reload();
    const overlay = page.getByRole('alertdialog', { name: 'Session Expired' });
    await overlay.waitFor({ timeout: 8000 });
    await screenshot(page, 'public-session-expired-1280');
    expect(await page.evaluate(() => [localStorage.getItem('auth'), sessionStorage.length])).toEqual([null, 0]);
    await page.waitForURL((u) => u.pathname === '/', { timeout: 6000 });
    await overlay.waitFor({ state: 'detached' });
    await page.context().close();
  });
});
