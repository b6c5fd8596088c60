import { getTableColumns, getTableName, is, SQL, sql } from 'drizzle-orm';
import { CasingCache } from 'drizzle-orm/casing';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../client';

const CHUNK = 500;

/** Inserts rows in chunks (PostgreSQL caps bind parameters per statement) and returns them. */
export async function insertMany<T extends PgTable>(
  tx: Tx,
  table: T,
  rows: T['$inferInsert'][],
): Promise<T['$inferSelect'][]> {
  const inserted: T['$inferSelect'][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = await tx
      .insert(table)
      .values(rows.slice(i, i + CHUNK))
      .returning();
    inserted.push(...(chunk as T['$inferSelect'][]));
  }
  return inserted;
}

/** Column names as the database spells them (the client maps keys to snake_case). */
const casing = new CasingCache('snake_case');

/** Rows a bulk statement carries: one JSON parameter holds thousands of them. */
const BULK_CHUNK = 5000;

/** The value a JSON row carries for a column: what the driver would be sent, JSON kept as JSON. */
function jsonValue(column: PgColumn, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (is(value, SQL)) throw new Error(`insertBulk: ${column.name} cannot be an SQL expression`);
  if (column.dataType === 'json') return value;
  return column.mapToDriverValue(value);
}

/**
 * `insertMany` for the loads that grow with the catalogue (100,000 products and their variants,
 * pictures, links): each chunk is one JSON parameter that `json_populate_recordset` spreads into
 * rows, so neither the query builder (a bind parameter per value) nor the driver works per value.
 * Columns no row names take their defaults; returns the rows as `insertMany` does.
 */
export async function insertBulk<T extends PgTable>(
  tx: Tx,
  table: T,
  rows: T['$inferInsert'][],
): Promise<T['$inferSelect'][]> {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))].filter(
    (key) => columns[key] !== undefined,
  );
  const nameOf = (column: PgColumn) => casing.getColumnCasing(column);
  const byName = new Map(
    Object.entries(columns).map(([key, column]) => [nameOf(column), { key, column }]),
  );
  const names = sql.join(
    keys.map((key) => sql.identifier(nameOf(columns[key] as PgColumn))),
    sql`, `,
  );
  const inserted: T['$inferSelect'][] = [];
  for (let i = 0; i < rows.length; i += BULK_CHUNK) {
    const json = rows.slice(i, i + BULK_CHUNK).map((row) => {
      const out: Record<string, unknown> = {};
      for (const key of keys) {
        const column = columns[key];
        if (column) out[nameOf(column)] = jsonValue(column, (row as Record<string, unknown>)[key]);
      }
      return out;
    });
    const result = await tx.execute(sql`insert into ${table} (${names})
      select ${names} from json_populate_recordset(null::${sql.identifier(getTableName(table))},
        ${JSON.stringify(json)}::json)
      returning *`);
    for (const raw of (result as unknown as { rows: Record<string, unknown>[] }).rows) {
      const row: Record<string, unknown> = {};
      for (const [name, value] of Object.entries(raw)) {
        const field = byName.get(name);
        if (field) row[field.key] = value === null ? null : field.column.mapFromDriverValue(value);
      }
      inserted.push(row as T['$inferSelect']);
    }
  }
  return inserted;
}
