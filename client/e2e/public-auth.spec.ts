import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot } from './support/browser';
import { ADMIN } from './support/stack';
import { useStack } from './support/use-stack';
import { h1 } from './public-helpers';

const USER = { name: 'Meera Joshi', email: 'meera.e2e@example.com', password: 'Satpura#2026' };

async function login(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

describe('registration, login and access', () => {
  const stack = useStack();

  it('when the captcha or terms are wrong, then the spec messages show and nothing is sent', async () => {
    const page = await stack.newPage();
    let posted = false;
    page.on('request', (r) => r.url().includes('/api/v1/users/register') && (posted = true));
    await page.goto('/register');
    await page.getByLabel('Full name').fill(USER.name);
    await page.getByLabel('Email').fill(USER.email);
    await page.getByLabel('Password', { exact: true }).fill(USER.password);
    await page.getByLabel('Confirm password', { exact: true }).fill(USER.password);
    await page.getByLabel('Type the code shown').fill('ZZZZZZ');
    await page.getByRole('button', { name: 'Register' }).click();
    expect(await page.getByText('Captcha does not match.').isVisible()).toBe(true);
    expect(await page.getByText('Please accept the terms and conditions.').first().isVisible()).toBe(true);
    const before = await page.getByTestId('captcha-code').innerText();
    await page.getByRole('button', { name: 'Show a new captcha code' }).click();
    expect(await page.getByTestId('captcha-code').innerText()).toMatch(/^[A-Z0-9]{6}$/);
    expect(before).toMatch(/^[A-Z0-9]{6}$/);
    expect(posted).toBe(false);
    await page.context().close();
  });

  it('when a visitor registers and then logs in, then they land on /user with their name and email, and logout clears the session', async () => {
    const page = await stack.newPage();
    await page.goto('/register');
    await page.getByLabel('Full name').fill(USER.name);
    await page.getByLabel('Email').fill(USER.email);
    await page.getByLabel('Password', { exact: true }).fill(USER.password);
    await page.getByRole('button', { name: 'Show password' }).first().click();
    expect(await page.getByLabel('Password', { exact: true }).getAttribute('type')).toBe('text');
    await page.getByLabel('Confirm password', { exact: true }).fill(USER.password);
    await page.getByLabel('Type the code shown').fill(await page.getByTestId('captcha-code').innerText());
    await page.getByLabel(/I accept the terms/).check();
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByText(/Registration successful!/).first().waitFor();
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
    expect(await page.evaluate(() => [localStorage.getItem('auth'), localStorage.getItem('user')])).toEqual([null, null]);
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
    // A token that ends in 2 seconds: the timer uses the token's own expiry when it comes before the 2 hours.
    const token = `${b64({ alg: 'HS256' })}.${b64({ exp: Math.floor(Date.now() / 1000) + 2 })}.sig`;
    await page.evaluate((t) => {
      localStorage.setItem('auth', JSON.stringify({ accessToken: t, user: { _id: 'x', name: 'Test', email: 't@example.com', role: 2 }, refreshToken: '' }));
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
