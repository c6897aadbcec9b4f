/** A field people type into: a textarea or a text-like input (not a checkbox, radio, range, file or button). */
export interface TypedField {
  value: string;
  readonly isConnected: boolean;
}

/** Input types that are not typed into: choosing one of them loses nothing worth a question. */
const NOT_TYPED = new Set([
  'checkbox',
  'radio',
  'range',
  'file',
  'button',
  'submit',
  'reset',
  'hidden',
  'image',
  'color',
]);

/** True for a textarea, or an input of a typed kind (text, number, date, email, tel…). */
export function isTypedField(el: unknown): el is TypedField {
  if (!el || typeof el !== 'object' || !('tagName' in el)) return false;
  const tag = String((el as { tagName: string }).tagName).toUpperCase();
  if (tag === 'TEXTAREA') return true;
  return tag === 'INPUT' && !NOT_TYPED.has(String((el as { type?: string }).type ?? 'text').toLowerCase());
}

/**
 * True when a field still on the page holds something other than its value when first focused
 * (`firstValues`): text typed and not saved (a form that saves clears or keeps what it saved, so
 * its fields read as they did, or are gone).
 */
export function hasUnsavedInput(firstValues: ReadonlyMap<TypedField, string>): boolean {
  for (const [el, first] of firstValues) if (el.isConnected && el.value !== first) return true;
  return false;
}
