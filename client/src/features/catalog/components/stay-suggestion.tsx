import { Link } from '@/lib/lang-links';
import { useTranslation } from 'react-i18next';
import { catalogText } from '@/i18n';
import { plural } from '@pachmarhi/common/format';
import type { ItemKind } from '@pachmarhi/common/kinds';
import { shortRange, type SuggestedStay } from '@/features/catalog/lib/stay-suggestion';

/** 'Book 3 nights: 25–28 Dec' (rooms) or 'Book 2 days: …' (vehicles), in the page's language. */
export function suggestionText(kind: ItemKind, s: SuggestedStay): string {
  return catalogText('suggest.book', {
    units: plural(s.nights, kind === 'room' ? 'night' : 'day'),
    range: shortRange(s.checkIn, s.checkOut),
  });
}

/**
 * The nearest stay that fits the rules, offered where a stay rule refused the visitor's dates: a
 * button that takes it (`onPick`, the price box) or a link to it (`to`, a card).
 */
export function StaySuggestion({
  kind,
  suggestion,
  onPick,
  to,
  className,
}: {
  kind: ItemKind;
  suggestion: SuggestedStay | null;
  onPick?: (s: SuggestedStay) => void;
  to?: string;
  className?: string;
}) {
  useTranslation('catalog'); // re-render on a language change
  if (!suggestion) return null;
  const text = suggestionText(kind, suggestion);
  return to ? (
    <Link to={to} className={className} data-testid="stay-suggestion">
      {text}
    </Link>
  ) : (
    <button type="button" className={className} onClick={() => onPick?.(suggestion)} data-testid="stay-suggestion">
      {text}
    </button>
  );
}
