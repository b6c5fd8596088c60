import { BACK_OFFICE_CATALOGUE_MESSAGES as M } from '../../../../contract/catalog/back-office-catalogue.messages';
import type {
  TaxonomyCreate,
  TaxonomyItem,
  TaxonomyPatch,
} from '../../../../contract/catalog/back-office-catalogue.schema';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import type { Db, Tx } from '../../../db/client';
import { recordContentChange } from '../../../db/content-version';
import { ApiException } from '../../../http/errors';
import type { Actor } from '../../../http/types';
import { keptVersion, recordAudit } from '../../platform/api';
import { reindexProducts } from '../catalog/index';
import { movesIntoItself, RECORD_NAMES, subtreeIds, type TaxonomyKind } from './taxonomy.model';
import {
  categoryPairs,
  deleteTaxonomy,
  insertTaxonomy,
  productIdsUsing,
  taxonomyById,
  taxonomyInUse,
  taxonomyKeyTaken,
  taxonomyList,
  updateTaxonomy,
} from './taxonomy.queries';
import {
  keepPageChange,
  type PageKind,
  pageConflict,
  pageVersionKind,
  type TaxonomyOutcome,
} from './taxonomy-page.tx';

const invalid = (field: string, message: string) =>
  new ApiException(422, ERROR_CODES.validation, { [field]: [message] });

/** 422 unless `parentId` is a product category outside `id`'s own subtree. */
async function checkParent(tx: Tx, id: number | null, parentId: number | null | undefined) {
  if (parentId === undefined || parentId === null) return;
  const pairs = await categoryPairs(tx);
  if (!pairs.some((pair) => pair.id === parentId)) throw invalid('parent_id', M.parentUnknown);
  if (id !== null && movesIntoItself(pairs, id, parentId)) {
    throw invalid('parent_id', M.parentCycle);
  }
}

/** The record as the list shows it. */
async function itemOf(tx: Tx, kind: TaxonomyKind, id: number): Promise<TaxonomyItem> {
  const item = (await taxonomyList(tx, kind)).find((row) => row.id === id);
  if (!item) throw new Error(`${kind} ${id} missing`);
  return item;
}

/** After a write: every channel's pages that list the kind are stale; audited in the same transaction. */
async function recordChange(
  tx: Tx,
  actor: Actor,
  kind: TaxonomyKind,
  action: string,
  change: { key: string; before: TaxonomyItem | null; after: TaxonomyItem | null },
) {
  const name = RECORD_NAMES[kind];
  await recordContentChange(tx, { kind: name, key: change.key, channels: null });
  await recordAudit(tx, actor, {
    action: `${name}.${action}`,
    recordType: kind,
    recordId: change.key,
    before: change.before,
    after: change.after,
  });
}

/** Creates a category, brand or maker (422 for a taken key or an unknown parent). */
export function createTaxonomy(db: Db, actor: Actor, kind: TaxonomyKind, body: TaxonomyCreate) {
  return db.transaction(async (tx) => {
    if (await taxonomyKeyTaken(tx, kind, body.key)) throw invalid('key', M.taxonomyKeyTaken);
    if (kind === 'categories') await checkParent(tx, null, body.parent_id);
    const id = await insertTaxonomy(tx, kind, {
      key: body.key,
      name: body.name,
      kana: body.kana,
      description: body.description,
      parentId: body.parent_id,
      sort: body.sort ?? 0,
    });
    const after = await itemOf(tx, kind, id);
    await recordChange(tx, actor, kind, 'create', { key: body.key, before: null, after });
    return after;
  });
}

const dateOf = (text: string | null | undefined) =>
  text === undefined ? undefined : text === null ? null : new Date(text);

/** 422 when a page's period would end before (or when) it starts, as the change leaves it. */
function checkWindow(
  row: { publishFrom: Date | null; publishTo: Date | null },
  body: TaxonomyPatch,
) {
  const from = body.publish_from === undefined ? row.publishFrom : dateOf(body.publish_from);
  const to = body.publish_to === undefined ? row.publishTo : dateOf(body.publish_to);
  if (from && to && to <= from) throw invalid('publish_to', M.publishOrder);
}

/** The values a change writes (brands, makers: their page's display and period too). */
const valuesOf = (body: TaxonomyPatch) => ({
  name: body.name,
  kana: body.kana,
  description: body.description,
  parentId: body.parent_id,
  sort: body.sort,
  isShow: body.is_show === undefined ? undefined : body.is_show ? 1 : 0,
  publishFrom: dateOf(body.publish_from),
  publishTo: dateOf(body.publish_to),
});

/**
 * Renames, moves (categories: never under itself), reorders a record or changes a brand's or
 * maker's page (its text, display and publish period, shown on its shop pages; its products are
 * sold either way). A page change based on a stale `version` changes nothing and answers what
 * changed; otherwise it keeps the page's versions and books the rebuilds at its period's
 * boundaries. The products filed under it (a category's subtree) are reindexed, as their search
 * text carries its name. Undefined when there is no such record.
 */
export function patchTaxonomy(
  db: Db,
  actor: Actor,
  kind: TaxonomyKind,
  id: number,
  body: TaxonomyPatch,
  action = 'update',
): Promise<TaxonomyOutcome | undefined> {
  return db.transaction(async (tx) => {
    const row = await taxonomyById(tx, kind, id);
    if (!row) return undefined;
    const before = await itemOf(tx, kind, id);
    if (kind === 'categories') await checkParent(tx, id, body.parent_id);
    else {
      if (body.version !== undefined && body.version !== row.version) {
        return pageConflict(tx, kind, before, body.version);
      }
      checkWindow(row, body);
    }
    await updateTaxonomy(tx, kind, id, valuesOf(body));
    const after = await itemOf(tx, kind, id);
    const ids = kind === 'categories' ? subtreeIds(await categoryPairs(tx), id) : [id];
    await reindexProducts(tx, await productIdsUsing(tx, kind, ids));
    if (kind !== 'categories') await keepPageChange(tx, actor, kind, { before, after });
    await recordChange(tx, actor, kind, action, { key: row.key, before, after });
    return { kind: 'saved', item: after };
  });
}

/** Puts a brand's or maker's kept page version `n` back as its next version (an undo), based on `version`. */
export async function restoreTaxonomyPage(
  db: Db,
  actor: Actor,
  kind: PageKind,
  id: number,
  n: number,
  version: number,
): Promise<TaxonomyOutcome | undefined> {
  const kept = await keptVersion(db, pageVersionKind(kind), id, n);
  if (!kept) throw new ApiException(404, ERROR_CODES.notFound, undefined, M.versionUnknown);
  const page = kept.snapshot as Partial<TaxonomyPatch>;
  const body: TaxonomyPatch = {
    name: page.name,
    kana: page.kana,
    description: page.description,
    is_show: page.is_show,
    publish_from: page.publish_from ?? null,
    publish_to: page.publish_to ?? null,
    version,
  };
  return patchTaxonomy(db, actor, kind, id, body, 'restore');
}

/** Deletes a record nothing uses (422 otherwise); answers false when there is no such record. */
export function removeTaxonomy(db: Db, actor: Actor, kind: TaxonomyKind, id: number) {
  return db.transaction(async (tx) => {
    const row = await taxonomyById(tx, kind, id);
    if (!row) return false;
    if (await taxonomyInUse(tx, kind, id)) throw invalid('id', M.inUse);
    const before = await itemOf(tx, kind, id);
    await deleteTaxonomy(tx, kind, id);
    await recordChange(tx, actor, kind, 'delete', { key: row.key, before, after: null });
    return true;
  });
}
