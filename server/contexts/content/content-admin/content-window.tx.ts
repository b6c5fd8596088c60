import type { ContentKindName } from '../../../../contract/content/content-admin.schema';
import type { Database, Db, Tx } from '../../../db/client';
import { recordContentChange } from '../../../db/content-version';
import {
  enqueueBoundaryJobs,
  isBoundaryOf,
  type PublishWindow,
} from '../../../jobs/publish-window';
import { findRecord, listRecords } from './content-entries.queries';
import { type ContentRow, MANAGED_KINDS, type ManagedKind } from './content-kinds.queries';

/**
 * The job that rebuilds the channels showing a content record when its publish period opens or
 * closes (payload `{ kind, id, at }`); one for every managed kind.
 */
export const CONTENT_WINDOW_JOB = 'content.publish-window';

/** A record's period as its kind reads it (`publish_from`, `publish_to`), so every kind has one. */
function windowOf(kind: ManagedKind, row: ContentRow): PublishWindow {
  const fields = kind.read(row);
  const at = (value: unknown) => (typeof value === 'string' ? new Date(value) : null);
  return { from: at(fields.publish_from), to: at(fields.publish_to) };
}

/** Enqueues, in the save's transaction, the rebuild at each future boundary of the record's period. */
export function enqueueContentBoundaries(
  tx: Db | Tx,
  kind: ManagedKind,
  row: ContentRow,
  now = new Date(),
): Promise<void> {
  return enqueueBoundaryJobs(
    tx,
    {
      name: CONTENT_WINDOW_JOB,
      record: `${kind.name}:${row.id}`,
      payload: { kind: kind.name, id: row.id },
    },
    windowOf(kind, row),
    now,
  );
}

/**
 * The job's work: records the change a save of the record records (its kind's change kind, its
 * id, its channel or every channel), so the channels showing it rebuild, unless the kind or the
 * record is gone, it is hidden, or `at` is no longer a boundary of its period (moved or cleared
 * since). Answers whether a change was recorded.
 */
export async function rebuildAtContentBoundary(
  database: Database,
  kindName: string,
  id: number,
  at: Date,
): Promise<boolean> {
  const kind = Object.hasOwn(MANAGED_KINDS, kindName)
    ? MANAGED_KINDS[kindName as ContentKindName]
    : undefined;
  if (!kind) return false;
  return database.db.transaction(async (tx) => {
    const row = await findRecord(tx, kind, id);
    if (row?.isShow !== 1 || !isBoundaryOf(windowOf(kind, row), at)) return false;
    const channels = row.channelId === null ? null : [row.channelId];
    const changes = await recordContentChange(tx, {
      kind: kind.changeKind,
      key: String(id),
      channels,
    });
    return changes.length > 0;
  });
}

/**
 * Books the future boundaries of every record of every managed kind (the hourly catch-up). Content
 * lists are small enough to read whole; answers how many records were read.
 */
export async function bookContentBoundaries(database: Database, now: Date): Promise<number> {
  let read = 0;
  for (const kind of Object.values(MANAGED_KINDS)) {
    const rows = await listRecords(database.db, kind);
    for (const row of rows) await enqueueContentBoundaries(database.db, kind, row, now);
    read += rows.length;
  }
  return read;
}
