/**
 * The visitor's trip (issue 35): the lines (a room, Gypsy or tour with its dates, guests, units and
 * a room's meal plan) and extras they gathered, kept in this browser (localStorage 'trip', so it
 * survives reloads and is shared by the tabs) and written into a link ('/trip?l=…&x=…') that
 * reproduces it. Prices are never kept: the server's trip quote prices what is here.
 */
import { useSyncExternalStore } from 'react';
import { ITEM_KINDS, type ItemKind } from '@pachmarhi/common/kinds';
import { MEAL_PLANS, type MealPlan } from '@pachmarhi/common/trip-terms';
import { EXTRA_QUANTITY_MAX, TRIP_EXTRAS_MAX, TRIP_LINES_MAX } from '@pachmarhi/common/schemas/trips';
import { PEOPLE_MAX } from '@pachmarhi/common/constants';

/** One line: what `POST /api/trips/quote` takes for it. Tours have no `checkOut`. */
export interface TripLineDraft {
  kind: ItemKind;
  itemId: string;
  /** 'YYYY-MM-DD' (IST). */
  checkIn: string;
  checkOut?: string;
  guests: number;
  units: number;
  /** Rooms only; absent: EP (room only). */
  mealPlan?: MealPlan;
}

export interface TripExtraDraft {
  extraId: string;
  quantity: number;
}

export interface TripDraft {
  lines: TripLineDraft[];
  extras: TripExtraDraft[];
  /** The enquiry reference given for exactly this trip (`tripKey`), reused until the trip changes. */
  reference?: { key: string; value: string };
}

export const EMPTY_TRIP: TripDraft = { lines: [], extras: [] };
const STORAGE_KEY = 'trip';

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const int = (v: unknown, min: number, max: number) =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

/** The line if its fields are well formed (the server checks the rest), else null. */
function validLine(l: Partial<TripLineDraft> | null | undefined): TripLineDraft | null {
  if (!l || !ITEM_KINDS.includes(l.kind as ItemKind) || !ID.test(l.itemId ?? '') || !DATE.test(l.checkIn ?? ''))
    return null;
  const checkOut = l.kind === 'tour' ? undefined : l.checkOut;
  if (l.kind !== 'tour' && !(checkOut && DATE.test(checkOut) && checkOut > l.checkIn!)) return null;
  if (!int(l.guests, 1, PEOPLE_MAX)) return null;
  const mealPlan = l.kind === 'room' && MEAL_PLANS.includes(l.mealPlan as MealPlan) ? l.mealPlan : undefined;
  return {
    kind: l.kind!,
    itemId: l.itemId!.toLowerCase(),
    checkIn: l.checkIn!,
    ...(checkOut && { checkOut }),
    guests: l.guests!,
    units: int(l.units, 1, 20) ? l.units! : 1,
    ...(mealPlan && mealPlan !== 'EP' && { mealPlan }),
  };
}

/** `raw` cleaned: well-formed lines and extras only, within the quote's limits. */
function validTrip(raw: Partial<TripDraft> | null | undefined): TripDraft {
  const lines = (Array.isArray(raw?.lines) ? raw.lines : [])
    .map(validLine)
    .filter((l): l is TripLineDraft => !!l)
    .slice(0, TRIP_LINES_MAX);
  const extras = (Array.isArray(raw?.extras) ? raw.extras : [])
    .filter((e) => e && ID.test(e.extraId) && int(e.quantity, 1, EXTRA_QUANTITY_MAX))
    .map((e) => ({ extraId: e.extraId.toLowerCase(), quantity: e.quantity }))
    .slice(0, TRIP_EXTRAS_MAX);
  const reference =
    raw?.reference && typeof raw.reference.key === 'string' && typeof raw.reference.value === 'string'
      ? raw.reference
      : undefined;
  return { lines, extras, ...(reference && { reference }) };
}

/** A trip's identity for its reference: the lines and extras as the quote takes them. */
export const tripKey = (t: TripDraft): string => JSON.stringify([t.lines, t.extras]);

const SEP = '_';

/** The trip as the query of its link: `l=room_<id>_<in>_<out>_<guests>_<units>_<plan>` per line, `x=<id>_<qty>` per extra. */
export function tripQuery(t: TripDraft): string {
  const q = new URLSearchParams();
  for (const l of t.lines)
    q.append('l', [l.kind, l.itemId, l.checkIn, l.checkOut ?? '', l.guests, l.units, l.mealPlan ?? ''].join(SEP));
  for (const e of t.extras) q.append('x', [e.extraId, e.quantity].join(SEP));
  return q.toString();
}

/** The trip a link's query names (`tripQuery`), ill-formed parts left out; null when it names no line. */
export function tripFromQuery(params: URLSearchParams): TripDraft | null {
  const lines = params.getAll('l').map((v) => {
    const [kind, itemId, checkIn, checkOut, guests, units, mealPlan] = v.split(SEP);
    return { kind, itemId, checkIn, checkOut, guests: Number(guests), units: Number(units), mealPlan } as never;
  });
  const extras = params.getAll('x').map((v) => {
    const [extraId, quantity] = v.split(SEP);
    return { extraId, quantity: Number(quantity) };
  });
  const trip = validTrip({ lines, extras });
  return trip.lines.length ? trip : null;
}

let current: TripDraft | null = null;
const listeners = new Set<() => void>();

function read(): TripDraft {
  if (current) return current;
  try {
    current = validTrip(JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? 'null') as TripDraft | null);
  } catch {
    current = EMPTY_TRIP;
  }
  return current;
}

function write(next: TripDraft): void {
  current = next;
  try {
    if (next.lines.length || next.extras.length) window.localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
    else window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Private mode or a full storage: the trip lives in this tab only.
  }
  listeners.forEach((l) => l());
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  // Another tab changed the trip.
  const onStorage = (e: StorageEvent) => {
    if (e.key !== STORAGE_KEY) return;
    current = null;
    onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** The same line (item, dates) already in the trip, by index; -1 when not. */
export const lineIndex = (t: TripDraft, l: Pick<TripLineDraft, 'kind' | 'itemId' | 'checkIn' | 'checkOut'>) =>
  t.lines.findIndex(
    (x) => x.kind === l.kind && x.itemId === l.itemId && x.checkIn === l.checkIn && x.checkOut === l.checkOut,
  );

/** The changes a visitor makes to the trip; each is stored at once. */
export const tripActions = {
  /** Add a line (the same item and dates again updates its guests instead); false when the trip is full. */
  add(line: Omit<TripLineDraft, 'units'> & { units?: number }): boolean {
    const t = read();
    const clean = validLine({ units: 1, ...line });
    if (!clean) return false;
    const at = lineIndex(t, clean);
    if (at >= 0) {
      tripActions.update(at, { guests: clean.guests });
      return true;
    }
    if (t.lines.length >= TRIP_LINES_MAX) return false;
    write({ ...t, lines: [...t.lines, clean] });
    return true;
  },
  update(index: number, change: Partial<Pick<TripLineDraft, 'guests' | 'mealPlan'>>): void {
    const t = read();
    const lines = t.lines.map((l, i) => (i === index ? (validLine({ ...l, ...change }) ?? l) : l));
    write({ ...t, lines });
  },
  remove(index: number): void {
    const t = read();
    write({ ...t, lines: t.lines.filter((_, i) => i !== index) });
  },
  /** Set an extra's quantity (0 takes it off). */
  setExtra(extraId: string, quantity: number): void {
    const t = read();
    const others = t.extras.filter((e) => e.extraId !== extraId);
    const q = Math.min(Math.max(Math.round(quantity), 0), EXTRA_QUANTITY_MAX);
    const at = t.extras.findIndex((e) => e.extraId === extraId);
    const extras = q
      ? at >= 0
        ? t.extras.map((e, i) => (i === at ? { extraId, quantity: q } : e))
        : [...others, { extraId, quantity: q }]
      : others;
    write({ ...t, extras: extras.slice(0, TRIP_EXTRAS_MAX) });
  },
  /** Take a shared trip as this browser's trip. */
  replace(next: TripDraft): void {
    write(validTrip(next));
  },
  /** Remember the enquiry reference given for the trip as it is now. */
  remember(reference: string): void {
    const t = read();
    write({ ...t, reference: { key: tripKey(t), value: reference } });
  },
};

/** The trip in this browser; empty on the server and while hydrating (the page renders as sent, then shows it). */
export function useTripDraft(): TripDraft {
  return useSyncExternalStore(subscribe, read, () => EMPTY_TRIP);
}

/** The reference given for the trip as it is now, or null (it changed since, or none was given). */
export const knownReference = (t: TripDraft): string | null =>
  t.reference && t.reference.key === tripKey(t) ? t.reference.value : null;

const noSubscription = () => () => {};
/** False on the server and while hydrating, true once the browser's trip can be read (render the trip only then). */
export function useTripReady(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

let trayOpen = false;
const trayListeners = new Set<() => void>();
/** Open or close the trip tray's sheet (phones) or side panel (desktop). */
export function setTrayOpen(open: boolean): void {
  trayOpen = open;
  trayListeners.forEach((l) => l());
}
/** Whether the trip tray is open. */
export function useTrayOpen(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      trayListeners.add(onChange);
      return () => trayListeners.delete(onChange);
    },
    () => trayOpen,
    () => false,
  );
}

let reserveBar: HTMLElement | null = null;
const reserveBarListeners = new Set<() => void>();
/** A detail page's fixed Reserve bar (a callback ref), which the trip bar sits above on phones; null when it goes. */
export function registerReserveBar(el: HTMLElement | null): void {
  reserveBar = el;
  reserveBarListeners.forEach((l) => l());
}
/** The page's Reserve bar, if it has one. */
export function useReserveBar(): HTMLElement | null {
  return useSyncExternalStore(
    (onChange) => {
      reserveBarListeners.add(onChange);
      return () => reserveBarListeners.delete(onChange);
    },
    () => reserveBar,
    () => null,
  );
}
