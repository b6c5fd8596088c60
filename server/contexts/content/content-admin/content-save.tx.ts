import { CONTENT_ADMIN_MESSAGES as M } from '../../../../contract/content/content-admin.messages';
import type { ContentKindName } from '../../../../contract/content/content-admin.schema';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import type { Db, Tx } from '../../../db/client';
import { type RecordedChange, recordContentChange } from '../../../db/content-version';
import { ApiException } from '../../../http/errors';
import type { Actor } from '../../../http/types';
import { keepVersion, keptVersion, recordAudit } from '../../platform/api';
import {
  channelExists,
  deleteRecord,
  findRecord,
  insertRecord,
  listRecords,
  renumberRecords,
  saveRelated,
  updateRecord,
} from './content-entries.queries';
import {
  type ContentRow,
  type FieldErrors,
  type Fields,
  MANAGED_KINDS,
  type ManagedKind,
} from './content-kinds.queries';
import { changedFields, contentState, fullOrder, periodReversed } from './content-state.model';
import { enqueueContentBoundaries } from './content-window.tx';

/** A record as the back office reads it: its fields, id, version, place and state now. */
export type ContentItem = Fields & {
  id: number;
  version: number;
  sort: number;
  state: string;
  updated_at: string;
};

/** What a write came to: done (with the change records to follow), or refused as stale. */
export type ContentOutcome =
  | { kind: 'saved'; item: ContentItem | null; changes: RecordedChange[] }
  | { kind: 'conflict'; current: ContentItem; changedFields: string[] };

/** A row as the back office reads it, its state taken at `now`. */
export function toItem(kind: ManagedKind, row: ContentRow, now = new Date()): ContentItem {
  const fields = kind.read(row);
  const publishFrom =
    typeof fields.publish_from === 'string' ? new Date(fields.publish_from) : null;
  return {
    ...fields,
    id: row.id,
    version: row.version,
    sort: row.sort,
    state: contentState({ isShow: row.isShow, publishFrom, publishTo: row.publishTo }, now),
    updated_at: row.updatedAt.toISOString(),
  };
}

const savedBy = (actor: Actor) => (actor.kind === 'staff' ? `staff:${actor.staffId}` : actor.kind);
const emailOf = (actor: Actor) => (actor.kind === 'staff' ? actor.email : null);

/** 422 per field, in Japanese: a period that ends before it starts, an unknown channel, the kind's own. */
async function requireValid(tx: Tx, kind: ManagedKind, fields: Fields, id: number | null) {
  const errors: FieldErrors = { ...(await kind.check?.(tx, fields, id)) };
  const from = (fields.publish_from as string | null) ?? null;
  if (periodReversed(from, (fields.publish_to as string | null) ?? null)) {
    errors.publish_to = [M.publishOrder];
  }
  const channel = fields.channel_id;
  if (typeof channel === 'string' && !(await channelExists(tx, channel))) {
    errors.channel_id = [M.channelUnknown];
  }
  if (Object.keys(errors).length) throw new ApiException(422, ERROR_CODES.validation, errors);
}

/** The channels a change shows on: both the old and the new channel, or every one (null). */
function channelsOf(...rows: (ContentRow | undefined)[]): string[] | null {
  const ids = rows.filter((r): r is ContentRow => r !== undefined).map((r) => r.channelId);
  return ids.some((id) => id === null) ? null : (ids as string[]);
}

/** Records the change (its channels' sites go stale) and the audit row of one write. */
async function recordWrite(
  tx: Tx,
  actor: Actor,
  kind: ManagedKind,
  write: {
    action: string;
    id: number;
    before: ContentRow | undefined;
    after: ContentRow | undefined;
  },
): Promise<RecordedChange[]> {
  const before = write.before ? kind.read(write.before) : {};
  const after = write.after ? kind.read(write.after) : {};
  const changed = changedFields(before, after);
  const pick = (f: Fields) => Object.fromEntries(changed.map((k) => [k, f[k] ?? null]));
  await recordAudit(tx, actor, {
    action: `content.${kind.name}.${write.action}`,
    recordType: kind.name,
    recordId: String(write.id),
    before: write.before ? pick(before) : null,
    after: write.after ? pick(after) : null,
  });
  const channels = channelsOf(write.before, write.after);
  if (write.after) await enqueueContentBoundaries(tx, kind, write.after);
  return recordContentChange(tx, { kind: kind.changeKind, key: String(write.id), channels });
}

/** Creates a record (version 1, last in its list) in one transaction with its audit row. */
export async function createContent(db: Db, actor: Actor, kind: ManagedKind, fields: Fields) {
  return db.transaction(async (tx): Promise<ContentOutcome> => {
    await requireValid(tx, kind, fields, null);
    const row = await saveRelated(
      tx,
      kind,
      await insertRecord(tx, kind, kind.write(fields)),
      fields,
    );
    const snapshot = kind.read(row);
    await keepVersion(tx, {
      kind: kind.name,
      recordId: row.id,
      version: 1,
      snapshot,
      savedBy: savedBy(actor),
      savedByEmail: emailOf(actor),
    });
    const changes = await recordWrite(tx, actor, kind, {
      action: 'create',
      id: row.id,
      before: undefined,
      after: row,
    });
    return { kind: 'saved', item: toItem(kind, row), changes };
  });
}

/** The fields a stale save could not know about: changed since its version, else those it sends. */
async function staleFields(tx: Tx, kind: ManagedKind, row: ContentRow, body: Fields) {
  const current = kind.read(row);
  const base = await keptVersion(tx, kind.name, row.id, Number(body.version));
  if (base) return changedFields(base.snapshot, current);
  return Object.keys(body).filter(
    (k) => k !== 'version' && JSON.stringify(current[k]) !== JSON.stringify(body[k]),
  );
}

/** The locked record or a Japanese 404. */
async function requireRecord(tx: Tx, kind: ManagedKind, id: number): Promise<ContentRow> {
  const row = await findRecord(tx, kind, id, true);
  if (!row) throw new ApiException(404, ERROR_CODES.notFound, undefined, M.notFound);
  return row;
}

/**
 * Saves a record based on `body.version` (a stale save is refused with what changed), the fields
 * it leaves out kept. The versions before and after, the change and the audit row in one transaction.
 */
export async function saveContent(
  db: Db,
  actor: Actor,
  kind: ManagedKind,
  id: number,
  body: Fields,
  action = 'update',
) {
  return db.transaction(async (tx): Promise<ContentOutcome> => {
    const row = await requireRecord(tx, kind, id);
    if (body.version !== row.version) {
      return {
        kind: 'conflict',
        current: toItem(kind, row),
        changedFields: await staleFields(tx, kind, row, body),
      };
    }
    const { version: _, ...sent } = body;
    const fields = { ...kind.read(row), ...sent };
    await requireValid(tx, kind, fields, id);
    await keepVersion(tx, {
      kind: kind.name,
      recordId: id,
      version: row.version,
      snapshot: kind.read(row),
      savedBy: 'earlier',
    });
    const updated = await updateRecord(tx, kind, id, kind.write(fields), row.version + 1);
    const written = await saveRelated(tx, kind, updated, fields);
    await keepVersion(tx, {
      kind: kind.name,
      recordId: id,
      version: written.version,
      snapshot: kind.read(written),
      savedBy: savedBy(actor),
      savedByEmail: emailOf(actor),
    });
    const changes = await recordWrite(tx, actor, kind, { action, id, before: row, after: written });
    return { kind: 'saved', item: toItem(kind, written), changes };
  });
}

/** Puts a kept version's fields back as a new version (based on the current `version`). */
export async function restoreContent(
  db: Db,
  actor: Actor,
  kind: ManagedKind,
  id: number,
  restored: number,
  version: number,
) {
  const kept = await keptVersion(db, kind.name, id, restored);
  if (!kept) throw new ApiException(404, ERROR_CODES.notFound, undefined, M.versionUnknown);
  return saveContent(db, actor, kind, id, { ...kept.snapshot, version }, 'restore');
}

/** Deletes a record based on `version` (stale: refused with what changed). */
export async function removeContent(
  db: Db,
  actor: Actor,
  kind: ManagedKind,
  id: number,
  version: number,
) {
  return db.transaction(async (tx): Promise<ContentOutcome> => {
    const row = await requireRecord(tx, kind, id);
    if (version !== row.version) {
      return {
        kind: 'conflict',
        current: toItem(kind, row),
        changedFields: await staleFields(tx, kind, row, { version }),
      };
    }
    const refusal = await kind.removable?.(tx, id);
    if (refusal) throw new ApiException(422, ERROR_CODES.validation, { id: [refusal] }, refusal);
    await deleteRecord(tx, kind, id);
    const changes = await recordWrite(tx, actor, kind, {
      action: 'delete',
      id,
      before: row,
      after: undefined,
    });
    return { kind: 'saved', item: null, changes };
  });
}

/** Puts one channel's list in the order given (every record of it once, 422 otherwise). */
export async function reorderContent(
  db: Db,
  actor: Actor,
  kind: ManagedKind,
  channel: string | null,
  ids: number[],
) {
  return db.transaction(async (tx): Promise<RecordedChange[]> => {
    const rows = await listRecords(tx, kind, channel ?? undefined);
    const order = fullOrder(
      rows.map((r) => r.id),
      ids,
    );
    if (!order) throw new ApiException(422, ERROR_CODES.validation, { ids: [M.orderIncomplete] });
    await renumberRecords(tx, kind, order);
    await recordAudit(tx, actor, {
      action: `content.${kind.name}.order`,
      recordType: kind.name,
      recordId: channel,
      before: { ids: rows.map((r) => r.id) },
      after: { ids: order },
    });
    return recordContentChange(tx, {
      kind: kind.changeKind,
      key: 'order',
      channels: channel ? [channel] : null,
    });
  });
}

/**
 * Saves `fields` as a record of `name` inside the caller's transaction (a draft preview's, which
 * always rolls back): a new record when `id` is null, else over the current version whatever the
 * form started from (a preview shows, never overwrites). The same checks and 422s as a save; the
 * record's id.
 */
export async function saveDraftIn(
  tx: Tx,
  actor: Actor,
  name: ContentKindName,
  id: number | null,
  fields: Fields,
): Promise<number> {
  const kind = MANAGED_KINDS[name];
  // A nested transaction is a savepoint inside the caller's.
  const db = tx as unknown as Db;
  if (id === null) {
    const created = await createContent(db, actor, kind, fields);
    if (created.kind !== 'saved' || !created.item) throw new Error('a draft was not created');
    return created.item.id;
  }
  const row = await requireRecord(tx, kind, id);
  const saved = await saveContent(db, actor, kind, id, { ...fields, version: row.version });
  if (saved.kind === 'conflict') throw new ApiException(409, ERROR_CODES.versionConflict);
  return id;
}
