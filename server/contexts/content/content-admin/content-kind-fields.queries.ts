import { and, eq, ne } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { CONTENT_ADMIN_MESSAGES as M } from '../../../../contract/content/content-admin.messages';
import type { Tx } from '../../../db/client';

/** A stored row, or a kind's fields (the shapes of content-kinds.queries.ts, which builds on this file). */
type Values = Record<string, unknown>;

/** An instant as ISO 8601, or null. */
export const iso = (at: unknown) => (at instanceof Date ? at.toISOString() : null);
/** An ISO 8601 field as a Date, or null. */
export const date = (at: unknown) => (typeof at === 'string' ? new Date(at) : null);

/** The fields every kind shares, read from a row (its publish start is `publishFrom` or `publishedAt`). */
export const commonRead = (row: Values) => ({
  channel_id: row.channelId as string | null,
  is_show: row.isShow === 1,
  publish_from: iso(row.publishFrom ?? row.publishedAt),
  publish_to: iso(row.publishTo),
});
/** The columns every kind shares, from its fields (each kind writes its own publish start). */
export const commonWrite = (f: Values) => ({
  channelId: f.channel_id ?? null,
  isShow: f.is_show ? 1 : 0,
  publishTo: date(f.publish_to),
});

/** 422 on `field` (`message`) when another record of the table has its value in `column`. */
export async function takenErrors(
  tx: Tx,
  place: { table: PgTable; column: PgColumn; id: PgColumn },
  value: unknown,
  self: number | null,
  field = 'key',
  message: string = M.slugTaken,
) {
  const [taken] = await tx
    .select({ id: place.id })
    .from(place.table)
    .where(and(eq(place.column, String(value)), self === null ? undefined : ne(place.id, self)))
    .limit(1);
  const errors: Record<string, string[]> = taken ? { [field]: [message] } : {};
  return errors;
}
