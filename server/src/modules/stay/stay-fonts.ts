/**
 * The stay page's Devanagari font, for phones and computers without one (a Hindi page, a guest's
 * name in Devanagari): the two static weights of Noto Sans Devanagari's Devanagari subset (SIL Open
 * Font Licence, @fontsource/noto-sans-devanagari, as the public pages self-host them), served by the
 * stay page's router under their content's hash. Their `unicode-range` keeps Latin text in the
 * system font and leaves the files unfetched on a page without Devanagari; `local()` first uses the
 * device's own copy.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const RANGE = 'U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+20A8, U+25CC, U+A830-A839, U+A8E0-A8FF';

/** One weight: its address and bytes. */
export interface StayFont {
  weight: 400 | 700;
  path: string;
  bytes: Buffer;
}

/** The two weights, read once (regular first). */
export function stayFonts(): StayFont[] {
  return ([400, 700] as const).map((weight) => {
    const bytes = fs.readFileSync(
      require.resolve(`@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-${weight}-normal.woff2`),
    );
    const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 10);
    return { weight, path: `/stay-assets/deva-${weight}.${hash}.woff2`, bytes };
  });
}

/** The `@font-face` rules of `fonts` (family 'Devanagari'). */
export const fontFaces = (fonts: StayFont[]): string =>
  fonts
    .map(
      (f) =>
        `@font-face{font-family:Devanagari;font-display:swap;font-weight:${f.weight === 400 ? '100 549' : '550 900'};src:local('Noto Sans Devanagari${f.weight === 700 ? ' Bold' : ''}'),url(${f.path}) format('woff2');unicode-range:${RANGE}}`,
    )
    .join('');
