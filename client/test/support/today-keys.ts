/**
 * The back-office texts (namespace `admin`) that Today's first visit may read: the top-level keys
 * named by the modules Today runs (client/admin.html's entry, Today's page and what they import,
 * static or lazy, except the public site's routes and the other screens' pages), read from the
 * source with TypeScript's parser. A string names the key its first two words give ('trips.todayTitle'
 * → 'trips.todayTitle', 'labels.status.held' → 'labels.status'), a template its head's
 * (`sidebar.${key}` → 'sidebar', all of it), so a key built entirely at run time is not seen.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const CLIENT = path.resolve(__dirname, '../..');

/** The modules reached from `starts` (absolute paths), following imports that name a file of the app. */
function closure(starts: string[], skip: (file: string) => boolean): Set<string> {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(CLIENT, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: () => {},
    },
  )!;
  const seen = new Set<string>();
  const pending = [...starts];
  while (pending.length) {
    const file = pending.pop()!;
    if (seen.has(file) || skip(file)) continue;
    seen.add(file);
    const info = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of info.importedFiles) {
      const resolved = ts.resolveModuleName(fileName, file, config.options, ts.sys).resolvedModule;
      if (resolved && !resolved.isExternalLibraryImport && /\.tsx?$/.test(resolved.resolvedFileName))
        pending.push(path.resolve(resolved.resolvedFileName));
    }
  }
  return seen;
}

/**
 * The key heads of `file`: of each string literal that starts with a word and a dot, its first two
 * words ('a.b'; 'a' when there is one); of each template, the words of its head before the first
 * substitution ('a.' → 'a', 'a.b.' → 'a.b'); an 'admin:' prefix is left out.
 */
function keyHeads(file: string): Set<string> {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const heads = new Set<string>();
  const visit = (node: ts.Node) => {
    const literal = ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node);
    const text = literal ? node.text : ts.isTemplateExpression(node) ? node.head.text : undefined;
    const words = text && /^(?:admin:)?([A-Za-z]\w*)\.(\w*)/.exec(text);
    // A template's second word counts only when a dot follows it (`a.${x}` names all of 'a').
    if (words)
      heads.add(words[2] && (literal || text.startsWith(`${words[0]}.`)) ? `${words[1]}.${words[2]}` : words[1]);
    node.forEachChild(visit);
  };
  visit(source);
  return heads;
}

/** The modules Today's first visit may run: the back office's entry and Today's page, and their imports. */
export function todayModules(): Set<string> {
  const src = path.join(CLIENT, 'src');
  return closure(
    [path.join(src, 'entry-admin.tsx'), path.join(src, 'features/admin/front-desk/routes/today-page.tsx')],
    (file) => file === path.join(src, 'app/routes/public.tsx') || /[\\/]common[\\/]src[\\/].*\.test\.ts$/.test(file),
  );
}

/**
 * The keys of `texts` (the admin namespace, all of it) that Today's modules name: 'a' for a whole
 * top-level key, 'a.b' for one of its parts (each plural form of a part named without its suffix), sorted.
 */
export function todayAdminKeys(texts: Record<string, unknown>): string[] {
  const heads = new Set([...todayModules()].flatMap((file) => [...keyHeads(file)]));
  const whole = Object.keys(texts).filter((key) => heads.has(key));
  // A part named without its plural suffix ('offline.waiting') is each of its forms ('offline.waiting_one'…).
  const parts = [...heads].flatMap((h) => {
    const [top, part] = h.split('.');
    const group = texts[top];
    if (!part || whole.includes(top) || typeof group !== 'object' || group === null) return [];
    return Object.keys(group)
      .filter((k) => k === part || new RegExp(`^${part}_(zero|one|two|few|many|other)$`).test(k))
      .map((k) => `${top}.${k}`);
  });
  return [...whole, ...new Set(parts)].sort();
}
