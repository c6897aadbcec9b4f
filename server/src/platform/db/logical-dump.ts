/**
 * The logical dump of the app's tables, the same on PostgreSQL and the embedded database
 * (docs/decisions/028-backups.md): every table of the app's schema read row by row as JSON
 * (`row_to_json`) in primary-key order, and written back with `json_populate_recordset`, so each
 * value goes through its type's own text form both ways (timestamps, dates, jsonb, bigint, uuid).
 * Tables come in foreign-key order (a table after the tables it refers to); sequences with their
 * values. The schema itself is not dumped: the migrations make it.
 *
 * A table's canonical text is its rows' JSON, one per line, ordered by its primary key (text
 * columns in the "C" collation, instants in UTC): both databases give the same bytes for the same
 * data, which is what the backup's checksums are taken over.
 */
import { sql } from 'drizzle-orm';
import type { Db } from './database';

/** A table of the app's schema as the dump sees it. */
export interface DumpTable {
  name: string;
  /** The columns a restore writes (all but generated ones), in table order. */
  columns: string[];
  /** The ORDER BY of its canonical text (its primary key; text columns in the "C" collation). */
  orderBy: string;
  /** A single-row settings table (CHECK id = 1), which a migration may fill: not counted as content. */
  singleRow: boolean;
}

/** A sequence of the app's schema and its state (`setval(name, lastValue, isCalled)` restores it). */
export interface SequenceState {
  name: string;
  lastValue: number;
  isCalled: boolean;
}

type Rows<T> = { rows: T[] };
/** A transaction of either driver: raw statements only. */
type Tx = Pick<Db, 'execute'>;

const FETCH_ROWS = 1000;
const INSERT_ROWS = 500;

/** A name quoted as an SQL identifier. */
const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function rowsOf<T>(tx: Tx, text: string): Promise<T[]> {
  return ((await tx.execute(sql.raw(text))) as unknown as Rows<T>).rows;
}

/**
 * The tables of the current schema (Drizzle's own bookkeeping left out) in restore order: a table
 * after every table it refers to, ties by name.
 * @throws Error when foreign keys form a cycle (no restore order exists)
 */
export async function dumpTables(tx: Tx): Promise<DumpTable[]> {
  const tables = await rowsOf<{ name: string }>(
    tx,
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = current_schema() and c.relkind in ('r', 'p') and c.relname <> '__drizzle_migrations'
     order by c.relname`,
  );
  const columns = await rowsOf<{ table: string; name: string; generated: string; collatable: boolean }>(
    tx,
    `select c.relname as table, a.attname as name, a.attgenerated::text as generated, a.attcollation <> 0 as collatable
     from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = current_schema() and a.attnum > 0 and not a.attisdropped
     order by c.relname, a.attnum`,
  );
  const keys = await rowsOf<{ table: string; name: string; collatable: boolean }>(
    tx,
    `select c.relname as table, a.attname as name, a.attcollation <> 0 as collatable
     from pg_index i join pg_class c on c.oid = i.indrelid join pg_namespace n on n.oid = c.relnamespace
     cross join lateral unnest(i.indkey) with ordinality as k(attnum, ord)
     join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
     where n.nspname = current_schema() and i.indisprimary
     order by c.relname, k.ord`,
  );
  const refs = await rowsOf<{ child: string; parent: string }>(
    tx,
    `select c.relname as child, p.relname as parent
     from pg_constraint f join pg_class c on c.oid = f.conrelid join pg_class p on p.oid = f.confrelid
     join pg_namespace n on n.oid = c.relnamespace
     where f.contype = 'f' and n.nspname = current_schema()`,
  );
  const singles = await rowsOf<{ table: string }>(
    tx,
    // pg_get_constraintdef only on this schema's constraints (a materialized CTE filters first): on
    // another schema's, dropped meanwhile by another process, it fails ("cache lookup failed").
    `with mine as materialized (
       select k.oid, c.relname from pg_constraint k join pg_class c on c.oid = k.conrelid
       join pg_namespace n on n.oid = c.relnamespace
       where k.contype = 'c' and n.nspname = current_schema())
     select relname as table from mine where pg_get_constraintdef(oid) = 'CHECK ((id = 1))'`,
  );
  const singleRow = new Set(singles.map((s) => s.table));
  const byName = new Map(
    tables.map(({ name }) => {
      const own = columns.filter((c) => c.table === name);
      const key = keys.filter((k) => k.table === name);
      // Without a primary key every column orders the rows (none of the app's tables lacks one).
      const order = (key.length ? key : own).map((k) => `${ident(k.name)}${k.collatable ? ' collate "C"' : ''}`);
      const table: DumpTable = {
        name,
        columns: own.filter((c) => !c.generated).map((c) => c.name),
        orderBy: order.join(', '),
        singleRow: singleRow.has(name),
      };
      return [name, table];
    }),
  );
  // Depth-first: each table after its parents (self-references aside).
  const ordered: DumpTable[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (name: string, path: string[]) => {
    if (state.get(name) === 'done') return;
    if (state.get(name) === 'visiting') throw new Error(`Foreign keys form a cycle: ${[...path, name].join(' → ')}`);
    state.set(name, 'visiting');
    for (const r of refs)
      if (r.child === name && r.parent !== name && byName.has(r.parent)) visit(r.parent, [...path, name]);
    state.set(name, 'done');
    ordered.push(byName.get(name)!);
  };
  for (const { name } of tables) visit(name, []);
  return ordered;
}

/** The sequences of the current schema with their state, by name. */
export async function readSequences(tx: Tx): Promise<SequenceState[]> {
  const names = await rowsOf<{ name: string }>(
    tx,
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = current_schema() and c.relkind = 'S' and c.relname not like '\\_\\_drizzle\\_migrations%'
     order by c.relname`,
  );
  const out: SequenceState[] = [];
  for (const { name } of names) {
    const [s] = await rowsOf<{ last_value: string | number; is_called: boolean }>(
      tx,
      `select last_value, is_called from ${ident(name)}`,
    );
    out.push({ name, lastValue: Number(s.last_value), isCalled: s.is_called });
  }
  return out;
}

/**
 * Read `table`'s canonical text in batches of lines (one row's JSON each, without newline),
 * through a cursor, so a large table never sits in memory whole. Inside a transaction.
 */
export async function readRows(tx: Tx, table: DumpTable, onBatch: (lines: string[]) => Promise<void>): Promise<void> {
  const cursor = `dump_${table.name.replace(/\W/g, '_')}`;
  await tx.execute(
    sql.raw(
      `declare ${cursor} no scroll cursor for select row_to_json(t)::text as line from ${ident(table.name)} t order by ${table.orderBy}`,
    ),
  );
  for (;;) {
    const rows = await rowsOf<{ line: string }>(tx, `fetch forward ${FETCH_ROWS} from ${cursor}`);
    if (rows.length) await onBatch(rows.map((r) => r.line));
    if (rows.length < FETCH_ROWS) break;
  }
  await tx.execute(sql.raw(`close ${cursor}`));
}

/** Rows in each table, by name. */
export async function countRows(tx: Tx, tables: DumpTable[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const t of tables) {
    const [r] = await rowsOf<{ n: string | number }>(tx, `select count(*) as n from ${ident(t.name)}`);
    counts[t.name] = Number(r.n);
  }
  return counts;
}

/**
 * Run `fn` on one consistent view of the database (a read-only repeatable-read transaction),
 * instants in UTC and no statement time limit (a large table may take longer than a request).
 */
export function inSnapshot<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(
    async (tx) => {
      await tx.execute(sql.raw(`set local timezone = 'UTC'`));
      await tx.execute(sql.raw('set local statement_timeout = 0'));
      return fn(tx);
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/**
 * Run `fn` in one writing transaction (instants in UTC, no statement time limit): the restore
 * commits whole or not at all.
 */
export function inRestore<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local timezone = 'UTC'`));
    await tx.execute(sql.raw('set local statement_timeout = 0'));
    return fn(tx);
  });
}

/** Empty every table (one TRUNCATE of them all, so foreign keys between them do not stand in the way). */
export async function emptyTables(tx: Tx, tables: DumpTable[]): Promise<void> {
  if (tables.length) await tx.execute(sql.raw(`truncate table ${tables.map((t) => ident(t.name)).join(', ')}`));
}

/**
 * Insert rows given as their JSON lines (as `readRows` gives them) into `table`, in batches.
 * @throws the database's error when a row does not fit the table (a type, a constraint)
 */
export async function insertRows(tx: Tx, table: DumpTable, lines: string[]): Promise<void> {
  const cols = table.columns.map(ident).join(', ');
  for (let i = 0; i < lines.length; i += INSERT_ROWS) {
    const batch = `[${lines.slice(i, i + INSERT_ROWS).join(',')}]`;
    await tx.execute(
      sql`${sql.raw(`insert into ${ident(table.name)} (${cols}) overriding system value select ${cols} from json_populate_recordset(null::${ident(table.name)}, `)}${batch}::json)`,
    );
  }
}

/** Set each sequence to its saved state (`setval`). */
export async function writeSequences(tx: Tx, states: SequenceState[]): Promise<void> {
  for (const s of states)
    await tx.execute(sql`select setval(${ident(s.name)}::regclass, ${s.lastValue}, ${s.isCalled})`);
}
