import type { ItemKind } from '@pachmarhi/common/kinds';
import { stayCount, type StaySearch } from '@pachmarhi/common/stay-search';
import { catalogText } from '@/i18n';

/**
 * What a stay's total is for, in the page's language with i18next's plurals (catalog `stayFor.*`):
 * 'for 2 nights', 'for 1 day', 'for 3 persons'; in Hindi the oblique plural, '2 रातों के लिए', '1 रात के लिए'.
 */
export function stayForText(kind: ItemKind, search: StaySearch): string {
  const { unit, count } = stayCount(kind, search);
  return catalogText(`stayFor.${unit}`, { count });
}
