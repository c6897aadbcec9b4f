/**
 * What a server-rendered page carries for the browser to start from, in one
 * `<script type="application/json" id="ssr-state">` (client/src/entry-server.tsx writes it):
 * the data cache the page was rendered from (TanStack Query's dehydrated state) and the texts of
 * the namespaces the render used, in the page's language (react-i18next's initial store), so the
 * browser neither bundles nor fetches them before hydrating.
 */
import type { DehydratedState } from '@tanstack/react-query';

/** Id of the `<script type="application/json">` holding the server render's state. */
export const SSR_STATE_ID = 'ssr-state';

export interface SsrState {
  queries: DehydratedState;
  /** The page's language and the texts of each namespace its render used (`{ common: {…}, catalog: {…} }`). */
  i18n: { lang: string; resources: Record<string, Record<string, unknown>> };
}

let parsed: SsrState | null | undefined;

/** The state of the page the server rendered (parsed once), or null in the bare app shell and on the server. */
export function ssrState(): SsrState | null {
  if (parsed !== undefined) return parsed;
  const text = typeof document === 'undefined' ? null : document.getElementById(SSR_STATE_ID)?.textContent;
  return (parsed = text ? (JSON.parse(text) as SsrState) : null);
}
