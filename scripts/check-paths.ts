/**
 * npm run check:paths (part of `npm run lint`) — fails on a repository path named in a doc or a
 * comment that does not exist, so docs and comments cannot keep pointing at files that moved or
 * went.
 *
 * Read: every Markdown file in the repository (its text and its relative links) and the comments
 * of the source files (TypeScript, JavaScript, CSS; `//`, `/* … *\/` and JSDoc lines). A path is a
 * word with a slash ending in a known file extension, or a Markdown link to a relative file. It
 * is found when it exists relative to the folder of the file that names it or one above it (up to
 * the repository root), or to a package's source folder (`server/src/modules/…` is named `modules/…` in the server). Left
 * alone: URLs, placeholders (`<name>.routes.ts`, `*.ts`, `{a,b}`), what a build, a test run or the
 * app makes (`dist/`, `dist-server/`, `test-output/`, `data/`, `uploads/`, `node_modules/`), and
 * paths on the machine (`/usr/bin/chromium`).
 *
 * A bare file name in a comment (`occupancy.ts`, no folder) is found when some file of the
 * repository has it (docs may name a file's former name in their history).
 *
 * Prints each missing path with the file and line naming it; exits 1 when there is any.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
/** Where a path named without its package folder may live. */
const SOURCE_ROOTS = ['server/src', 'server', 'client/src', 'client', 'common/src', 'common'];
const EXTENSIONS = 'ts|tsx|mts|mjs|js|cjs|json|md|css|sql|sh|yml|yaml|html|txt|svg|png|webp|woff2|ics|csv|pdf';
const PATH = new RegExp(
  `(?<![\\w@/.:-])((?:\\.{1,2}/)*[\\w.@-]+(?:/[\\w.@\\[\\]-]+)*\\.(?:${EXTENSIONS}))(?![\\w/-])`,
  'g',
);
const MARKDOWN_LINK = /\]\(([^)\s#]+)(?:#[^)]*)?\)/g;
/** What a build, a test run or the app makes, and so is absent from a clean clone. */
const MADE = /(^|\/)(dist|dist-server|test-output|node_modules|data|uploads|coverage|\.vite)\//;
const SOURCE_FILE = /\.(ts|tsx|mts|mjs|js|cjs|css)$/;

/** The comment text of a source file, line by line (other text blanked, so line numbers hold). */
function commentLines(text: string, css: boolean): string[] {
  let inBlock = false;
  return text.split('\n').map((line) => {
    let out = '';
    let i = 0;
    while (i < line.length) {
      if (inBlock) {
        const end = line.indexOf('*/', i);
        out += end < 0 ? line.slice(i) : line.slice(i, end);
        if (end < 0) break;
        inBlock = false;
        i = end + 2;
        continue;
      }
      const block = line.indexOf('/*', i);
      const lineComment = css ? -1 : line.indexOf('//', i);
      // A '//' inside a URL ('https://…') is not a comment.
      const realLine = lineComment >= 0 && line[lineComment - 1] !== ':' ? lineComment : -1;
      if (realLine >= 0 && (block < 0 || realLine < block)) {
        out += line.slice(realLine + 2);
        break;
      }
      if (block < 0) break;
      inBlock = true;
      i = block + 2;
    }
    return out;
  });
}

/** Whether `named` (as written in `file`) exists in the repository. */
function exists(named: string, file: string): boolean {
  const clean = named.replace(/[.,;:]+$/, '');
  const ancestors: string[] = [];
  for (let dir = path.dirname(file); dir.startsWith(ROOT); dir = path.dirname(dir)) ancestors.push(dir);
  const bases = [...ancestors, ...SOURCE_ROOTS.map((r) => path.join(ROOT, r))];
  return bases.some((base) => fs.existsSync(path.resolve(base, clean)));
}

/**
 * A file named without a folder in a comment (`occupancy.ts`, `calendar-sync.tables.ts`): found
 * when some file of the repository has that name. Only the source and doc extensions, so `Node.js` and `Chart.js`
 * are words, not files.
 */
const BARE_NAME = /(?<![\w@/.:-])([a-z0-9][\w.-]*\.(?:ts|tsx|mts|mjs|md|css|sql))(?![\w/-])/g;

const skip = (p: string) => /[<>*{}…]|^\/|^[a-z]+:/i.test(p) || MADE.test(p) || !p.includes('/') || p.startsWith('@');

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: ROOT,
  encoding: 'utf8',
})
  .split('\n')
  .filter((f) => f && (f.endsWith('.md') || SOURCE_FILE.test(f)) && fs.existsSync(path.join(ROOT, f)));

const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: ROOT,
  encoding: 'utf8',
})
  .split('\n')
  .filter(Boolean);
const basenames = new Set(tracked.map((f) => path.basename(f)));

const missing: string[] = [];
for (const rel of files) {
  const file = path.join(ROOT, rel);
  const text = fs.readFileSync(file, 'utf8');
  const markdown = rel.endsWith('.md');
  const lines = markdown ? text.split('\n') : commentLines(text, rel.endsWith('.css'));
  lines.forEach((line, n) => {
    const named = new Set<string>();
    for (const m of line.matchAll(PATH)) named.add(m[1]);
    if (markdown) for (const m of line.matchAll(MARKDOWN_LINK)) if (!/^[a-z]+:/i.test(m[1])) named.add(m[1]);
    for (const p of named) if (!skip(p) && !exists(p, file)) missing.push(`${rel}:${n + 1}: ${p}`);
    if (!markdown)
      for (const m of line.matchAll(BARE_NAME))
        if (!basenames.has(m[1].replace(/[.,;:]+$/, '')) && !skip(`x/${m[1]}`))
          missing.push(`${rel}:${n + 1}: ${m[1]} (no file of that name)`);
  });
}

if (missing.length) {
  console.error(`${missing.length} path(s) named in docs or comments do not exist:\n${missing.join('\n')}`);
  process.exit(1);
}
console.log(`check:paths — every path named in ${files.length} docs and source files exists`);
