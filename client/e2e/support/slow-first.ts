import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The browser specs that take longest (each several minutes: they walk every route or screen, in
 * both languages, on several viewports). Vitest orders files by the last run's durations when it has
 * them and by file size otherwise, so on a clean clone these small files would start last and end
 * the run alone; started first, they run beside the rest.
 */
const SLOW = ['accessibility-admin.spec.ts', 'accessibility.spec.ts', 'hindi.spec.ts', 'public-routes.spec.ts'];

const rank = (spec: TestSpecification): number => {
  const i = SLOW.findIndex((name) => spec.moduleId.endsWith(`/${name}`));
  return i === -1 ? SLOW.length : i;
};

/** Vitest's own order, with the known-slow specs moved to the front. */
export default class SlowFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [...sorted].sort((a, b) => rank(a) - rank(b));
  }
}
