import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { adminCall, adminToken, getJson } from './support/api';
import { AxeBuilder } from '@axe-core/playwright';
import { describeFindings } from './axe';
import { SCREENSHOT_DIR, screenshot } from './support/browser';
import { TODAY, day, label, labelWithYear, plusDays } from './support/clock';
import { useStack } from './support/use-stack';

const PHONE = { width: 390, height: 844 };
const WIDE = { width: 1366, height: 900 };

/** The decoded text of the price box's "Reserve via WhatsApp" link (Hindi: 'व्हाट्सऐप'). */
async function whatsappText(page: Page): Promise<string> {
  const href = await page.locator('aside a[href^="https://wa.me/"]').first().getAttribute('href');
  return new URL(href!).searchParams.get('text') ?? '';
}

/** Open `path` in `lang` ('hi': with ?lang=hi) and wait until the page speaks it. */
async function openIn(page: Page, path: string, lang: 'en' | 'hi'): Promise<void> {
  await page.goto(lang === 'hi' ? `${path}${path.includes('?') ? '&' : '?'}lang=hi` : path);
  await page.waitForFunction((want) => document.documentElement.lang === want, lang);
}

describe("the visitor's path to a reservation (issue 37)", () => {
  const stack = useStack();
  let gypsy: string;

  beforeAll(async () => {
    const cars = await getJson<{ slug: string; status: string }[] | { data: { slug: string; status: string }[] }>(
      stack.baseUrl,
      '/api/cars/get',
    );
    gypsy = `/gypsy/${(Array.isArray(cars) ? cars : cars.data).find((c) => c.status === 'Available')!.slug}`;
  });

  const GYPSY_WORDS = {
    en: { field: 'Pickup – return', oneDay: '(1 day)', open: 'return?', banned: /check-?in|check-?out/i },
    hi: { field: 'पिकअप – वापसी', oneDay: '(1 दिन)', open: 'वापसी?', banned: /चेक/ },
  } as const;

  for (const lang of ['en', 'hi'] as const) {
    it(`a one-day Gypsy rental is one date, and Gypsy pages speak of pickup and return, never check-in (${lang}, 390 and 1366 px)`, async () => {
      const words = GYPSY_WORDS[lang];
      const rental = day(10);
      for (const viewport of [PHONE, WIDE]) {
        const page = await stack.newPage({ viewport });
        await openIn(page, `${gypsy}?checkIn=${rental}&checkOut=${day(11)}&guests=2`, lang);
        const box = page.locator('aside').first();
        const dates = box.getByRole('button', { name: words.field });
        const oneDay = (await dates.innerText()).trim();
        expect(oneDay.endsWith(words.oneDay)).toBe(true);
        if (lang === 'en') expect(oneDay).toBe(`${label(rental)} (1 day)`);
        await page.getByTestId('stay-total').waitFor();
        const message = await whatsappText(page);
        if (lang === 'en') expect(message).toContain(`Dates: ${labelWithYear(rental)} (1 day)`);
        else expect(message).toMatch(/\nतारीख़: [^–\n]+ \d{4} \(1 दिन\)\n/);
        // Not one word of check-in or check-out: the box, the sticky bar, the message, the search bar.
        expect(await box.innerText()).not.toMatch(words.banned);
        expect(await page.getByTestId('sticky-reserve-bar').innerText()).not.toMatch(words.banned);
        expect(message.replace(/https?:\S+/g, '')).not.toMatch(words.banned); // the link's parameters aside
        expect(await page.getByTestId('search-pill').innerText()).not.toMatch(words.banned);
        await screenshot(page, `gypsy-one-day-${lang}-${viewport.width}`, { fullPage: false });
        await page.context().close();
      }

      // The list page's search bar: the pill, and the date field of its form, open on a phone.
      const page = await stack.newPage({ viewport: PHONE });
      await openIn(page, `/gypsy?checkIn=${rental}`, lang);
      const pill = page.getByTestId('search-pill');
      expect(await pill.innerText()).not.toMatch(words.banned);
      await pill.click();
      const field = page.getByRole('search').getByRole('button', { name: words.field });
      expect((await field.innerText()).trim().endsWith(` – ${words.open}`)).toBe(true);
      await field.click();
      const picker = page.getByRole('search').getByRole('dialog');
      await picker.getByRole('grid').first().waitFor();
      expect(await picker.getAttribute('aria-label')).not.toMatch(words.banned);
      await screenshot(page, `gypsy-search-${lang}-390`, { fullPage: false });
      await page.context().close();
    });
  }

  it('"Full policy" beside the price lands with the policies below the sticky header (room and Gypsy, 390 and 1366 px, en and hi)', async () => {
    for (const [path, lang] of [
      ['/rooms/standard-garden-room', 'en'],
      [gypsy, 'hi'],
    ] as const) {
      for (const viewport of [PHONE, WIDE]) {
        const page = await stack.newPage({ viewport });
        await openIn(page, path, lang);
        await page.getByTestId('cancellation-summary').getByRole('link').click();
        await page.waitForURL((u) => u.hash === '#policies');
        const policies = page.locator('#policies');
        // Where the jump settled: the section's heading wholly below the header.
        await expect
          .poll(() =>
            policies.evaluate((section) => {
              const header = document.querySelector('header')!.getBoundingClientRect();
              const heading = section.querySelector('h2')!.getBoundingClientRect();
              return heading.top >= header.bottom && heading.bottom <= window.innerHeight;
            }),
          )
          .toBe(true);
        await screenshot(page, `full-policy-${lang}-${viewport.width}`, { fullPage: false });
        await page.context().close();
      }
    }
  });

  it('on dimmed (not available) cards the reason reads at 4.5:1 or more, and footer links are 24 px targets (axe, 390 and 1366 px, en and hi)', async () => {
    for (const lang of ['en', 'hi'] as const) {
      for (const viewport of [PHONE, WIDE]) {
        const page = await stack.newPage({ viewport });
        // 50 guests: no room takes them, every card is dimmed with why.
        await openIn(page, `/hotel?checkIn=${day(20)}&checkOut=${day(22)}&guests=50`, lang);
        const dimmed = page.locator('article[data-stay="unavailable"]');
        await dimmed.first().waitFor();
        const footer = page.locator('footer');
        await footer.scrollIntoViewIfNeeded();
        await footer.locator('ul a').first().waitFor();
        const axe = await new AxeBuilder({ page })
          .include('article[data-stay="unavailable"]')
          .include('footer')
          .withRules(['color-contrast', 'target-size'])
          .analyze();
        const findings = axe.violations.map((v) => ({
          id: v.id,
          impact: v.impact,
          targets: v.nodes.map((n) => n.target.join(' ')),
          summary: v.help,
        }));
        expect(describeFindings(findings)).toBe('');
        // Both rules looked at something: the cards' texts and the footer's links.
        expect(axe.passes.map((r) => r.id).sort()).toEqual(['color-contrast', 'target-size']);
        // The reason itself, as the eye gets it: its colour over the card, the card's dimming included.
        const reason = dimmed.first().getByTestId('stay-availability');
        expect(await reason.evaluate((el) => Number(getComputedStyle(el.closest('article')!).opacity))).toBe(1);
        if (viewport === PHONE)
          await dimmed.first().screenshot({ path: `${SCREENSHOT_DIR}/dimmed-card-${lang}-390.png` });
        else await screenshot(page, `dimmed-cards-${lang}-1366`, { fullPage: false });
        await page.context().close();
      }
    }
  });

  it('the cancellation line follows the chosen dates: a stay in a non-refundable period says so; tours and Gypsies show their own policy (390 px, en and hi)', async () => {
    const token = await adminToken(stack.baseUrl);
    const rooms = await getJson<{ _id: string; slug: string }[] | { data: { _id: string; slug: string }[] }>(
      stack.baseUrl,
      '/api/rooms/get',
    );
    const room = (Array.isArray(rooms) ? rooms : rooms.data).find((r) => r.slug === 'standard-garden-room')!;
    const made = await adminCall(stack.baseUrl, token, 'POST', '/api/rates', {
      name: 'Christmas week',
      kind: 'room',
      itemId: room._id,
      startDate: day(16),
      endDate: day(22),
      nonRefundable: true,
    });
    expect(made.status).toBe(201);
    const WORDS = {
      en: {
        stay: 'This stay is non-refundable: its dates fall in “Christmas week”.',
        free: /^Cancellation: Free cancellation/,
      },
      hi: { stay: 'यह ठहराव रिफ़ंड नहीं होगा: इसकी तारीख़ें “Christmas week” में आती हैं।', free: /निःशुल्क|मुफ़्त/ },
    } as const;
    for (const lang of ['en', 'hi'] as const) {
      const page = await stack.newPage({ viewport: PHONE });
      const line = page.getByTestId('cancellation-summary');
      // Two nights, the second in the period: non-refundable.
      await openIn(page, `/rooms/standard-garden-room?checkIn=${day(15)}&checkOut=${day(17)}&guests=2`, lang);
      await expect.poll(() => line.innerText()).toContain(WORDS[lang].stay);
      await line.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await screenshot(page, `cancellation-non-refundable-${lang}-390`, { fullPage: false });
      // Two nights before it: the room's own policy.
      await openIn(page, `/rooms/standard-garden-room?checkIn=${day(13)}&checkOut=${day(15)}&guests=2`, lang);
      await page.getByTestId('stay-total').waitFor();
      expect(await line.innerText()).toMatch(WORDS[lang].free);
      expect(await line.innerText()).not.toContain(WORDS[lang].stay);
      // A tour and a Gypsy: their own words, and "Full policy" leads to them on the page, never to the terms.
      for (const path of ['/tours/dhoopgarh-sunrise-drive', gypsy]) {
        await openIn(page, path, lang);
        const text = await line.innerText();
        expect(text).toMatch(lang === 'en' ? /Free cancellation up to 24 hours before/ : /24 घंटे पहले तक रद्द करना मुफ़्त/);
        expect(await line.locator('a[href="/terms"], a[href="/hi/terms"]').count()).toBe(0);
        await line.getByRole('link').click();
        await expect.poll(() => page.locator('#policies').isVisible()).toBe(true);
        expect(await page.locator('#policies').innerText()).toMatch(lang === 'en' ? /24 hours before/ : /24 घंटे पहले/);
        if (path !== gypsy) await line.screenshot({ path: `${SCREENSHOT_DIR}/cancellation-tour-${lang}-390.png` });
      }
      await page.context().close();
    }
  });

  it('dates beyond the booking horizon cannot be picked; a URL with past or too-far dates drops them and says why (390 and 1366 px, en and hi)', async () => {
    // MAX_ADVANCE_DAYS is 730 by default: the last day a stay may start.
    const last = plusDays(TODAY, 730);
    const WORDS = {
      en: {
        past: 'These dates were in the past, so they were cleared.',
        beyond: `These dates were beyond ${labelWithYear(last)}, so they were cleared.`,
        add: 'Add dates',
      },
      hi: {
        past: 'ये तारीख़ें बीत चुकी थीं, इसलिए हटा दी गईं।',
        beyond: /^ये तारीख़ें \S+ \d+ \S+ \d{4} के बाद की थीं, इसलिए हटा दी गईं।$/,
        add: 'तारीख़ें चुनें',
      },
    } as const;
    for (const lang of ['en', 'hi'] as const) {
      for (const viewport of [PHONE, WIDE]) {
        const page = await stack.newPage({ viewport });
        const notice = page.getByTestId('dates-cleared');
        await openIn(page, `/hotel?checkIn=${day(-3)}&checkOut=${day(-1)}&guests=2`, lang);
        expect(await notice.innerText()).toBe(WORDS[lang].past);
        expect(await page.getByTestId('stay-summary').innerText()).not.toContain(label(day(-3)));
        await openIn(page, `${gypsy}?checkIn=${plusDays(last, 10)}&checkOut=${plusDays(last, 11)}&guests=2`, lang);
        const beyond = await notice.innerText();
        if (lang === 'en') expect(beyond).toBe(WORDS.en.beyond);
        else expect(beyond).toMatch(WORDS.hi.beyond);
        expect(
          (
            await page.locator('aside').first().getByRole('button', { name: GYPSY_WORDS[lang].field }).innerText()
          ).trim(),
        ).toBe(WORDS[lang].add);
        await screenshot(page, `dates-cleared-${lang}-${viewport.width}`, { fullPage: false });
        await page.context().close();
      }
    }
    // The pickers stop at the horizon: near it, the day after is disabled and there is no next month…
    const page = await stack.newPage({ viewport: PHONE });
    await page.goto('/rooms/standard-garden-room');
    expect(await page.getByTestId('dates-cleared').count()).toBe(0);
    await page
      .getByRole('complementary', { name: 'Price and reservation' })
      .getByRole('button', { name: 'Check-in – check-out' })
      .click();
    const picker = page.getByRole('dialog', { name: 'Choose your dates' });
    await picker.getByRole('grid').first().waitFor();
    const cell = (date: string) => picker.locator(`td[data-day="${date}"]:not([data-outside]) button`);
    const nextMonth = picker.getByRole('button', { name: /next month/i });
    while (!(await cell(last).count())) await nextMonth.click();
    const after = plusDays(last, 1);
    if (after.slice(0, 7) === last.slice(0, 7)) expect(await cell(after).isDisabled()).toBe(true);
    expect(await nextMonth.isDisabled()).toBe(true);
    // …but a stay may start on the last day, and its check-out, the day after, can then be picked.
    await cell(last).click();
    // The check-in reaches the picker through the URL: wait for the re-render, not a fixed time.
    if (after.slice(0, 7) !== last.slice(0, 7)) {
      await expect.poll(() => nextMonth.isDisabled(), { timeout: 15_000 }).toBe(false);
      await nextMonth.click();
    }
    await expect.poll(() => cell(after).isDisabled(), { timeout: 15_000 }).toBe(false);
    await cell(after).click();
    await page.waitForURL((u) => u.searchParams.get('checkOut') === after, { waitUntil: 'commit' });
    expect(new URL(page.url()).searchParams.get('checkIn')).toBe(last);
    await page.context().close();
  });
});
