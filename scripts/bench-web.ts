/**
 * npm run bench:web — Lighthouse (mobile preset: a mid-range phone on a slow 4G link, simulated)
 * on the public routes of the real production build, with Debian's Chromium.
 *
 * Builds the site (unless BENCH_NO_BUILD=1), starts `server/dist/main.js` with NODE_ENV=production
 * on a fresh embedded database with the demo content, then runs Lighthouse once per public route
 * (/, /hotel, /tours, /gypsy, /gallery, /about, /contact, /terms, /privacy, the first room,
 * tour and vehicle page, and a guest's stay page, /stay/<token>) in English and in Hindi (its `/hi/…` URL) and prints the scores, LCP, CLS,
 * TBT, the JavaScript transferred (gzip) and the bytes of back-office code fetched (goal 0). Each
 * route is measured by the Lighthouse command-line tool itself, as `lighthouse URL` runs it (its
 * own fresh Chromium a run, default mobile preset), BENCH_WEB_RUNS times (3), and the median run
 * (Lighthouse's computeMedianRun) is printed, so the figures are the ones a person's `lighthouse
 * URL` gets (an earlier version ran Lighthouse's API in one browser for every route). Full reports
 * (each run, and the median) go to test-output/lighthouse/. BENCH_WEB_ROUTES (comma-separated paths, 'room', 'tour',
 * 'vehicle', 'stay') and BENCH_WEB_LANGS ('en,hi') narrow the run. Targets (docs/product.md#performance):
 * performance ≥ 95, accessibility, best practices and SEO 100, LCP ≤ 2.0 s, CLS ≤ 0.05,
 * TBT ≤ 150 ms, JS ≤ 120 KB home, ≤ 110 KB listing and item pages. Then the back office signed in
 * (scripts/bench-web-admin.ts; BENCH_WEB_ADMIN=0 skips it): Today, Calendar, a reservation, Rates
 * and Reports on a first and a repeat visit (BENCH_WEB_ADMIN_SCREENS, names as in the table, narrows them).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import type { Lang } from '@pachmarhi/common/i18n/lang';
import { itemPath, localizedPath } from '@pachmarhi/common/routes';
import { freePort, startAppProcess } from '../server/test/support/app-process';
import { BENCH_ADMIN, copyProfile, prepareAdmin, prepareStayPage } from './bench-web-admin';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const OUT = path.join(ROOT, 'test-output/lighthouse');
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

interface Row {
  route: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  jsKb: number;
  adminBytes: number;
}

/** Files of the client build that only the back office uses (from Vite's manifest; by name without one). */
function adminOnlyFiles(): (url: string) => boolean {
  const manifestFile = path.join(ROOT, 'client/dist/.vite/manifest.json');
  if (!fs.existsSync(manifestFile)) return (url) => /\/assets\/admin-[^/]+$/.test(new URL(url).pathname);
  type Chunk = {
    file: string;
    src?: string;
    isEntry?: boolean;
    imports?: string[];
    dynamicImports?: string[];
    css?: string[];
  };
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, Chunk>;
  const reach = (keys: string[], skip: (key: string) => boolean) => {
    const seen = new Set<string>();
    const files = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key) || skip(key) || !manifest[key]) return;
      seen.add(key);
      const c = manifest[key];
      files.add(c.file);
      c.css?.forEach((f) => files.add(f));
      [...(c.imports ?? []), ...(c.dynamicImports ?? [])].forEach(visit);
    };
    keys.forEach(visit);
    return files;
  };
  const isAdmin = (key: string) => key.endsWith('src/app/routes/admin.tsx') || key === 'admin.html';
  const adminKeys = Object.keys(manifest).filter(isAdmin);
  const publicFiles = reach(
    Object.keys(manifest).filter((k) => manifest[k].isEntry && k !== 'admin.html'),
    isAdmin,
  );
  const adminFiles = [...reach(adminKeys, () => false)].filter((f) => !publicFiles.has(f));
  return (url) => adminFiles.some((f) => new URL(url).pathname.endsWith(`/${f}`));
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** The Lighthouse command-line tool of node_modules: what `npx lighthouse URL` runs. */
const LIGHTHOUSE_CLI = path.join(ROOT, 'node_modules/lighthouse/cli/index.js');
/** Runs per route (BENCH_WEB_RUNS, default 3); the median run is reported. */
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);

/**
 * One run of the Lighthouse command-line tool on `url`, exactly as a person runs it (`lighthouse
 * URL`: its default mobile preset, a fresh Chromium it launches and closes itself), its JSON report
 * read back. A run whose trace failed (Lighthouse's own NO_NAVSTART and the like) is repeated up to
 * twice.
 * @throws Error when every attempt failed
 */
function cliRun(url: string, reportFile: string, profile?: string): Lhr {
  for (let attempt = 1; ; attempt++) {
    fs.rmSync(reportFile, { force: true });
    // The command exits 1 after a run with a runtime error, having written its report: read it all the same.
    spawnSync(
      process.execPath,
      [
        LIGHTHOUSE_CLI,
        url,
        '--output=json',
        `--output-path=${reportFile}`,
        '--quiet',
        // The flags a person passes on this machine (headless, no sandbox as root), nothing more:
        // no --disable-gpu, no --only-categories, so the configuration is the CLI's default one.
        `--chrome-flags=--headless=new --no-sandbox${profile ? ` --user-data-dir=${profile}` : ''}`,
        ...(profile ? ['--disable-storage-reset'] : []),
      ],
      { env: { ...process.env, CHROME_PATH: CHROMIUM }, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    const lhr = fs.existsSync(reportFile) ? (JSON.parse(fs.readFileSync(reportFile, 'utf8')) as Lhr) : undefined;
    const error = lhr ? lhr.runtimeError?.message : 'no report written';
    if (lhr && !error) return lhr;
    if (attempt === 3) throw new Error(`${url}: ${error}`);
    console.log(`  ${url}: ${error}; again`);
  }
}

/**
 * `RUNS` command-line runs on `url`; @returns Lighthouse's own median run (by FCP and TTI, `computeMedianRun`).
 * With `admin` (a signed-in back-office screen): `first` runs each in a fresh copy of the signed-in
 * profile; `repeat` runs in one copy after a visit that warmed it (service worker, HTTP cache).
 */
function medianRun(url: string, name: string, admin?: { profile: string; visit: 'first' | 'repeat' }): Lhr {
  const dir = (i: number) => path.join(path.dirname(admin?.profile ?? OUT), 'runs', `${name}-${i}`);
  if (admin?.visit === 'repeat') cliRun(url, path.join(OUT, `${name}.warm.json`), copyProfile(admin.profile, dir(0)));
  const runs = Array.from({ length: RUNS }, (_, i) => {
    const profile = admin && (admin.visit === 'repeat' ? dir(0) : copyProfile(admin.profile, dir(i)));
    return cliRun(url, path.join(OUT, `${name}.run${i + 1}.json`), profile);
  });
  return computeMedianRun(runs) as Lhr;
}

/** The figures of one Lighthouse report, as a row of the printed table. */
function rowOf(route: string, lhr: Lhr, isAdminFile: (url: string) => boolean): Row {
  const requests =
    (
      lhr.audits['network-requests']?.details as {
        items?: { url: string; resourceType?: string; transferSize?: number }[];
      }
    )?.items ?? [];
  const score = (c: string) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
  return {
    route,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    jsKb: requests.filter((r) => r.resourceType === 'Script').reduce((s, r) => s + (r.transferSize ?? 0), 0) / 1024,
    adminBytes: requests.filter((r) => isAdminFile(r.url)).reduce((s, r) => s + (r.transferSize ?? 0), 0),
  };
}

/** A goal of the public pages (docs/product.md#performance): the figure of a row, its text and whether it is met. */
interface Goal {
  name: string;
  goal: string;
  show: (r: Row) => string;
  met: (r: Row) => boolean;
}

/** `jsKb`'s goal: 120 KB on the home page, 110 KB on a listing or item page. */
const jsGoalKb = (route: string) => (route === '/' || route === '/hi' ? 120 : 110);

const PUBLIC_GOALS: Goal[] = [
  { name: 'perf', goal: '≥ 95', show: (r) => String(r.performance), met: (r) => r.performance >= 95 },
  { name: 'a11y', goal: '100', show: (r) => String(r.accessibility), met: (r) => r.accessibility === 100 },
  { name: 'best pr.', goal: '100', show: (r) => String(r.bestPractices), met: (r) => r.bestPractices === 100 },
  { name: 'SEO', goal: '100', show: (r) => String(r.seo), met: (r) => r.seo === 100 },
  { name: 'LCP', goal: '≤ 2.0 s', show: (r) => `${(r.lcpMs / 1000).toFixed(2)} s`, met: (r) => r.lcpMs <= 2000 },
  { name: 'CLS', goal: '≤ 0.05', show: (r) => r.cls.toFixed(3), met: (r) => r.cls <= 0.05 },
  { name: 'TBT', goal: '≤ 150 ms', show: (r) => `${Math.round(r.tbtMs)} ms`, met: (r) => r.tbtMs <= 150 },
  {
    name: 'JS transferred',
    goal: '≤ 120 KB home, 110 others',
    show: (r) => `${r.jsKb.toFixed(1)} KB`,
    met: (r) => r.jsKb <= jsGoalKb(r.route),
  },
  { name: 'admin bytes', goal: '0', show: (r) => String(r.adminBytes), met: (r) => r.adminBytes === 0 },
];

/** The back office's rows: the figures, goals only where docs/decisions/031-admin-offline-app.md sets one. */
const ADMIN_COLUMNS: Goal[] = [
  ...PUBLIC_GOALS.slice(0, 4).map((g) => ({ ...g, goal: '', met: () => true })),
  {
    ...PUBLIC_GOALS[4],
    goal: '≤ 3 s first, 1.5 s repeat',
    met: (r) => r.lcpMs <= (/repeat/.test(r.route) ? 1500 : 3000),
  },
  ...PUBLIC_GOALS.slice(5, 7).map((g) => ({ ...g, goal: '', met: () => true })),
  { ...PUBLIC_GOALS[7], goal: '≤ 170 KB (Today)', met: (r) => !/^Today/.test(r.route) || r.jsKb <= 170 },
  { ...PUBLIC_GOALS[8], name: 'back-office bytes', goal: '', met: () => true },
];

/**
 * Prints `rows` as a Markdown table (`first` names the first column), each figure beside its goal
 * (the header names the goal; a figure that misses it is marked ✗).
 * @returns how many figures missed their goal
 */
function printTable(first: string, rows: Row[], columns: Goal[]): number {
  let missed = 0;
  console.log(`| ${first} | ${columns.map((c) => (c.goal ? `${c.name} (${c.goal})` : c.name)).join(' | ')} |`);
  console.log(`|---|${columns.map(() => '---').join('|')}|`);
  for (const r of rows) {
    const cells = columns.map((c) => {
      if (c.met(r)) return c.show(r);
      missed++;
      return `${c.show(r)} ✗`;
    });
    console.log(`| ${r.route.length > 40 ? `${r.route.slice(0, 37)}…` : r.route} | ${cells.join(' | ')} |`);
  }
  return missed;
}

/** The load average (1, 5 and 15 min): the figures depend on it (a busy machine's longer tasks are 4× longer in the simulation). */
const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

async function main(): Promise<void> {
  if (process.env.BENCH_NO_BUILD !== '1') execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  const startLoad = loadAverage();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'pachmarhi-bench-web-'));
  const port = await freePort();
  const server = await startAppProcess({
    port,
    entry: 'dist',
    inheritOutput: false,
    env: {
      NODE_ENV: 'production',
      SITE_URL: `http://127.0.0.1:${port}`,
      JWT_SECRET: randomUUID() + randomUUID(),
      LOG_LEVEL: 'warn',
      PGLITE_DIR: path.join(tmp, 'db'),
      UPLOADS_DIR: path.join(tmp, 'uploads'),
      SEED_DEMO: 'true',
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
    },
    startTimeoutMs: 120_000,
  });
  try {
    const first = async (api: string, kind: 'room' | 'tour' | 'vehicle') => {
      const body = (await (await fetch(server.baseUrl + api)).json()) as
        { _id: string; slug: string }[] | { tours: { _id: string; slug: string }[] };
      const item = Array.isArray(body) ? body[0] : body.tours[0];
      return itemPath(kind, item.slug);
    };
    const items = {
      room: await first('/api/rooms/get', 'room'),
      tour: await first('/api/v1/tours/get', 'tour'),
      vehicle: await first('/api/cars/get', 'vehicle'),
    };
    const paths = (
      process.env.BENCH_WEB_ROUTES ??
      '/,/hotel,/tours,/gypsy,/gallery,/about,/contact,/terms,/privacy,room,tour,vehicle,stay'
    )
      .split(',')
      .map((r) => r.trim());
    // The guest's stay page of a new reservation: its own '/hi' URL (not a page with language URLs).
    const stay = paths.includes('stay') ? await prepareStayPage(server.baseUrl) : '';
    const langs = (process.env.BENCH_WEB_LANGS ?? 'en,hi').split(',').map((l) => l.trim());
    const routes = langs.flatMap((lang) =>
      paths.map((p) =>
        p === 'stay'
          ? `${lang === 'hi' ? '/hi' : ''}${stay}`
          : localizedPath(items[p as keyof typeof items] ?? p, lang as Lang),
      ),
    );
    const isAdminFile = adminOnlyFiles();
    fs.mkdirSync(OUT, { recursive: true });
    const rows: Row[] = [];
    for (const route of routes) {
      const name = route.replace(/[^a-z0-9]+/gi, '_') || 'home';
      const lhr = medianRun(server.baseUrl + route, name);
      fs.writeFileSync(path.join(OUT, `${name}.json`), JSON.stringify(lhr));
      rows.push(rowOf(route, lhr, isAdminFile));
      console.log(`  measured ${route}`);
    }
    const adminRows: Row[] = [];
    if (process.env.BENCH_WEB_ADMIN !== '0') {
      const { screens, profile } = await prepareAdmin(server.baseUrl, tmp, CHROMIUM);
      // BENCH_WEB_ADMIN_SCREENS ('Today,Rates', the names of the table) narrows the back office's rows.
      const only = process.env.BENCH_WEB_ADMIN_SCREENS?.split(',').map((s) => s.trim());
      for (const screen of screens.filter((s) => !only || only.includes(s.name)))
        for (const visit of ['first', 'repeat'] as const) {
          const name = `admin_${screen.name.replace(/\W+/g, '_')}_${visit}`;
          const lhr = medianRun(server.baseUrl + screen.path, name, { profile, visit });
          fs.writeFileSync(path.join(OUT, `${name}.json`), JSON.stringify(lhr));
          adminRows.push(rowOf(`${screen.name} (${visit} visit)`, lhr, isAdminFile));
          console.log(`  measured ${screen.path} (${visit} visit)`);
        }
    }
    const version = (await import('lighthouse/package.json', { with: { type: 'json' } })).default.version;
    console.log(
      `\nLighthouse ${version} command line (\`lighthouse URL\`), the median of ${RUNS} runs a route, each in a fresh Chromium; mobile preset (simulated slow 4G, 4× CPU slowdown), ${execFileSync(
        CHROMIUM,
        ['--version'],
        { stdio: ['ignore', 'pipe', 'ignore'] },
      )
        .toString()
        .trim()}, ${os.cpus().length} CPUs\n`,
    );
    const missed = printTable('route', rows, PUBLIC_GOALS);
    console.log(
      `\n${missed ? `${missed} figures miss their goal (✗)` : 'Every figure meets its goal'}; load average at the start ${startLoad}, at the end ${loadAverage()}.`,
    );
    if (adminRows.length) {
      console.log('\nThe back office, signed in as the owner (docs/decisions/031-admin-offline-app.md):\n');
      printTable('screen', adminRows, ADMIN_COLUMNS);
    }
  } finally {
    await server.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((e: Error) => {
  console.error(e);
  process.exit(1);
});
