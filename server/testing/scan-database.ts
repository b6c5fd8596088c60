import { cardNumberPaths, findCardNumbers, redactCardNumbers } from '../services/card-number';

/**
 * Whether a column's text holds a card number: JSON (json, jsonb, and arrays, which the scan reads
 * as JSON) value by value, so the commas between numbers of a list do not join them; anything else
 * as text.
 */
function holdsCardNumber(value: string): boolean {
  if (/^\s*[[{]/.test(value)) {
    try {
      return cardNumberPaths(JSON.parse(value)).length > 0;
    } catch {}
  }
  return findCardNumbers(value).length > 0;
}

/** Runs one SQL statement and returns its rows (PGlite's `query` or node-postgres's). */
export type RunQuery = (sql: string) => Promise<Record<string, unknown>[]>;

/** One stored value shaped like a card number (shown redacted, so the report is safe to print). */
export type DatabaseFinding = { table: string; column: string; value: string };

/** What a database scan looked at and what it found. */
export type DatabaseScan = {
  tables: number;
  columns: number;
  rows: number;
  values: number;
  rowsByTable: Record<string, number>;
  findings: DatabaseFinding[];
};

// Every column that can hold text: text, varchar, char, json(b) and arrays of them.
const TEXT_COLUMNS = `
  select c.table_schema as schema, c.table_name as table, c.column_name as column,
    c.data_type = 'ARRAY' as is_array
  from information_schema.columns c
  join information_schema.tables t
    on t.table_schema = c.table_schema and t.table_name = c.table_name
  where t.table_type = 'BASE TABLE'
    and c.table_schema not in ('pg_catalog', 'information_schema')
    and c.table_schema not like 'pg\\_%'
    and (c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb')
      or c.udt_name in ('_text', '_varchar', '_bpchar', '_json', '_jsonb'))
  order by 1, 2, c.ordinal_position`;

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
const PAGE = 5000;

/** Scans every text-like column of every table, page by page; card-shaped values are findings. */
export async function scanDatabase(run: RunQuery): Promise<DatabaseScan> {
  const tables = new Map<string, string[]>();
  const arrays = new Set<string>();
  for (const row of await run(TEXT_COLUMNS)) {
    const key = `${ident(String(row.schema))}.${ident(String(row.table))}`;
    tables.set(key, [...(tables.get(key) ?? []), String(row.column)]);
    if (row.is_array === true || row.is_array === 't') arrays.add(`${key}.${row.column}`);
  }
  const scan: DatabaseScan = {
    tables: tables.size,
    columns: 0,
    rows: 0,
    values: 0,
    rowsByTable: {},
    findings: [],
  };
  for (const [table, columns] of tables) {
    scan.columns += columns.length;
    // Arrays are read as JSON, element by element: `{1,23}` as text would join its elements.
    const read = (c: string) =>
      arrays.has(`${table}.${c}`) ? `array_to_json(${ident(c)})::text` : `${ident(c)}::text`;
    const list = columns.map((c, i) => `${read(c)} as c${i}`).join(', ');
    let count = 0;
    for (let offset = 0; ; offset += PAGE) {
      const rows = await run(
        `select ${list} from ${table} order by ctid limit ${PAGE} offset ${offset}`,
      );
      for (const row of rows) {
        columns.forEach((column, i) => {
          const value = row[`c${i}`];
          if (typeof value !== 'string') return;
          scan.values++;
          if (holdsCardNumber(value)) {
            scan.findings.push({ table, column, value: redactCardNumbers(value).slice(0, 200) });
          }
        });
      }
      count += rows.length;
      if (rows.length < PAGE) break;
    }
    scan.rows += count;
    scan.rowsByTable[table] = count;
  }
  return scan;
}
