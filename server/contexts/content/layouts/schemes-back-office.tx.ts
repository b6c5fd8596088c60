import { LAYOUT_ADMIN_MESSAGES as A } from '../../../../contract/content/content.messages';
import type { AdminColorScheme } from '../../../../contract/content/layouts-admin.schema';
import type { SchemeCreate } from '../../../../contract/content/layouts-back-office.schema';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import type { Db, Tx } from '../../../db/client';
import type { colorSchemes } from '../../../db/schema/index';
import { ApiException } from '../../../http/errors';
import type { Actor } from '../../../http/types';
import { recordAudit } from '../../platform/api';
import { schemeColorErrors, toAdminColorScheme } from './layouts.model';
import {
  channelExists,
  deleteColorScheme,
  findColorScheme,
  findSelectedColorScheme,
  insertColorScheme,
  lockColorSchemes,
  markSelected,
} from './layouts.queries';
import { recordSchemeChange } from './layouts.tx';
import {
  invalid,
  type LayoutOutcome,
  recordWrite,
  schemeFields,
  VERSION_KINDS,
} from './layouts-back-office.tx';

type SchemeRow = typeof colorSchemes.$inferSelect;

const notFound = () => new ApiException(404, ERROR_CODES.notFound, undefined, A.schemeNotFound);

/**
 * Adds a colour scheme to a channel, not selected (the storefront's look stays as it is): 422 in
 * Japanese for an unknown channel or unreadable colours. The scheme, its first kept version and
 * the audit row in one transaction.
 */
export async function createScheme(
  db: Db,
  actor: Actor,
  body: SchemeCreate,
): Promise<AdminColorScheme> {
  const errors = schemeColorErrors(body.colors);
  if (errors) throw invalid(errors);
  const { channel_id: channelId, ...fields } = body;
  return db.transaction(async (tx) => {
    if (!(await channelExists(tx, channelId))) throw invalid({ channel_id: [A.channelUnknown] });
    const row = await insertColorScheme(tx, channelId, fields, new Date());
    if (!row) throw new Error('colour scheme not inserted');
    await recordWrite(tx, actor, {
      kind: VERSION_KINDS.scheme,
      action: 'create',
      id: row.id,
      versions: [0, row.version],
      before: null,
      after: schemeFields(row),
    });
    return toAdminColorScheme(row);
  });
}

/**
 * Scheme `id` once every scheme of its channel is locked (so choices and deletions in one channel
 * run one after the other), read again under the lock; a Japanese 404 when there is none.
 */
async function lockedScheme(tx: Tx, id: number) {
  const scheme = await findColorScheme(tx, null, id);
  if (!scheme) throw notFound();
  await lockColorSchemes(tx, scheme.channelId);
  const row = await findColorScheme(tx, scheme.channelId, id);
  if (!row) throw notFound();
  return row;
}

/** The answer to a choice or deletion based on a version the scheme no longer has. */
const stale = (row: SchemeRow): LayoutOutcome<AdminColorScheme> => ({
  kind: 'conflict',
  current: toAdminColorScheme(row),
  changedFields: ['version'],
});

/**
 * Makes scheme `id` the one its channel's storefront shows, based on the scheme's `version` as the
 * screen showed it (409 when its settings changed since, so nobody publishes colours unseen). The
 * channel's schemes are locked first, so two choices at once run one after the other; the
 * selection, its audit row (which scheme was shown before and after) and the change record (the
 * channel's site rebuilds) in one transaction. Choosing the scheme already shown changes nothing.
 */
export async function selectScheme(
  db: Db,
  actor: Actor,
  id: number,
  version: number,
): Promise<LayoutOutcome<AdminColorScheme>> {
  return db.transaction(async (tx) => {
    const row = await lockedScheme(tx, id);
    if (row.version !== version) return stale(row);
    const shown = await findSelectedColorScheme(tx, row.channelId);
    if (shown?.id === id && row.isSelected) {
      return { kind: 'saved', item: toAdminColorScheme(row), changes: [] };
    }
    await markSelected(tx, row.channelId, id, new Date());
    await recordAudit(tx, actor, {
      action: `${VERSION_KINDS.scheme}.select`,
      recordType: VERSION_KINDS.scheme,
      recordId: String(id),
      before: { channel_id: row.channelId, selected_scheme_id: shown?.id ?? null },
      after: { channel_id: row.channelId, selected_scheme_id: id },
    });
    const changes = await recordSchemeChange(tx, row);
    const after = await findColorScheme(tx, row.channelId, id);
    if (!after) throw notFound();
    return { kind: 'saved', item: toAdminColorScheme(after), changes };
  });
}

/**
 * Deletes scheme `id`, based on its `version` as the screen showed it (409 when it changed since).
 * The selected scheme is refused (422: the storefront would have none to show); a scheme with a
 * period rebuilds its channel (it may be the one shown now). Its kept versions stay for the audit
 * log; its booked boundaries find it gone and do nothing. The audit row holds what it was.
 */
export async function deleteScheme(
  db: Db,
  actor: Actor,
  id: number,
  version: number,
): Promise<LayoutOutcome<AdminColorScheme>> {
  return db.transaction(async (tx) => {
    const row = await lockedScheme(tx, id);
    if (row.version !== version) return stale(row);
    if (row.isSelected) throw invalid({ id: [A.schemeSelectedUndeletable] });
    await deleteColorScheme(tx, id);
    await recordAudit(tx, actor, {
      action: `${VERSION_KINDS.scheme}.delete`,
      recordType: VERSION_KINDS.scheme,
      recordId: String(id),
      before: { channel_id: row.channelId, ...schemeFields(row) },
      after: null,
    });
    const seasonal = row.publishFrom !== null || row.publishTo !== null;
    const changes = seasonal ? await recordSchemeChange(tx, row) : [];
    return { kind: 'saved', item: toAdminColorScheme(row), changes };
  });
}
