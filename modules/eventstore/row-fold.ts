import { sql, type Insertable, type Selectable, type Transaction } from "kysely";
import type { RecordedEvent } from "./event-definition.ts";

/**
 * A row as JSON, column by column, with PostgreSQL's own JSON forms (a
 * timestamp or a date is text, a jsonb value is JSON): written back, a value no
 * event changed is stored exactly as it was read. Only for columns whose values
 * JSON carries exactly (not numeric or bigint past 2^53).
 */
export type JsonRow = Record<string, unknown>;

/** A table's row in its JSON form: the columns a fold writes (not generated ones), times as ISO text. */
export type JsonRowOf<Table> = {
  [Column in keyof Insertable<Table> & keyof Selectable<Table>]-?: Selectable<Table>[Column] extends infer Value
    ? Value extends Date
      ? string
      : Value
    : never;
};

export interface FoldedTable<Row extends JsonRow> {
  table: string;
  /** The text primary-key column. */
  key: keyof Row & string;
  /** The row an event changes (its key), or null. */
  keyOf(event: RecordedEvent): string | null;
  /**
   * The row after the event, given the row before it (undefined: no row).
   * Pure; returns the row it was given when the event changes nothing.
   */
  evolve(row: Row | undefined, event: RecordedEvent): Row | undefined;
}

/**
 * Set-based writes with the effect of one statement per event: the rows a
 * batch's events touch are read once, each event is applied to them in memory
 * in turn (`evolve`), and the rows that end up changed are written once (one
 * delete, one upsert), in the order of their last change, so a unique value
 * one row gives up and another takes is freed first. A batch of a thousand
 * events costs three statements rather than a thousand. Unique constraints are
 * checked on the rows as the batch leaves them: a value one row takes while
 * another holds it, given up later in the same batch, passes here where one
 * event at a time would have been refused.
 */
export async function foldRows<Row extends JsonRow, Given>(trx: Transaction<Given>, table: FoldedTable<Row>, events: readonly RecordedEvent[]): Promise<void> {
  const keyed = events.flatMap((event) => {
    const key = table.keyOf(event);
    return key === null ? [] : [{ key, event }];
  });
  if (keyed.length === 0) return;
  const before = await readRows(trx, table, [...new Set(keyed.map(({ key }) => key))]);
  const after = new Map<string, Row | undefined>(before);
  // Changed rows by key, re-inserted on each change: the map's order is the order of last changes.
  const changed = new Map<string, true>();
  for (const { key, event } of keyed) {
    const current = after.get(key);
    const next = table.evolve(current, event);
    if (next === current) continue;
    after.set(key, next);
    changed.delete(key);
    changed.set(key, true);
  }
  const gone = [...changed.keys()].filter((key) => before.has(key) && after.get(key) === undefined);
  const written = [...changed.keys()].flatMap((key) => after.get(key) ?? []);
  if (gone.length > 0) {
    await sql`delete from ${sql.table(table.table)} where ${sql.ref(table.key)} in (${sql.join(gone)})`.execute(trx);
  }
  if (written.length > 0) {
    const names = await writableColumns(trx, table.table);
    const columns = sql.join(names.map((column) => sql.ref(column)));
    const updates = sql.join(names.filter((column) => column !== table.key).map((column) => sql`${sql.ref(column)} = excluded.${sql.ref(column)}`));
    await sql`insert into ${sql.table(table.table)} (${columns})
      select ${columns} from jsonb_populate_recordset(null::${sql.table(table.table)}, ${JSON.stringify(written)}::jsonb)
      on conflict (${sql.ref(table.key)}) do update set ${updates}`.execute(trx);
  }
}

/** `apply` and `applyBatch` for a projection whose one table `foldRows` keeps. */
export function foldedTableWrites<Row extends JsonRow>(
  table: FoldedTable<Row>,
): {
  apply<Given>(trx: Transaction<Given>, event: RecordedEvent): Promise<void>;
  applyBatch<Given>(trx: Transaction<Given>, events: readonly RecordedEvent[]): Promise<void>;
} {
  return { apply: (trx, event) => foldRows(trx, table, [event]), applyBatch: (trx, events) => foldRows(trx, table, events) };
}

async function readRows<Row extends JsonRow, Given>(trx: Transaction<Given>, table: FoldedTable<Row>, keys: readonly string[]): Promise<Map<string, Row>> {
  const columns = sql.join((await writableColumns(trx, table.table)).map((column) => sql.ref(column)));
  const result = await sql<{ row: Row }>`
    select row_to_json(selected) as row
    from (select ${columns} from ${sql.table(table.table)} where ${sql.ref(table.key)} in (${sql.join(keys)})) selected`.execute(trx);
  return new Map(result.rows.map(({ row }) => [String(row[table.key]), row]));
}

const columnsByTable = new Map<string, string[]>();

/** A table's columns but generated ones, in order; the same for its rebuild's copy, which `search_path` may name instead. */
async function writableColumns<Given>(trx: Transaction<Given>, table: string): Promise<string[]> {
  let columns = columnsByTable.get(table);
  if (!columns) {
    const result = await sql<{ name: string }>`
      select attname as name from pg_attribute
      where attrelid = ${table}::regclass and attnum > 0 and not attisdropped and attgenerated = ''
      order by attnum`.execute(trx);
    columns = result.rows.map((row) => row.name);
    columnsByTable.set(table, columns);
  }
  return columns;
}
