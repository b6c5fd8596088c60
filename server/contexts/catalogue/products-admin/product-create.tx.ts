import { eq } from 'drizzle-orm';
import { BACK_OFFICE_CATALOGUE_MESSAGES as C } from '../../../../contract/catalog/back-office-catalogue.messages';
import { PRODUCT_KEY_PATTERN } from '../../../../contract/catalog/back-office-catalogue.schema';
import type {
  AdminProduct,
  AdminProductCreate,
} from '../../../../contract/catalog/back-office-products.schema';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import type { Db, Tx } from '../../../db/client';
import { recordContentChange } from '../../../db/content-version';
import { type products, productTags } from '../../../db/schema/index';
import { ApiException } from '../../../http/errors';
import type { Actor } from '../../../http/types';
import { recordAudit } from '../../platform/api';
import { reindexProducts } from '../catalog/index';
import { snapshotOf, toAdminProduct } from './product-record.model';
import {
  keepVersion,
  productByKey,
  productParts,
  setProductChannels,
} from './product-record.queries';
import { checkReferences, columnsOf, savedBy } from './product-save.tx';
import { writeVariants } from './product-variants.tx';
import { enqueueProductBoundaries } from './product-window.tx';
import { codeTaken, insertProduct, keyTaken } from './product-write.queries';

/** Inserts a product from a checked body in the caller's transaction: version 1, indexed, audited. */
async function insertWhole(
  tx: Tx,
  actor: Actor,
  body: AdminProductCreate,
  audit: { action: string; from?: string },
  copied: { columns?: Partial<typeof products.$inferInsert>; tagIds?: number[] } = {},
): Promise<AdminProduct> {
  const errors: Record<string, string[]> = {};
  if (await keyTaken(tx, body.product_key)) errors.product_key = [C.keyTaken];
  if (await codeTaken(tx, body.code)) errors.code = [C.codeTaken];
  if (Object.keys(errors).length) throw new ApiException(422, ERROR_CODES.validation, errors);
  const row = await insertProduct(tx, {
    key: body.product_key,
    name: body.name,
    code: body.code,
    price: body.product_price,
    taxRate: body.tax_rate,
    ...copied.columns,
    ...columnsOf({ ...body, version: 1 }),
  });
  await checkReferences(tx, row, { ...body, version: 1 });
  await enqueueProductBoundaries(tx, row);
  await writeVariants(tx, row.id, [], body.variants ?? [], []);
  if (body.channels) await setProductChannels(tx, row.id, [...new Set(body.channels)]);
  const tagIds = copied.tagIds ?? [];
  if (tagIds.length) {
    await tx.insert(productTags).values(tagIds.map((tagId) => ({ productId: row.id, tagId })));
  }
  const product = toAdminProduct(await productParts(tx, row));
  await keepVersion(tx, {
    productId: row.id,
    version: 1,
    snapshot: snapshotOf(product),
    savedBy: savedBy(actor),
    savedByEmail: actor.kind === 'staff' ? actor.email : null,
  });
  await reindexProducts(tx, [row.id]);
  await recordContentChange(tx, { kind: 'product', key: row.key, channels: product.channels });
  await recordAudit(tx, actor, {
    action: audit.action,
    recordType: 'products',
    recordId: row.key,
    before: audit.from ? { copied_from: audit.from } : null,
    after: snapshotOf(product),
  });
  return product;
}

/** Creates a product with its variants in one transaction (422 per field, nothing half-saved). */
export function createProduct(db: Db, actor: Actor, body: AdminProductCreate) {
  return db.transaction((tx) => insertWhole(tx, actor, body, { action: 'product.create' }));
}

/** The first of `base-copy`, `base-copy-2`… that `taken` refuses, within the key's length. */
async function firstFree(
  base: string,
  suffix: string,
  taken: (candidate: string) => Promise<boolean>,
) {
  for (let n = 1; n < 100; n++) {
    const tail = n === 1 ? suffix : `${suffix}-${n}`;
    const candidate = `${base.slice(0, 64 - tail.length)}${tail}`;
    if (!(await taken(candidate))) return candidate;
  }
  throw new Error(`no free copy name for ${base}`);
}

/**
 * Duplicates a product: a new hidden product named 「…（コピー）」 with a new key and code, the
 * same fields, tags and size table, and its variants with stock 0 (no images: they belong to
 * their product's folder). Answers undefined when there is no such product.
 */
export function duplicateProduct(db: Db, actor: Actor, key: string) {
  return db.transaction(async (tx) => {
    const source = await productByKey(tx, key);
    if (!source) return undefined;
    const parts = await productParts(tx, source);
    const from = toAdminProduct(parts);
    // The copy's key is cut to fit; a source key outside the pattern (older data) starts anew.
    const keyBase = PRODUCT_KEY_PATTERN.test(`${source.key.slice(0, 40)}-copy`)
      ? source.key
      : 'product';
    const body: AdminProductCreate = {
      product_key: await firstFree(keyBase, '-copy', (k) => keyTaken(tx, k)),
      code: await firstFree(source.code, '-COPY', (c) => codeTaken(tx, c)),
      name: `${from.name}${C.copySuffix}`.slice(0, 200),
      description: from.description,
      product_price: from.product_price,
      before_price: from.before_price,
      tax_rate: from.tax_rate === 8 ? 8 : 10,
      is_show_product: false,
      is_age_restricted: from.is_age_restricted,
      category_id: from.category_id,
      brand_id: from.brand_id,
      maker_id: from.maker_id,
      channels: from.channels,
      variants: from.variants
        .filter((variant) => !variant.is_hidden)
        .map(({ code, name, colour, size }) => ({ code, name, colour, size, stock: 0 })),
    };
    const tags = await tx
      .select({ tagId: productTags.tagId })
      .from(productTags)
      .where(eq(productTags.productId, source.id));
    return insertWhole(
      tx,
      actor,
      body,
      { action: 'product.duplicate', from: key },
      {
        columns: { summary: source.summary, sizeTable: source.sizeTable },
        tagIds: tags.map((t) => t.tagId),
      },
    );
  });
}
