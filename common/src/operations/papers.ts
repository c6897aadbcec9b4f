/**
 * Vehicle papers and driving licences (issue 39). Under the Motor Vehicles Act, 1988 a transport
 * vehicle on the road needs a valid registration (s. 39), insurance (s. 146), a pollution under
 * control certificate (Central Motor Vehicles Rules, 1989, r. 115(7)), a permit (s. 66) and a
 * fitness certificate (s. 56); its driver a valid licence (s. 3). A paper is valid through its
 * expiry date (IST) and lapsed from the day after.
 */
import { addDays } from '../pricing/dates';

export const PAPER_KINDS = ['registration', 'insurance', 'puc', 'permit', 'fitness'] as const;
export type PaperKind = (typeof PAPER_KINDS)[number];

/** How many days ahead the Today board warns of papers running out. */
export const PAPERS_WARNING_DAYS = 15;

/** One paper: its number and the last date it is valid (IST 'YYYY-MM-DD'; null: no expiry recorded). */
export interface Paper {
  kind: PaperKind;
  number: string;
  expiresOn: string | null;
}

/** True when a paper expiring on `expiresOn` has lapsed on `date` (valid through its expiry date). */
export const lapsedOn = (expiresOn: string | null, date: string): boolean => expiresOn !== null && expiresOn < date;

/** The papers of `papers` lapsed on `date`, in PAPER_KINDS order. */
export function lapsedPapers<P extends Paper>(papers: readonly P[], date: string): P[] {
  return papers
    .filter((p) => lapsedOn(p.expiresOn, date))
    .sort((a, b) => PAPER_KINDS.indexOf(a.kind) - PAPER_KINDS.indexOf(b.kind));
}

/**
 * The papers whose expiry date is at most `days` after `today`, lapsed ones included: what the
 * Today board lists, soonest first.
 */
export function papersRunningOut<P extends Paper>(
  papers: readonly P[],
  today: string,
  days = PAPERS_WARNING_DAYS,
): P[] {
  const until = addDays(today, days);
  return papers
    .filter((p) => p.expiresOn !== null && p.expiresOn <= until)
    .sort((a, b) => (a.expiresOn! < b.expiresOn! ? -1 : a.expiresOn! > b.expiresOn! ? 1 : 0));
}
