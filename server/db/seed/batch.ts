import type { PgTable } from 'drizzle-orm/pg-core';
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
