import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { toLang, type Lang } from '@pachmarhi/common/i18n/lang';

/** '2 Days 1 Night', '3 days / 2 nights', '1 Day': a duration written as days and, optionally, nights. */
const DAYS_NIGHTS = /^(\d+)\s*days?(?:\s*[/,&+-]?\s*(?:and\s+)?(\d+)\s*nights?)?$/i;
/** '2 adults', '2 Adults + 1 Child', '2 adults + 2 children under 10': a room's capacity as the owner writes it. */
const ADULTS_CHILDREN = /^(\d+)\s*adults?(?:\s*\+\s*(\d+)\s*child(?:ren)?(?:\s*under\s*(\d+))?)?$/i;

/** The Hindi of a typed value matching one of the patterns above; undefined for anything else. */
function patternLabel(t: TFunction<'common'>, v: string): string | undefined {
  const d = DAYS_NIGHTS.exec(v);
  if (d) {
    const days = t('values.days', { count: Number(d[1]) });
    return d[2] ? t('values.daysAndNights', { days, nights: t('values.nights', { count: Number(d[2]) }) }) : days;
  }
  const g = ADULTS_CHILDREN.exec(v);
  if (!g) return undefined;
  const adults = t('values.adults', { count: Number(g[1]) });
  if (!g[2]) return adults;
  const kids = t('values.children', { count: Number(g[2]) });
  const children = g[3] ? t('values.childrenUnder', { children: kids, age: g[3] }) : kids;
  return t('values.adultsAndChildren', { adults, children });
}

/**
 * A fixed option value (room category, fuel type, status) or a known value the owner typed (a tour's
 * 'Half Day', 'Full Day', '2 Days 1 Night'; a transmission 'Manual'; a capacity '2 adults + 1 child
 * under 10') in the display language `lang`: `common:values.*`, then `common:status.*` (the
 * enumerations' words, which the admin's selects use too), then, in Hindi, the days-and-nights and
 * adults-and-children patterns; anything else, and every typed value on an English page, as written.
 */
export function optionLabel(t: TFunction<'common'>, value: string, lang: Lang): string {
  const v = value.trim();
  if (!v) return value;
  const known =
    t(`values.${v}` as 'values.Half Day', { defaultValue: '' }) ||
    t(`status.${v}` as 'status.Available', { defaultValue: '' });
  if (known) return known;
  return (lang === 'hi' && patternLabel(t, v)) || value;
}

/** `optionLabel` bound to the page's language. */
export function useOptionLabel(): (value: string) => string {
  const { t, i18n } = useTranslation('common');
  const lang = toLang(i18n.resolvedLanguage);
  return (value) => optionLabel(t, value, lang);
}
