import type { TaxonomyItem } from '../../../../contract/catalog/back-office-catalogue.schema';
import type { Database, Db, Tx } from '../../../db/client';
import { recordContentChange } from '../../../db/content-version';
import type { Actor } from '../../../http/types';
import {
  enqueueBoundaryJobs,
  isBoundaryOf,
  type PublishWindow,
} from '../../../jobs/publish-window';
import { keepVersion, keptVersion } from '../../platform/api';
import { RECORD_NAMES, type TaxonomyKind } from './taxonomy.model';
import { pageOf, taxonomyById, taxonomyList, taxonomyPageRows } from './taxonomy.queries';

/** The kinds whose records have a shop page with versions, a display flag and a publish period. */
export type PageKind = Exclude<TaxonomyKind, 'categories'>;

/** The `content_versions` kind a brand's or maker's page versions are kept under. */
export const pageVersionKind = (kind: PageKind) => `${RECORD_NAMES[kind]}-page`;

/** The job that rebuilds every channel when a brand's or maker's page period opens or closes. */
export const TAXONOMY_WINDOW_JOB = 'taxonomy.publish-window';

/** What a change of a record came to: done, or refused as stale with what changed since. */
export type TaxonomyOutcome =
  | { kind: 'saved'; item: TaxonomyItem }
  | { kind: 'conflict'; current: TaxonomyItem; changedFields: string[] };

const savedBy = (actor: Actor) => (actor.kind === 'staff' ? `staff:${actor.staffId}` : actor.kind);

/** The names of the fields that differ between two snapshots. */
function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
}

/** A stale change's answer: the record as it is, and the page fields changed since `version`. */
export async function pageConflict(
  tx: Tx,
  kind: PageKind,
  current: TaxonomyItem,
  version: number,
): Promise<TaxonomyOutcome> {
  const base = await keptVersion(tx, pageVersionKind(kind), current.id, version);
  const changed = changedFields(base?.snapshot ?? {}, pageOf(current));
  return { kind: 'conflict', current, changedFields: changed };
}

/**
 * After a change of a page's fields: keeps the version before (marked `earlier` unless kept) and
 * after, and books the rebuilds at its period's future boundaries; all in the change's transaction.
 */
export async function keepPageChange(
  tx: Tx,
  actor: Actor,
  kind: PageKind,
  change: { before: TaxonomyItem; after: TaxonomyItem },
): Promise<void> {
  const { before, after } = change;
  if (after.version === before.version) return;
  const versionKind = pageVersionKind(kind);
  await keepVersion(tx, {
    kind: versionKind,
    recordId: before.id,
    version: before.version,
    snapshot: pageOf(before),
    savedBy: 'earlier',
  });
  await keepVersion(tx, {
    kind: versionKind,
    recordId: after.id,
    version: after.version,
    snapshot: pageOf(after),
    savedBy: savedBy(actor),
    savedByEmail: actor.kind === 'staff' ? actor.email : null,
  });
  await enqueuePageBoundaries(tx, kind, after.id, windowOf(after));
}

const windowOf = (item: { publish_from: string | null; publish_to: string | null }) => ({
  from: item.publish_from ? new Date(item.publish_from) : null,
  to: item.publish_to ? new Date(item.publish_to) : null,
});

/** Enqueues the rebuild at each future boundary of a brand's or maker's page period. */
function enqueuePageBoundaries(
  tx: Db | Tx,
  kind: PageKind,
  id: number,
  window: PublishWindow,
  now = new Date(),
) {
  const record = `${RECORD_NAMES[kind]}:${id}`;
  const job = { name: TAXONOMY_WINDOW_JOB, record, payload: { kind, id } };
  return enqueueBoundaryJobs(tx, job, window, now);
}

/**
 * The job's work at a boundary of a page's period: records the change a save records (every
 * channel's pages naming it rebuild) unless the record is gone, hidden, or `at` is no longer a
 * boundary of its period. Answers whether a change was recorded.
 */
export async function rebuildAtPageBoundary(
  database: Database,
  kind: PageKind,
  id: number,
  at: Date,
): Promise<boolean> {
  return database.db.transaction(async (tx) => {
    const row = await taxonomyById(tx, kind, id);
    const item = row ? (await taxonomyList(tx, kind)).find((r) => r.id === id) : undefined;
    if (!row || !item?.is_show || !isBoundaryOf(windowOf(item), at)) return false;
    const channels = null;
    const changes = await recordContentChange(tx, {
      kind: RECORD_NAMES[kind],
      key: row.key,
      channels,
    });
    return changes.length > 0;
  });
}

/** Books the future boundaries of every brand's and maker's page period (the hourly catch-up). */
export async function bookPageBoundaries(database: Database, now: Date): Promise<number> {
  let read = 0;
  for (const kind of ['brands', 'makers'] as const) {
    const rows = await taxonomyPageRows(database.db, kind);
    for (const row of rows) {
      await enqueuePageBoundaries(
        database.db,
        kind,
        row.id,
        { from: row.publishFrom, to: row.publishTo },
        now,
      );
    }
    read += rows.length;
  }
  return read;
}
