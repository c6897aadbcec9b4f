/**
 * The stay page's addresses outside /api: `/stay/<token>` (English) and `/hi/stay/<token>`
 * (Hindi), its script and fonts, and `/pay/<token>` — the payment page's old links — sent to the stay page.
 * Pages are private (`Cache-Control: private, no-store`) and never indexed; a bad token is a 404 page.
 */
import { Router, type Response } from 'express';
import type { Lang } from '@pachmarhi/common/i18n/lang';
import { privacyNotice } from '@pachmarhi/common/stay/privacy-notice';
import { toAppError } from '../../platform/errors/error-handler';
import type { Stay } from './stay.module';
import { stayFonts } from './stay-fonts';
import { stayHtml, stayNotFoundHtml } from './stay-html';
import { STAY_SCRIPT, STAY_SCRIPT_PATH } from './stay-script';

export interface StayPagesDeps {
  stay: Stay;
  /** The reservation a payment-page token names; null when it is not one. */
  payTokenReservation: (token: string) => string | null;
  /** What the privacy notice names: the business, where to write, how long the register is kept (days). */
  notice: { businessName: string; contact: string; retentionDays: number };
}

const PRIVATE = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' };

const FOR_GOOD = { 'Cache-Control': 'public, max-age=31536000, immutable' };

/** The stay page's router (mount ahead of the client's pages). */
export function stayPages({ stay, payTokenReservation, notice }: StayPagesDeps): Router {
  const router = Router();
  const fonts = stayFonts();
  const notFoundPage = (res: Response, lang: Lang) =>
    res.status(404).set(PRIVATE).type('html').send(stayNotFoundHtml(lang, fonts));
  router.get(STAY_SCRIPT_PATH, (_req, res) => {
    res.set(FOR_GOOD).type('js').send(STAY_SCRIPT);
  });
  for (const font of fonts)
    router.get(font.path, (_req, res) => {
      res.set(FOR_GOOD).type('font/woff2').send(font.bytes);
    });
  for (const lang of ['en', 'hi'] as const) {
    const prefix = lang === 'hi' ? '/hi' : '';
    router.get(`${prefix}/stay/:token`, async (req, res, next) => {
      const token = req.params.token;
      try {
        const page = await stay.page(token, lang);
        const otherUrl = `${lang === 'hi' ? '' : '/hi'}/stay/${encodeURIComponent(token)}`;
        const html = await stayHtml({
          page,
          lang,
          token,
          notice: privacyNotice(lang, notice),
          otherUrl,
          script: STAY_SCRIPT_PATH,
          fonts,
        });
        res.set(PRIVATE).type('html').send(html);
      } catch (err) {
        if (toAppError(err).status === 404) return notFoundPage(res, lang);
        next(err);
      }
    });
    // The payment page's links, sent in messages before the stay page existed: to the stay's current page.
    router.get(`${prefix}/pay/:token`, async (req, res, next) => {
      const reservationId = payTokenReservation(req.params.token);
      if (!reservationId) return notFoundPage(res, lang);
      try {
        res.set(PRIVATE).redirect(302, await stay.stayUrl(reservationId, ''));
      } catch (err) {
        if (toAppError(err).status === 404) return notFoundPage(res, lang);
        next(err);
      }
    });
  }
  return router;
}
