import { describe, expect, it } from 'vitest';
import { screenshot, scrollThrough } from './support/browser';
import { useStack } from './support/use-stack';
import { a11yProblems, h1, horizontalOverflow } from './public-helpers';
import { loginAsAdmin } from './admin-helpers';

/** Every public route with the title it must show (docs/product.md#public-routes). */
const ROUTES: [path: string, title: string, shot: string][] = [
  ['/', 'Pachmarhi Stays & Tours', 'home'],
  ['/hotel', 'Popular rooms in Pachmarhi', 'hotel'],
  ['/tours', 'Available Tours', 'tours'],
  ['/gypsy', 'Available Gypsy jeeps', 'gypsy'],
  ['/gallery', 'Gallery', 'gallery'],
  ['/contact', 'Contact Us', 'contact'],
  ['/about', 'Your hosts in the Satpura hills', 'about'],
  ['/login', 'User Login Portal', 'login'],
  ['/login?role=1', 'Admin Login Panel', 'login-admin'],
  ['/register', 'Create your account', 'register'],
  ['/forget', 'Forgot your password?', 'forget'],
  ['/user', 'My account', 'user'],
  ['/access-denied', 'Access Denied!', 'access-denied'],
  ['/room-details', 'No room details found.', 'room-details-empty'],
  ['/tour-details', 'No tour details found.', 'tour-details-empty'],
  ['/view-details', 'No vehicle details found.', 'view-details-empty'],
  ['/vehicle-details', 'No vehicle details found.', 'vehicle-details-empty'],
  ['/logout', 'Successfully logged out!', 'logout'],
  ['/no-such-page', 'Page Not Found', 'not-found'],
];

describe('public routes', () => {
  const stack = useStack();

  it('when each public route is opened on a desktop, then it shows its title, and every image, control and link is labelled', async () => {
    const page = await stack.newPage();
    for (const [path, title, shot] of ROUTES) {
      await page.goto(path);
      expect(await h1(page, title), path).toBe(title);
      await scrollThrough(page);
      expect(await a11yProblems(page), `${path}: unlabelled images or controls`).toEqual([]);
      await screenshot(page, `public-${shot}-1280`);
    }
    await page.context().close();
  });

  it('when each public route is opened at 360 px, then it shows its title and nothing overflows horizontally', async () => {
    const page = await stack.newPage({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    for (const [path, title, shot] of ROUTES) {
      await page.goto(path);
      expect(await h1(page, title), path).toBe(title);
      await scrollThrough(page);
      expect(await horizontalOverflow(page), `${path} overflows`).toBeLessThanOrEqual(0);
      await screenshot(page, `public-${shot}-360`);
    }
    await page.context().close();
  });

  it('when the menu button is used on a phone, then the navigation opens, leads to a page and closes', async () => {
    const page = await stack.newPage({ viewport: { width: 360, height: 740 } });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const menu = page.getByRole('button', { name: 'Open menu' });
    // The header has rendered (its menu button is there, closed) before the closed menu is judged.
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator('nav[aria-label="Main"]').count()).toBe(1); // in the page, hidden
    expect(await nav.isVisible()).toBe(false);
    await menu.click();
    await nav.getByRole('link', { name: 'Tours' }).click();
    await page.waitForURL('**/tours');
    expect(await h1(page, 'Available Tours')).toBe('Available Tours');
    expect(await nav.isVisible()).toBe(false);
    await page.context().close();
  });

  it('when the page changes, then the view is back at the top', async () => {
    const page = await stack.newPage();
    await page.goto('/');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.locator('footer').getByRole('link').first().waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
    await page.waitForURL('**/about');
    await page.waitForFunction(() => window.scrollY === 0, undefined, { timeout: 5000 });
    await page.context().close();
  });

  it('when the home page loads, then the header shows the business phone from site config and the footer its contact details', async () => {
    const page = await stack.newPage();
    const config = (
      (await (await fetch(`${stack.baseUrl}/api/site-config`)).json()) as { data: { phone: string; email: string } }
    ).data;
    await page.goto('/');
    const phone = page.locator('header a[href^="tel:"]').first();
    await phone.waitFor();
    expect(await phone.innerText()).toContain(config.phone);
    expect(await page.locator('footer').innerText()).toContain(config.email);
    expect(await page.locator('footer').innerText()).toContain('9:00 AM - 7:00 PM');
    await page.context().close();
  });

  it('when the home page loads, then only the first poster is in the page until it is idle, then the carousel plays its four clips inline and muted, and dots jump between captions', async () => {
    const html = await (await fetch(`${stack.baseUrl}/`)).text();
    const served = /<video[^>]*>/.exec(html)?.[0] ?? '';
    expect(served).not.toContain('src=');
    expect(html).toMatch(
      /<img[^>]*src="\/media\/hero\/hero-1.jpg"[^>]*srcSet="\/media\/hero\/hero-1-800.webp 800w, \/media\/hero\/hero-1.jpg 1280w"/,
    );
    const preload = /<link rel="preload"[^>]*hero-1-800\.webp[^>]*>/.exec(html)?.[0] ?? '';
    expect(preload).toContain('as="image"');
    expect(preload).toContain('fetchPriority="high"');
    expect(html.indexOf(preload)).toBeLessThan(html.indexOf('<script')); // asked for before the scripts
    const page = await stack.newPage();
    await page.goto('/');
    const videos = page.locator('video');
    expect(await videos.count()).toBe(1);
    const v = videos.first();
    await page.waitForFunction(() => document.querySelector('video')?.getAttribute('src') === '/media/hero/hero-1.mp4');
    expect(await page.locator('section[aria-roledescription="carousel"] img').first().getAttribute('src')).toBe(
      '/media/hero/hero-1.jpg',
    );
    expect(await v.evaluate((el: HTMLVideoElement) => el.muted && el.playsInline)).toBe(true);
    const dots = page.getByRole('list', { name: 'Choose a clip' }).getByRole('button');
    expect(await dots.count()).toBe(4);
    await dots.nth(3).click();
    await page.getByText('Tour To Your Dream Destination').waitFor();
    expect(await page.locator('video').getAttribute('src')).toBe('/media/hero/hero-4.mp4');
    // When a clip ends, the next one (wrapping) plays.
    await page.locator('video').evaluate((el) => el.dispatchEvent(new Event('ended')));
    await page.getByText('Welcome', { exact: true }).waitFor();
    expect(await page.locator('video').getAttribute('src')).toBe('/media/hero/hero-1.mp4');
    await page.context().close();
  });

  it('when the visitor prefers reduced motion, then the carousel keeps the poster and loads no clip until play is pressed', async () => {
    const page = await stack.newPage({ reducedMotion: 'reduce' });
    await page.goto('/', { waitUntil: 'load' });
    // Paused by the preference (the button offers Play), and the browser has had its idle moment,
    // the one the carousel waits for before loading a clip: still no clip.
    await page.getByRole('button', { name: 'Play video' }).waitFor();
    await page.evaluate(() => new Promise((idle) => window.requestIdleCallback(idle, { timeout: 2_000 })));
    expect(await page.locator('video').getAttribute('src')).toBeNull();
    await page.getByRole('button', { name: 'Play video' }).click();
    await page.waitForFunction(() => document.querySelector('video')?.getAttribute('src') === '/media/hero/hero-1.mp4');
    await page.context().close();
  });

  it('when the testimonial arrows are used, then the five entries wrap around', async () => {
    const page = await stack.newPage();
    await page.goto('/');
    const counter = page.getByText(/^\d \/ 5$/);
    expect(await counter.innerText()).toBe('1 / 5');
    // The section hydrates when it comes into view (HydrateOnView): scroll to it and wait for that.
    await counter.scrollIntoViewIfNeeded();
    await page.locator('[data-hydrate="home-testimonials"][data-live]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Previous testimonial' }).click();
    expect(await counter.innerText()).toBe('5 / 5');
    await page.getByRole('button', { name: 'Next testimonial' }).click();
    await page.getByRole('button', { name: 'Next testimonial' }).click();
    expect(await counter.innerText()).toBe('2 / 5');
    await page.context().close();
  });

  it('when a visitor opens /api-test, then it is not found; a signed-in admin runs the connection test and each endpoint shows OK', async () => {
    const visitor = await stack.newPage();
    await visitor.goto('/api-test');
    expect(await h1(visitor, 'Page Not Found')).toBe('Page Not Found');
    await visitor.context().close();
    const page = await stack.newPage();
    await loginAsAdmin(page);
    await page.goto('/api-test');
    await page.getByTestId('api-overall').getByText('Connected').waitFor();
    const rows = page.locator('tbody tr');
    expect(await rows.count()).toBe(5);
    for (let i = 0; i < 5; i++) expect(await rows.nth(i).innerText()).toContain('OK');
    await page.context().close();
  });
});
