import { BACK_OFFICE_CATALOGUE_MESSAGES as C } from '../../../../contract/catalog/back-office-catalogue.messages';
import { BACK_OFFICE_PRODUCT_MESSAGES as M } from '../../../../contract/catalog/back-office-products.messages';
import type {
  AdminProduct,
  AdminProductSave,
} from '../../../../contract/catalog/back-office-products.schema';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import type { Db, Tx } from '../../../db/client';
import { type RecordedChange, recordContentChange } from '../../../db/content-version';
import { ApiException } from '../../../http/errors';
import type { Actor } from '../../../http/types';
import { sanitizeRichHtml } from '../../../services/sanitize';
import { recordAudit } from '../../platform/api';
import { reindexProducts } from '../catalog/index';
import { changedFields, snapshotOf, toAdminProduct } from './product-record.model';
import {
  existingIds,
  keepVersion,
  keptVersion,
  knownChannels,
  productByKey,
  productParts,
  setProductChannels,
  writeProduct,
} from './product-record.queries';
import { checkVariants, writeVariants } from './product-variants.tx';
import { enqueueProductBoundaries } from './product-window.tx';
import { codeTaken } from './product-write.queries';

/** What a save came to: saved, or refused because someone saved a newer version first. */
export type SaveOutcome =
  | { kind: 'saved'; product: AdminProduct; changes: RecordedChange[] }
  | { kind: 'conflict'; current: AdminProduct; changedFields: string[] };

/** How a version names who saved it. */
export const savedBy = (actor: Actor) =>
  actor.kind === 'staff' ? `staff:${actor.staffId}` : actor.kind;

/** The product columns a save sets (only the fields it names); the description is stored sanitised. */
export function columnsOf(body: AdminProductSave) {
  return {
    ...(body.name === undefined ? {} : { name: body.name }),
    ...(body.code === undefined ? {} : { code: body.code }),
    ...(body.description === undefined ? {} : { detailHtml: sanitizeRichHtml(body.description) }),
    ...(body.product_price === undefined ? {} : { price: body.product_price }),
    ...(body.before_price === undefined ? {} : { beforePrice: body.before_price }),
    ...(body.tax_rate === undefined ? {} : { taxRate: body.tax_rate }),
    ...(body.is_show_product === undefined ? {} : { isShow: body.is_show_product }),
    ...(body.is_age_restricted === undefined ? {} : { isAgeRestricted: body.is_age_restricted }),
    ...(body.category_id === undefined ? {} : { categoryId: body.category_id }),
    ...(body.brand_id === undefined ? {} : { brandId: body.brand_id }),
    ...(body.maker_id === undefined ? {} : { makerId: body.maker_id }),
    ...(body.publish_from === undefined ? {} : { publishFrom: dateOrNull(body.publish_from) }),
    ...(body.publish_to === undefined ? {} : { publishTo: dateOrNull(body.publish_to) }),
  };
}

const dateOrNull = (text: string | null) => (text === null ? null : new Date(text));

/** Whether a publish window, as it will be after the save, ends before it starts. */
function windowReversed(
  row: { publishFrom: Date | null; publishTo: Date | null },
  body: AdminProductSave,
) {
  const from = body.publish_from === undefined ? row.publishFrom : dateOrNull(body.publish_from);
  const to = body.publish_to === undefined ? row.publishTo : dateOrNull(body.publish_to);
  return from !== null && to !== null && to <= from;
}

/**
 * 422 per field when a save names a category, brand, maker, channel or variant that does not
 * exist, another product's code, bad variants or a reversed publish window. Answers the
 * product's variants, locked (see `checkVariants`).
 */
export async function checkReferences(
  tx: Tx,
  product: { id: number; publishFrom: Date | null; publishTo: Date | null },
  body: AdminProductSave,
) {
  const productId = product.id;
  const errors: Record<string, string[]> = {};
  if (body.code !== undefined && (await codeTaken(tx, body.code, productId))) {
    errors.code = [C.codeTaken];
  }
  if (windowReversed(product, body)) errors.publish_to = [C.publishOrder];
  for (const kind of ['category', 'brand', 'maker'] as const) {
    const id = body[`${kind}_id`];
    if (typeof id === 'number' && !(await existingIds(tx, kind, id))) {
      errors[`${kind}_id`] = [M.referenceUnknown];
    }
  }
  if (body.channels) {
    const known = await knownChannels(tx, body.channels);
    if (known.length !== new Set(body.channels).size) errors.channels = [M.channelUnknown];
  }
  // The order decision's row locks: a stock edit waits for an order taking stock, never loses it.
  const removed = body.removed_variant_ids ?? [];
  const { stored, problem } = await checkVariants(tx, productId, body.variants ?? [], removed);
  if (problem) errors.variants = [problem];
  if (Object.keys(errors).length) throw new ApiException(422, ERROR_CODES.validation, errors);
  return stored;
}

/** The fields a stale save cannot know about: changed since its version, or that it would overwrite. */
async function conflictFields(
  tx: Tx,
  id: number,
  current: AdminProduct,
  body: AdminProductSave,
): Promise<string[]> {
  const base = await keptVersion(tx, id, body.version);
  if (base) return changedFields(base.snapshot, snapshotOf(current));
  const sent = Object.keys(body).filter((key) => key !== 'version');
  const now = snapshotOf(current);
  return sent.filter(
    (key) => JSON.stringify(now[key]) !== JSON.stringify(body[key as keyof AdminProductSave]),
  );
}

/**
 * Saves a product in one transaction: refused (conflict) unless based on its current version;
 * the version before and after kept, the channels that sold or now sell it recorded as changed
 * (their sites rebuild), and the change written to the audit log, all or nothing.
 */
export async function saveProduct(
  db: Db,
  actor: Actor,
  key: string,
  body: AdminProductSave,
  action = 'product.update',
): Promise<SaveOutcome> {
  return db.transaction((tx) => saveProductIn(tx, actor, key, body, action));
}

/** `saveProduct` inside the caller's transaction (a scheduled change locks its row in the same one). */
export async function saveProductIn(
  tx: Tx,
  actor: Actor,
  key: string,
  body: AdminProductSave,
  action = 'product.update',
): Promise<SaveOutcome> {
  const row = await productByKey(tx, key, true);
  if (!row) throw new ApiException(404, ERROR_CODES.catalogProductNotFound);
  const before = toAdminProduct(await productParts(tx, row));
  if (body.version !== row.version) {
    return {
      kind: 'conflict',
      current: before,
      changedFields: await conflictFields(tx, row.id, before, body),
    };
  }
  const stored = await checkReferences(tx, row, body);
  await keepVersion(tx, {
    productId: row.id,
    version: row.version,
    snapshot: snapshotOf(before),
    savedBy: 'earlier',
  });
  const removed = body.removed_variant_ids ?? [];
  await writeVariants(tx, row.id, stored, body.variants ?? [], removed);
  if (body.channels) await setProductChannels(tx, row.id, [...new Set(body.channels)]);
  const written = await writeProduct(tx, row.id, columnsOf(body), row.version + 1);
  await enqueueProductBoundaries(tx, written);
  const after = toAdminProduct(await productParts(tx, written));
  await reindexProducts(tx, [row.id]);
  await keepVersion(tx, {
    productId: row.id,
    version: written.version,
    snapshot: snapshotOf(after),
    savedBy: savedBy(actor),
    savedByEmail: actor.kind === 'staff' ? actor.email : null,
  });
  const channels = [...new Set([...before.channels, ...after.channels])];
  const changes = await recordContentChange(tx, { kind: 'product', key: row.key, channels });
  const changed = changedFields(snapshotOf(before), snapshotOf(after));
  const pick = (p: AdminProduct) => Object.fromEntries(changed.map((f) => [f, snapshotOf(p)[f]]));
  await recordAudit(tx, actor, {
    action,
    recordType: 'products',
    recordId: row.key,
    before: pick(before),
    after: pick(after),
  });
  return { kind: 'saved', product: after, changes };
}
