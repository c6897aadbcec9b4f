import { useEffect } from 'react';
import { replayEarlyChoices } from '@/lib/early-choices';

/**
 * Renders nothing. Placed last in a Suspense boundary of a server-rendered page, its effect runs
 * once that boundary has hydrated (React hydrates each boundary in a pass of its own, after the
 * app's first commit) and replays what the visitor chose in the element `#within` before the
 * script ran (lib/early-choices.ts).
 */
export function ReplayEarlyChoices({ within }: { within: string }) {
  useEffect(() => {
    const el = document.getElementById(within);
    if (el) replayEarlyChoices(el);
  }, [within]);
  return null;
}
