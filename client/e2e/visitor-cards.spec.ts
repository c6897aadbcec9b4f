import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { SCREENSHOT_DIR, screenshot } from './support/browser';
import { day, label } from './support/clock';
import { useStack } from './support/use-stack';
import { loginAsAdmin, sidebar } from './admin-helpers';

const PHONE = { width: 390, height: 844 };
const WIDE = { width: 1366, height: 900 };
const LANGS = ['en', 'hi'] as const;
type Lang = (typeof LANGS)[number];

/** `path` in `lang` ('hi': with ?lang=hi). */
const inLang = (path: string, lang: Lang) => (lang === 'hi' ? `${path}${path.includes('?') ? '&' : '?'}lang=hi` : path);

/** The list card whose View Details leads to `itemPath` ('/rooms/standard-garden-room'): names differ by language, paths do not. */
const cardOf = (page: Page, itemPath: string): Locator =>
  page.locator('main article').filter({ has: page.locator(`a[href*="${itemPath}?"], a[href$="${itemPath}"]`) });

/**
 * What each card on the page says about reserving it: its name, its one state line (availability or
 * why not), whether WhatsApp is a link (and the guests its message sends) or a disabled button
 * pointing at that line, and its Call button's words. Read from the DOM alone, so the server's HTML
 * (JavaScript off) and the running page can be compared.
 */
function cardStates(page: Page) {
  return page.locator('main article').evaluateAll((cards) =>
    cards.map((card) => {
      const states = [...card.querySelectorAll('[data-testid="stay-availability"]')];
      const wa = card.querySelector<HTMLAnchorElement>('a[href^="https://wa.me/"]');
      const waOff = [...card.querySelectorAll<HTMLButtonElement>('button[disabled]')].find((b) =>
        /WhatsApp|व्हाट्सऐप/.test(b.textContent ?? ''),
      );
      const call = card.querySelector('a[href^="tel:"]');
      const text = wa ? (new URL(wa.href).searchParams.get('text') ?? '') : '';
      return {
        name: card.getAttribute('aria-label'),
        dimmed: card.getAttribute('data-stay'),
        states: states.map((s) => s.textContent),
        whatsapp: wa ? 'link' : waOff ? 'disabled' : 'none',
        // The disabled button is described by the state line, which sits directly above the buttons.
        reasonAboveButtons: waOff
          ? document.getElementById(waOff.getAttribute('aria-describedby') ?? '') === states[0] &&
            states[0]?.nextElementSibling?.contains(waOff) === true
          : null,
        guests: /\n(?:Guests|Persons|मेहमान|व्यक्ति): (\d+)\n/.exec(text)?.[1] ?? null,
        call: call?.textContent?.trim() ?? null,
        departures: [...card.querySelectorAll('[data-testid="nearest-departures"] a')].map((a) =>
          a.getAttribute('href'),
        ),
        price: card.querySelector('[data-testid="card-price"]')?.textContent?.replace(/\s+/g, ' ').trim() ?? null,
      };
    }),
  );
}

const WORDS = {
  en: {
    takesTwo: 'This room takes at most 2 guests',
    call: 'Call',
    callToReserve: 'Call to reserve',
    noDeparture: 'No departure on that date',
    nearest: 'Nearest departures:',
    maintenance: 'This Gypsy is under maintenance and cannot be reserved right now.',
    badge: 'Under Maintenance',
    available: /\bAvailable\b/,
  },
  hi: {
    takesTwo: 'इस कमरे में ज़्यादा से ज़्यादा 2 मेहमान ठहर सकते हैं',
    call: 'कॉल',
    callToReserve: 'कॉल करके बुक करें',
    noDeparture: 'उस तारीख़ को कोई प्रस्थान नहीं',
    nearest: 'सबसे नज़दीकी प्रस्थान:',
    maintenance: 'यह जिप्सी अभी रखरखाव में है, इसलिए बुक नहीं हो सकता।',
    badge: 'रखरखाव में',
    available: /उपलब्ध/,
  },
} as const;

describe('card buttons obey the card (issue 37)', () => {
  const stack = useStack();

  /** Open `path` with JavaScript off (the server's HTML) and running, and check both say the same of every card. */
  async function sameBeforeAndAfterHydration(path: string, viewport: typeof PHONE) {
    const html = await stack.newPage({ viewport, javaScriptEnabled: false });
    await html.goto(path);
    const served = await cardStates(html);
    await html.context().close();
    const page = await stack.newPage({ viewport });
    await page.goto(path);
    expect(await cardStates(page)).toEqual(served);
    return { page, cards: served };
  }

  for (const lang of LANGS) {
    it(`a room card that takes 2 never sends "Guests: 4": the reason above its buttons, WhatsApp off, "Call to reserve" on; the same before and after hydration (${lang}, 390 and 1366 px)`, async () => {
      const words = WORDS[lang];
      for (const viewport of [PHONE, WIDE]) {
        const { page, cards } = await sameBeforeAndAfterHydration(
          inLang(`/hotel?checkIn=${day(3)}&checkOut=${day(5)}&guests=4`, lang),
          viewport,
        );
        // Every card is one of two: reservable for the 4 (its message says 4), or refused with why.
        for (const c of cards) {
          expect(c.states).toHaveLength(1);
          if (c.whatsapp === 'link') {
            expect(c.dimmed).toBe('available');
            expect(c.guests).toBe('4');
            expect(c.call).toBe(words.call);
          } else {
            expect(c).toMatchObject({ dimmed: 'unavailable', whatsapp: 'disabled', reasonAboveButtons: true });
            expect(c.call).toBe(words.callToReserve);
          }
        }
        expect(cards.filter((c) => c.whatsapp === 'link').length).toBeGreaterThan(0);
        const garden = cardOf(page, '/rooms/standard-garden-room');
        expect(await garden.getByTestId('stay-availability').innerText()).toBe(words.takesTwo);
        expect(await garden.locator('a[href^="https://wa.me/"]').count()).toBe(0);
        expect(await garden.locator('a[href^="tel:"]').getAttribute('aria-label')).toContain(words.callToReserve);
        await garden.scrollIntoViewIfNeeded();
        if (viewport === PHONE)
          await garden.screenshot({ path: `${SCREENSHOT_DIR}/card-room-too-many-${lang}-390.png` });
        else await screenshot(page, `cards-rooms-too-many-${lang}-1366`, { fullPage: false });
        await page.context().close();
      }
    });

    it(`a tour card with no departure on the date offers the nearest departures as links that set the date, not a total (${lang}, 390 and 1366 px)`, async () => {
      const words = WORDS[lang];
      // Dhoopgarh Sunrise Drive departs 1, 2, 4, 6, 9 and 13 days from today (demo content): not in 3 days.
      const nearest = [day(1), day(2), day(4)];
      for (const viewport of [PHONE, WIDE]) {
        const { page, cards } = await sameBeforeAndAfterHydration(
          inLang(`/tours?checkIn=${day(3)}&guests=2`, lang),
          viewport,
        );
        for (const c of cards.filter((c) => c.departures.length)) {
          expect(c.states).toEqual([words.noDeparture]);
          expect(c.whatsapp).toBe('disabled');
          expect(c.price).not.toMatch(/total|कुल|के लिए/);
        }
        const card = cardOf(page, '/tours/dhoopgarh-sunrise-drive');
        const offered = card.getByTestId('nearest-departures');
        expect((await offered.innerText()).startsWith(words.nearest)).toBe(true);
        const links = offered.getByRole('link');
        expect(await links.count()).toBe(3);
        if (lang === 'en') expect(await links.allInnerTexts()).toEqual(nearest.map(label));
        await card.scrollIntoViewIfNeeded();
        if (viewport === PHONE) await card.screenshot({ path: `${SCREENSHOT_DIR}/card-tour-nearest-${lang}-390.png` });
        else await screenshot(page, `cards-tour-nearest-${lang}-1366`, { fullPage: false });
        // The second is the day before the searched one: it opens the tour with that departure, priced for the 2.
        await links.nth(1).click();
        await page.waitForURL((u) => u.pathname.endsWith('/tours/dhoopgarh-sunrise-drive'));
        const url = new URL(page.url());
        expect([url.searchParams.get('checkIn'), url.searchParams.get('guests')]).toEqual([nearest[1], '2']);
        await page.getByTestId('stay-total').waitFor();
        expect(await page.getByTestId('stay-total').innerText()).toBe('₹1,800');
        await page.context().close();
      }
    });

    it(`a Gypsy under maintenance shows one state, with or without dates: its badge and one reason, never "Available" (${lang}, 390 and 1366 px)`, async () => {
      const words = WORDS[lang];
      for (const viewport of [PHONE, WIDE]) {
        for (const query of [`?checkIn=${day(3)}&checkOut=${day(4)}&guests=2`, '']) {
          const { page } = await sameBeforeAndAfterHydration(inLang(`/gypsy${query}`, lang), viewport);
          const card = cardOf(page, '/gypsy/gypsy-king-desert-sand');
          expect(await card.getByTestId('stay-availability').allInnerTexts()).toEqual([words.maintenance]);
          expect(await card.locator('.badge').allInnerTexts()).toEqual([words.badge]);
          expect(await card.innerText()).not.toMatch(words.available);
          expect(await card.locator('a[href^="https://wa.me/"]').count()).toBe(0);
          expect((await card.locator('a[href^="tel:"]').innerText()).trim()).toBe(words.callToReserve);
          if (query) {
            // Not reservable: last, and 'Available only' leaves it out.
            expect(await page.locator('main article').last().getAttribute('data-stay')).toBe('unavailable');
            expect(await card.getAttribute('data-stay')).toBe('unavailable');
          }
          await card.scrollIntoViewIfNeeded();
          const name = `card-gypsy-maintenance-${query ? 'dates' : 'no-dates'}-${lang}`;
          if (viewport === PHONE) await card.screenshot({ path: `${SCREENSHOT_DIR}/${name}-390.png` });
          else await screenshot(page, `${name}-1366`, { fullPage: false });
          await page.context().close();
        }
      }
    });
  }

  it('the total on a card and in the price box says what it is for, in Hindi with the oblique plural: "2 रातों के लिए ₹3,600", "1 रात के लिए ₹1,800" (390 and 1366 px)', async () => {
    for (const viewport of [PHONE, WIDE]) {
      const page = await stack.newPage({ viewport });
      const cases = [
        ['/hotel', '/rooms/standard-garden-room', day(5), '₹1,800 / रात 2 रातों के लिए ₹3,600'],
        ['/hotel', '/rooms/standard-garden-room', day(4), '₹1,800 / रात 1 रात के लिए ₹1,800'],
        ['/gypsy', '/gypsy/gypsy-king-safari-white', day(5), '₹3,500 / दिन 2 दिनों के लिए ₹7,000'],
      ] as const;
      for (const [list, item, checkOut, line] of cases) {
        await page.goto(`${list}?checkIn=${day(3)}&checkOut=${checkOut}&guests=2&lang=hi`);
        const price = cardOf(page, item).getByTestId('card-price');
        await expect.poll(async () => (await price.innerText()).replace(/\s+/g, ' ').trim()).toBe(line);
      }
      await cardOf(page, '/gypsy/gypsy-king-safari-white').scrollIntoViewIfNeeded();
      await screenshot(page, `card-hindi-days-${viewport.width}`, { fullPage: false });
      // Tours count persons: '3 व्यक्तियों के लिए', and the English stays '… total · 3 persons'.
      await page.goto(`/tours?checkIn=${day(1)}&guests=3&lang=hi`);
      await expect
        .poll(async () =>
          (await cardOf(page, '/tours/dhoopgarh-sunrise-drive').getByTestId('card-price').innerText()).replace(
            /\s+/g,
            ' ',
          ),
        )
        .toBe('₹900 / व्यक्ति 3 व्यक्तियों के लिए ₹2,700');
      await page.goto(`/hotel?checkIn=${day(3)}&checkOut=${day(5)}&guests=2&lang=hi`);
      await cardOf(page, '/rooms/standard-garden-room').scrollIntoViewIfNeeded();
      await screenshot(page, `card-hindi-nights-${viewport.width}`, { fullPage: false });
      // The price box's headline: '₹3,600 कुल, 2 रातों के लिए'.
      await page.goto(`/rooms/standard-garden-room?checkIn=${day(3)}&checkOut=${day(5)}&guests=2&lang=hi`);
      await page.getByTestId('stay-total').waitFor();
      expect((await page.getByTestId('price-headline').innerText()).replace(/\s+/g, ' ').trim()).toMatch(
        /^₹[\d,]+ कुल(, GST सहित)?, 2 रातों के लिए/,
      );
      await page.goto(`/rooms/standard-garden-room?checkIn=${day(3)}&checkOut=${day(5)}&guests=2&lang=en`);
      await page.getByTestId('stay-total').waitFor();
      expect(await page.getByTestId('price-headline').innerText()).toMatch(/ total( incl\. GST)? · 2 nights/);
      await page.context().close();
    }
  });
});

describe("Hindi pages show the owner's Hindi: business name, address, hours, a Gypsy's specifications (issue 37)", () => {
  const stack = useStack();
  const HI = {
    name: 'पचमढ़ी स्टेज़ एंड टूर्स',
    address: 'बस स्टैंड के पास, पटेल मार्ग, पचमढ़ी, मध्य प्रदेश 461881',
    office: 'सुबह 9:00 से शाम 7:00 बजे तक',
    support: 'सुबह 7 से रात 9 बजे तक',
  };
  const EN = {
    name: 'Pachmarhi Stays & Tours',
    address: 'Near Bus Stand, Patel Marg, Pachmarhi, Madhya Pradesh 461881',
    office: '9:00 AM - 7:00 PM',
    support: '7 AM to 9 PM',
  };

  /** The header's brand, the contact details and the footer, as one text each. */
  const siteTexts = async (page: Page) => ({
    header: await page.locator('header').first().innerText(),
    contact: await page.locator('main').innerText(),
    footer: await page.locator('footer').innerText(),
  });

  it('the contact page, header and footer give the Hindi name, address and hours on /hi and the English on /, the same in the served HTML (390 and 1366 px)', async () => {
    for (const viewport of [PHONE, WIDE]) {
      for (const [path, words, other] of [
        ['/hi/contact', HI, EN],
        ['/contact', EN, HI],
      ] as const) {
        const html = await stack.newPage({ viewport, javaScriptEnabled: false });
        await html.goto(path);
        const served = await siteTexts(html);
        await html.context().close();
        const page = await stack.newPage({ viewport });
        await page.goto(path);
        const shown = await siteTexts(page);
        expect(shown).toEqual(served);
        if (viewport === WIDE) expect(shown.header).toContain(words.name);
        expect(shown.contact).toContain(words.address);
        expect(shown.contact).toContain(words.office);
        expect(shown.contact).toContain(words.support);
        expect(shown.footer).toContain(words.name);
        expect(shown.footer).toContain(words.address);
        expect(shown.footer).toContain(words.office);
        for (const text of Object.values(other)) expect(JSON.stringify(shown)).not.toContain(text);
        expect(await page.title()).toContain(words.name);
        await screenshot(page, `site-hindi-contact-${path === '/contact' ? 'en' : 'hi'}-${viewport.width}`);
        await page.context().close();
      }
    }
  });

  it("a Gypsy's vehicle information and specifications are Hindi on its /hi page, English on its English page (390 px)", async () => {
    const page = await stack.newPage({ viewport: PHONE });
    await page.goto('/hi/gypsy/gypsy-king-safari-white');
    const main = page.locator('main');
    for (const text of [
      '6 (ड्राइवर + 5)',
      '5-स्पीड मैनुअल, लो-रेंज के साथ 4x4',
      '10–12 किमी/लीटर',
      'ग्राउंड क्लीयरेंस लगभग 210 मिमी',
    ])
      expect(await main.innerText()).toContain(text);
    expect(await main.innerText()).not.toMatch(/5-speed manual|km\/l|Ground clearance/);
    await main.getByText('5-स्पीड मैनुअल, लो-रेंज के साथ 4x4').scrollIntoViewIfNeeded();
    await screenshot(page, 'gypsy-specs-hi-390', { fullPage: false });
    await page.goto('/gypsy/gypsy-king-safari-white?lang=en');
    expect(await main.innerText()).toContain('5-speed manual, 4x4 with low range');
    expect(await main.innerText()).not.toContain('मैनुअल');
    await page.context().close();
  });

  it('the owner writes them on Business & tax under labels naming Hindi; a Hindi field left empty shows the English (1366 px)', async () => {
    const page = await stack.newPage({ viewport: WIDE });
    await loginAsAdmin(page);
    await sidebar(page, 'Business & tax', 'Business & tax');
    const office = page.getByRole('textbox', { name: 'Office hours · हिन्दी (Hindi)' });
    expect(await office.inputValue()).toBe(HI.office);
    expect(await office.getAttribute('lang')).toBe('hi');
    await office.fill('');
    await page.getByRole('textbox', { name: 'Business name · हिन्दी (Hindi)' }).fill('पचमढ़ी स्टेज़');
    await office.scrollIntoViewIfNeeded();
    await screenshot(page, 'admin-site-hindi-1366', { fullPage: false });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Business settings saved').waitFor();
    const visitor = await stack.newPage({ viewport: PHONE });
    await visitor.goto('/hi/contact');
    const texts = await siteTexts(visitor);
    expect(texts.contact).toContain(EN.office);
    expect(texts.contact).not.toContain(HI.office);
    expect(texts.footer).toContain('पचमढ़ी स्टेज़');
    expect(texts.contact).toContain(HI.address);
    await visitor.context().close();
    await page.context().close();
  });
});
