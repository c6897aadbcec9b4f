import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** One axe-core finding, shortened to what a failure message needs. */
export interface AxeFinding {
  id: string;
  impact: string | null | undefined;
  targets: string[];
  summary: string;
}

/**
 * Run axe-core (WCAG 2.x A and AA rules plus best practices) on the page once its finite animations have
 * ended (a toast fading in has half-transparent text: axe would read its colours mid-way), at most 5 s,
 * and return its violations, one entry per rule with the CSS selectors of the offending nodes (empty
 * when the page passes).
 */
export async function axeViolations(page: Page): Promise<AxeFinding[]> {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => {}); // an animation that never ends: check the page as it is
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    targets: v.nodes.map((n) => n.target.join(' ')),
    summary: v.nodes[0]?.failureSummary?.split('\n').slice(0, 2).join(' ') ?? v.help,
  }));
}

/** Readable list of findings for an assertion message ('id (impact): selector, selector — summary'). */
export const describeFindings = (findings: AxeFinding[]): string =>
  findings.map((f) => `${f.id} (${f.impact}): ${f.targets.slice(0, 8).join(', ')} — ${f.summary}`).join('\n');
