/** 'YYYY-MM-DD' ⇄ a local Date at midnight: react-day-picker works in the browser's calendar, the app in IST dates. */
export const dateOf = (d: string) => new Date(Number(d.slice(0, 4)), Number(d.slice(5, 7)) - 1, Number(d.slice(8, 10)));

/** A picker's local Date as 'YYYY-MM-DD' (see `dateOf`). */
export const isoOf = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
