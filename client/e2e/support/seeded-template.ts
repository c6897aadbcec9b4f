import type { TestProject } from 'vitest/node';
import { makeSeededTemplate, type SeededTemplate } from './stack';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's demo content, seeded once (see `makeSeededTemplate`). */
    seededTemplate: SeededTemplate;
  }
}

/**
 * The browser suite's global setup: seed the demo content once for the run (a server on a fresh
 * database, stopped), so that each test file's server starts on a copy of it in about a second
 * instead of seeding its own (about 10 s each on this machine).
 */
export default async function setup(project: TestProject) {
  const { template, remove } = await makeSeededTemplate();
  project.provide('seededTemplate', template);
  return remove;
}
