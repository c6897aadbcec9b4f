import { useSyncExternalStore } from 'react';
import { todayIST } from '@pachmarhi/common/time';
import { EMPTY_SEARCH, sanitizeSearch, type SearchState } from './search-rules';

/**
 * The visitor's search (dates and guests), shared by the header search bar and the detail
 * pages' WhatsApp message. Kept for the browser tab in session storage so a reload keeps it.
 */
const KEY = 'search';
const listeners = new Set<() => void>();
let state: SearchState = read();

function read(): SearchState {
  try {
    return sanitizeSearch(JSON.parse(sessionStorage.getItem(KEY) ?? 'null'), todayIST());
  } catch {
    return { ...EMPTY_SEARCH };
  }
}

/** Replace the stored search (the rules of search-rules.ts are applied). */
export function setSearch(next: Partial<SearchState>): void {
  state = sanitizeSearch({ ...state, ...next }, todayIST());
  try {
    sessionStorage.setItem(KEY, JSON.stringify(state));
  } catch {
    /* private mode: keep it in memory only */
  }
  listeners.forEach((l) => l());
}

function subscribe(l: () => void) {
  listeners.add(l);
  return () => listeners.delete(l);
}

/** The current search; re-renders on change. */
export function useSearch(): SearchState {
  return useSyncExternalStore(subscribe, () => state, () => state);
}
