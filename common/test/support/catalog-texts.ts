/**
 * The client's catalog texts (client/src/i18n/locales/<lang>/catalog.json) as a translate function
 * in the display language, for the text builders that take one (the WhatsApp message). It
 * interpolates '{{name}}' as the client's i18next does (no escaping); a missing key throws.
 */
import en from '../../../client/src/i18n/locales/en/catalog.json';
import hi from '../../../client/src/i18n/locales/hi/catalog.json';
import { displayLang } from '../../src/i18n/lang';

export function catalogT(key: string, values: Record<string, string | number> = {}): string {
  const text = key
    .split('.')
    .reduce<unknown>((node, k) => (node as Record<string, unknown> | undefined)?.[k], { en, hi }[displayLang()]);
  if (typeof text !== 'string') throw new Error(`No catalog text '${key}'`);
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
}
