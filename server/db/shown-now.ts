import { and, eq, gt, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * What a shopper sees of a managed content kind (banners, popups, landing pages…) on `channel`
 * now: shown, for that channel or every channel, inside its publish period. Deleted records are
 * gone from the table. `channel` undefined (or a table without channels, as brands' and makers'
 * pages): any channel.
 */
export function shownNow(
  table: { isShow: PgColumn; channelId?: PgColumn; publishTo: PgColumn },
  from: PgColumn,
  channel: string | undefined,
): SQL | undefined {
  const now = new Date();
  return and(
    eq(table.isShow, 1),
    channel === undefined || !table.channelId
      ? undefined
      : or(isNull(table.channelId), eq(table.channelId, channel)),
    or(isNull(from), lte(from, now)),
    or(isNull(table.publishTo), gt(table.publishTo, now)),
  );
}
