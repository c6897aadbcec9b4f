import { describe, expect, it } from 'vitest';
import { hasUnsavedInput, isTypedField, type TypedField } from './unsaved-input';

const field = (value: string, isConnected = true): TypedField => ({ value, isConnected });

describe('unsaved input in a dialog', () => {
  it('when text fields, dates and textareas are focused, then they count as typed; checkboxes, ranges and files do not', () => {
    const el = (tagName: string, type?: string) => ({ tagName, type });
    expect(
      [el('INPUT', 'text'), el('INPUT', 'number'), el('INPUT', 'date'), el('TEXTAREA'), el('input')].map(isTypedField),
    ).toEqual([true, true, true, true, true]);
    expect(
      [el('INPUT', 'checkbox'), el('INPUT', 'range'), el('INPUT', 'file'), el('SELECT'), el('BUTTON'), null].map(
        isTypedField,
      ),
    ).toEqual([false, false, false, false, false, false]);
  });

  it('when a field holds what it held when first focused, or it is gone (its form saved and closed), then nothing is unsaved', () => {
    const typed = field('Meera');
    const gone = field('x', false);
    const firsts = new Map([
      [typed, 'Meera'],
      [gone, ''],
    ]);
    expect(hasUnsavedInput(firsts)).toBe(false);
    typed.value = 'Meera Joshi';
    expect(hasUnsavedInput(firsts)).toBe(true);
  });
});
