/**
 * npm run test:mutation — mutation testing of the business rules (StrykerJS with its vitest runner):
 * the rule files of common/src (common/stryker.config.mjs) against the common tests, then the
 * server's rule modules (server/stryker.config.mjs) against their tests. Each part prints its
 * table (score per file); this script then prints one summary of both, per file and in total.
 * A part fails below its threshold (common 85 %, server 70 %), and so does the run.
 *
 *   npm run test:mutation                              every rule file
 *   npm run test:mutation -- --changed-since HEAD~1    only the rule files changed since a commit (CI),
 *                                                      but those in FULL_RUN_ONLY
 *
 * STRYKER_CONCURRENCY sets the test processes per part (default 2). Reports (HTML and JSON) go to
 * test-output/mutation/.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const PARTS = ['common', 'server'] as const;

/**
 * Rule files too slow for a change's CI run, mutated only by the full run: their tests start the
 * whole app, and Stryker estimated hours on the 2-core machine (docs/testing.md).
 */
const FULL_RUN_ONLY: Record<(typeof PARTS)[number], string[]> = {
  common: [],
  server: ['src/platform/http/upload-files.ts'],
};

/** A glob of a Stryker `mutate` list ('src/pricing/**\/*.ts', 'src/{tax,rates}.ts') as a RegExp. */
function globRegExp(glob: string): RegExp {
  let re = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i];
    if (c === '*' && glob[i + 1] === '*') {
      re += '.*';
      i += glob[i + 2] === '/' ? 2 : 1;
    } else if (c === '*') re += '[^/]*';
    else if (c === '{') re += '(?:';
    else if (c === '}') re += ')';
    else if (c === ',') re += '|';
    else re += c.replace(/[.+?^$()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${re}$`);
}

/** The part's rule files changed since `ref` (paths relative to the part), or all when `ref` is undefined. */
async function filesToMutate(part: (typeof PARTS)[number], ref: string | undefined): Promise<string[] | 'all'> {
  if (!ref) return 'all';
  const config = (await import(path.join(ROOT, part, 'stryker.config.mjs'))) as { default: { mutate: string[] } };
  const patterns = config.default.mutate.map(globRegExp);
  const changed = execFileSync('git', ['diff', '--name-only', ref, '--', `${part}/src`], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean)
    .map((f) => f.slice(part.length + 1));
  const rules = changed.filter((f) => fs.existsSync(path.join(ROOT, part, f)) && patterns.some((p) => p.test(f)));
  for (const f of rules.filter((f) => FULL_RUN_ONLY[part].includes(f)))
    console.log(`[skip] ${part}/${f}: mutated only by the full run (npm run test:mutation), its tests start the app`);
  return rules.filter((f) => !FULL_RUN_ONLY[part].includes(f));
}

interface Report {
  files: Record<string, { mutants: { status: string }[] }>;
}
const DETECTED = new Set(['Killed', 'Timeout']);
const UNDETECTED = new Set(['Survived', 'NoCoverage']);

/** Killed (incl. timeouts) and valid mutants per file of a part's JSON report. */
function scores(part: string): { file: string; detected: number; valid: number }[] {
  const file = path.join(ROOT, 'test-output/mutation', `${part}.json`);
  if (!fs.existsSync(file)) return [];
  const report = JSON.parse(fs.readFileSync(file, 'utf8')) as Report;
  return Object.entries(report.files).map(([name, f]) => ({
    file: `${part}/${path.relative(path.join(ROOT, part), path.resolve(ROOT, part, name))}`,
    detected: f.mutants.filter((m) => DETECTED.has(m.status)).length,
    valid: f.mutants.filter((m) => DETECTED.has(m.status) || UNDETECTED.has(m.status)).length,
  }));
}

const pct = (detected: number, valid: number) => (valid ? ((100 * detected) / valid).toFixed(2) : '  n/a');

async function main(): Promise<void> {
  const at = process.argv.indexOf('--changed-since');
  const ref = at >= 0 ? process.argv[at + 1] : undefined;
  if (at >= 0 && !ref) throw new Error('--changed-since needs a commit, e.g. --changed-since HEAD~1');
  const ran: string[] = [];
  let failed = false;
  for (const part of PARTS) {
    const files = await filesToMutate(part, ref);
    if (files !== 'all' && files.length === 0) {
      console.log(`== ${part}: no rule file changed since ${ref}; nothing to mutate`);
      continue;
    }
    console.log(`== ${part}: mutating ${files === 'all' ? 'every rule file' : files.join(', ')}`);
    fs.rmSync(path.join(ROOT, 'test-output/mutation', `${part}.json`), { force: true });
    const args = ['stryker', 'run', ...(files === 'all' ? [] : ['--mutate', files.join(',')])];
    const run = spawnSync('npx', args, { cwd: path.join(ROOT, part), stdio: 'inherit' });
    if (run.status !== 0) failed = true;
    ran.push(part);
  }
  if (ran.length) {
    console.log('\n== mutation score (killed or timed out / killed, timed out, survived or not covered)');
    let detected = 0;
    let valid = 0;
    for (const part of ran) {
      for (const s of scores(part)) {
        console.log(
          `${pct(s.detected, s.valid).padStart(7)} %  ${String(s.detected).padStart(4)}/${String(s.valid).padEnd(4)} ${s.file}`,
        );
        detected += s.detected;
        valid += s.valid;
      }
    }
    console.log(
      `${pct(detected, valid).padStart(7)} %  ${String(detected).padStart(4)}/${String(valid).padEnd(4)} total`,
    );
  }
  if (failed) {
    console.error('== mutation testing failed: a part is below its threshold or its tests failed (see above)');
    process.exit(1);
  }
}

main().catch((e: Error) => {
  console.error(e.message);
  process.exit(1);
});
