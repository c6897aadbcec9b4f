/**
 * The guest's stay page as plain server HTML (docs/decisions/034-the-guest-stay-page.md): readable
 * and payable without JavaScript (the UPI link and its QR code are in the HTML), the money and the
 * stay first; the forms below need the small script of ./stay-script.ts.
 */
import type { Lang } from '@pachmarhi/common/i18n/lang';
import { VALIDATION_EN } from '@pachmarhi/common/i18n/validation-en';
import { VALIDATION_HI } from '@pachmarhi/common/i18n/validation-hi';
import { countryOptions } from '@pachmarhi/common/countries';
import { formatCalendarDate } from '@pachmarhi/common/format';
import { FOREIGNER_FIELDS, GENDERS, HOME_COUNTRY, ID_TYPES } from '@pachmarhi/common/schemas/front-desk';
import type { StayLine, StayPage } from '@pachmarhi/common/schemas/stay';
import { formatPaise } from '@pachmarhi/common/tax/paise';
import { fontFaces, type StayFont } from './stay-fonts';
import { STAY_TEXT, fill, type StayText } from './stay-text';

/** Text made safe for HTML content and attribute values. */
export const esc = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

const STYLE = `*{box-sizing:border-box}body{margin:0;font:16px/1.5 Devanagari,system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans Devanagari",sans-serif;color:#1f2a24;background:#f4f1ea}
main{max-width:40rem;margin:0 auto;padding:1rem}header{display:flex;justify-content:space-between;align-items:baseline;gap:1rem}
h1{font-size:1.5rem;margin:.5rem 0}h2{font-size:1.15rem;margin:0 0 .5rem}section{background:#fff;border-radius:12px;padding:1rem;margin:1rem 0;box-shadow:0 1px 2px #0002}
a{color:#17603a}.btn{display:block;text-align:center;background:#17603a;color:#fff;font-weight:700;padding:.9rem 1rem;border-radius:10px;text-decoration:none;font-size:1.1rem;border:0;width:100%;cursor:pointer}
.btn:focus-visible,a:focus-visible,input:focus-visible,select:focus-visible,textarea:focus-visible{outline:3px solid #e0a100;outline-offset:2px}
.muted{color:#5b665f;font-size:.9rem}dl{display:grid;grid-template-columns:auto auto;gap:.25rem 1rem;margin:0 0 1rem}dd{margin:0;text-align:right;font-variant-numeric:tabular-nums}
.balance{font-size:1.3rem;font-weight:700}.qr{max-width:12rem;margin:1rem auto 0}.qr svg{width:100%;height:auto}ul{padding-left:1.2rem;margin:.25rem 0}
label{display:block;margin:.6rem 0 .2rem;font-weight:600}button,input,select,textarea{font:inherit}input,select,textarea{width:100%;padding:.55rem;border:1px solid #9aa59e;border-radius:8px;background:#fff}
input[type=checkbox],input[type=radio]{width:auto;margin-right:.4rem}.check{display:flex;align-items:flex-start;font-weight:400}fieldset{border:1px solid #ccd3ce;border-radius:8px;margin:.8rem 0}
.err{color:#a4161a;font-size:.9rem;margin:.2rem 0 0}.ok{color:#17603a;font-weight:600}[hidden]{display:none!important}.lines li{margin:.4rem 0}`;

const money = (p: number) => formatPaise(p);
const day = (d: string, lang: Lang) =>
  formatCalendarDate(d, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }, lang);

function lineHtml(l: StayLine, lang: Lang, t: StayText): string {
  const dates = l.checkOut ? `${day(l.checkIn, lang)} – ${day(l.checkOut, lang)}` : day(l.checkIn, lang);
  const people = `${t.guests}: ${l.guests}${l.children ? ` (${t.children}: ${l.children})` : ''}`;
  const meals = l.mealPlan ? ` · ${t.mealPlan}: ${t.meals[l.mealPlan]}` : '';
  const off = l.status === 'cancelled' ? ` · <strong>${t.cancelled}</strong>` : '';
  return `<li><strong>${esc(l.itemName)}</strong><br>${esc(dates)}<br><span class="muted">${esc(people + meals)}</span>${off}</li>`;
}

async function payHtml(p: StayPage, t: StayText): Promise<string> {
  const figures = `<dl><dt>${t.total}</dt><dd>${money(p.amountDue)}</dd><dt>${t.paid}</dt><dd>${money(p.paid)}</dd><dt class="balance">${t.balance}</dt><dd class="balance" id="balance">${money(p.balance)}</dd></dl>`;
  const reported = p.reported
    .map((r) =>
      fill(r.confirmedAt ? t.confirmed : t.reported, { amount: money(r.amount), reference: esc(r.reference) }),
    )
    .map((s) => `<p class="muted">${s}</p>`)
    .join('');
  const invoice = p.invoiceUrl ? `<p><a href="${esc(p.invoiceUrl)}">${t.invoice}</a></p>` : '';
  if (p.balance <= 0) return `${figures}<p class="ok">${t.paidInFull}</p>${reported}${invoice}`;
  if (!p.upiUrl) return `${figures}<p>${t.noUpi}</p>${reported}${invoice}`;
  const amount = money(p.payAmount);
  const { default: QRCode } = await import('qrcode'); // loaded with the first QR drawn
  const svg = await QRCode.toString(p.upiUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  const label = esc(fill(t.qr, { amount }));
  return `${figures}<a class="btn" id="upi" href="${esc(p.upiUrl)}">${esc(fill(t.pay, { amount }))}</a>
<p class="muted">${t.payHint}</p><figure class="qr" role="img" aria-label="${label}">${svg.replace('<svg ', '<svg aria-hidden="true" ')}</figure>${reported}
<form id="paid" hidden><label for="utr">${t.paidQuestion}</label><input id="utr" name="reference" required maxlength="100" autocomplete="off" inputmode="latin">
<p class="err" data-for="reference"></p><p><button class="btn" type="submit">${t.paidSend}</button></p><p class="status" role="status"></p></form>${invoice}`;
}

function field(name: string, label: string, input: string): string {
  return `<label for="g-${name}">${esc(label)}</label>${input}<p class="err" data-for="${name}"></p>`;
}

function formHtml(p: StayPage, lang: Lang, t: StayText, notice: string[]): string {
  const L = (lang === 'hi' ? VALIDATION_HI : VALIDATION_EN).labels as Record<string, string>;
  const label = (name: string) => L[name === 'phone' ? 'phoneNumber' : name] ?? name;
  const text = (name: string, type = 'text', extra = '') =>
    field(name, label(name), `<input id="g-${name}" name="${name}" type="${type}" ${extra}>`);
  const select = (name: string, options: [string, string][], extra = '') =>
    field(
      name,
      label(name),
      `<select id="g-${name}" name="${name}" ${extra}><option value="">${t.choose}</option>${options.map(([v, l]) => `<option value="${esc(v)}">${esc(l)}</option>`).join('')}</select>`,
    );
  const countries = countryOptions(lang, HOME_COUNTRY).map((c) => [c.value, c.label] as [string, string]);
  const foreign = FOREIGNER_FIELDS.filter((f) => f !== 'gender')
    .map((f) => (/Date|Expiry|Till|arrivalInIndia|dateOfBirth/.test(f) ? text(f, 'date') : text(f)))
    .join('');
  return `<form id="guest" hidden enctype="multipart/form-data" novalidate>
${text('name', 'text', 'required maxlength="100" autocomplete="name"')}
<label class="check"><input type="checkbox" name="child" value="true">${t.child}</label>
${select('nationality', countries, 'required')}
${select(
  'idType',
  ID_TYPES.map((i) => [i, t.idTypes[i]]),
  'required',
)}<p class="muted">${t.aadhaar}</p>
${text('idNumber', 'text', 'required maxlength="40" autocomplete="off"')}
${text('address', 'text', 'required maxlength="500" autocomplete="street-address"')}
${text('phone', 'tel', 'autocomplete="tel"')}
<fieldset id="formc"><legend>${t.foreigner}</legend>${select(
    'gender',
    GENDERS.map((g) => [g, t.genders[g]]),
  )}${foreign}${text('contactInIndia')}</fieldset>
${field('idPhoto', t.idPhoto, '<input id="g-idPhoto" name="idPhoto" type="file" accept="image/*">')}
<details><summary>${t.notice} <span class="muted">(${fill(t.noticeVersion, { version: p.noticeVersion })})</span></summary>${notice.map((s) => `<p class="muted">${esc(s)}</p>`).join('')}</details>
<input type="hidden" name="noticeVersion" value="${esc(p.noticeVersion)}">
<label class="check"><input type="checkbox" name="consent" value="true" required>${t.consent}</label><p class="err" data-for="consent"></p>
<p><button class="btn" type="submit">${t.send}</button></p><p class="status" role="status"></p></form>`;
}

function dataRequestHtml(t: StayText): string {
  return `<form id="data" hidden><label class="check"><input type="radio" name="type" value="copy" checked>${t.copy}</label>
<label class="check"><input type="radio" name="type" value="erasure">${t.erasure}</label>
<label for="d-message">${t.requestMessage}</label><textarea id="d-message" name="message" maxlength="1000" rows="2"></textarea>
<p><button class="btn" type="submit">${t.requestSend}</button></p><p class="status" role="status"></p></form>`;
}

/** The page's frame; `fonts`: the Devanagari faces, the regular one preloaded on a Hindi page. */
function shell(lang: Lang, title: string, body: string, script: string | null, fonts: StayFont[]): string {
  const preload =
    lang === 'hi' && fonts[0]
      ? `<link rel="preload" href="${fonts[0].path}" as="font" type="font/woff2" crossorigin>`
      : '';
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex,nofollow"><meta name="referrer" content="no-referrer"><title>${esc(title)}</title>${preload}<style>${fontFaces(fonts)}${STYLE}</style></head>
<body><main>${body}</main>${script ? `<script src="${script}" defer></script>` : ''}</body></html>`;
}

export interface StayHtmlInput {
  page: StayPage;
  lang: Lang;
  token: string;
  /** The privacy notice's paragraphs in `lang` (common/src/stay/privacy-notice.ts). */
  notice: string[];
  /** The page in the other language. */
  otherUrl: string;
  /** The form script's address. */
  script: string;
  fonts: StayFont[];
}

/** The whole stay page. */
export async function stayHtml({
  page: p,
  lang,
  token,
  notice,
  otherUrl,
  script,
  fonts,
}: StayHtmlInput): Promise<string> {
  const t = STAY_TEXT[lang];
  const place = p.place;
  const body = `<header><span class="muted">${esc(p.businessName)}</span><a href="${esc(otherUrl)}" lang="${lang === 'hi' ? 'en' : 'hi'}">${t.otherLang}</a></header>
<h1>${t.hello} ${esc(p.firstName)}</h1><p class="muted">${t.reference}: <strong>${esc(p.reference)}</strong></p>
<section aria-labelledby="h-money"><h2 id="h-money">${t.money}</h2>${await payHtml(p, t)}</section>
<section aria-labelledby="h-stay"><h2 id="h-stay">${t.stay}</h2><ul class="lines">${p.lines.map((l) => lineHtml(l, lang, t)).join('')}</ul>
<p>${esc(fill(t.checkIn, { time: place.checkInTime }))} · ${esc(fill(t.checkOut, { time: place.checkOutTime }))}</p></section>
<section aria-labelledby="h-arrive"><h2 id="h-arrive">${t.arrive}</h2><p>${esc(place.address)}<br><a href="${esc(place.mapUrl)}" rel="noopener">${t.map}</a>${p.phone ? ` · <a href="tel:${esc(p.phone.replace(/[^+\d]/g, ''))}">${t.call}</a>` : ''}</p>
<h3>${t.fromPipariya}</h3><p>${esc(place.fromPipariya)}</p><h3>${t.fromBhopal}</h3><p>${esc(place.fromBhopal)}</p></section>
<section aria-labelledby="h-rules"><h2 id="h-rules">${t.rules}</h2><ul>${place.houseRules.map((r) => `<li>${esc(r)}</li>`).join('')}</ul>
<h3>${t.cancellation}</h3><p>${esc(place.cancellationPolicy)}</p></section>
<section aria-labelledby="h-details" id="details" data-token="${esc(token)}" data-lang="${lang}" data-sent="${esc(t.sent)}" data-error="${esc(t.error)}" data-offline="${esc(t.offline)}" data-request-sent="${esc(t.requestSent)}">
<h2 id="h-details">${t.details}</h2><p class="muted">${t.detailsHint}</p>${p.registered ? `<p class="ok" id="registered">${esc(fill(t.registered, { count: p.registered }))}</p>` : ''}
<p class="js-off">${t.needsJs}</p>${formHtml(p, lang, t, notice)}</section>
<section aria-labelledby="h-data"><h2 id="h-data">${t.yourData}</h2>${dataRequestHtml(t)}<p class="muted js-off">${notice[3] ? esc(notice[3]) : ''}</p></section>`;
  return shell(lang, `${t.title} · ${p.reference}`, body, script, fonts);
}

/** The page for an unknown, altered or revoked link. */
export function stayNotFoundHtml(lang: Lang, fonts: StayFont[]): string {
  const t = STAY_TEXT[lang];
  return shell(
    lang,
    t.notFoundTitle,
    `<h1>${t.notFoundTitle}</h1><section><p>${t.notFound}</p></section>`,
    null,
    fonts,
  );
}
