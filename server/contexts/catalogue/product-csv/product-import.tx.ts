import { randomUUID } from 'node:crypto';
import type { Db, Tx } from '../../../db/client';
import { recordContentChanges } from '../../../db/content-version';
import type { products } from '../../../db/schema/index';
import type { Actor } from '../../../http/types';
import { sanitizeRichHtml } from '../../../services/sanitize';
import { recordAudit } from '../../platform/api';
import { reindexProducts, touchSearchRows } from '../catalog/index';
import { type ProductParts, snapshotOf, toAdminProduct } from '../products-admin/index';
import { PRODUCT_CSV_HEADERS as H, PRODUCT_CSV_MESSAGES as M } from './product-csv.messages';
import {
  addError,
  type CsvColumn,
  type CsvProductGroup,
  keyFromCode,
  type RowErrors,
} from './product-csv.model';
import {
  batches,
  insertProducts,
  keepVersions,
  productPartsOf,
  productsByCodes,
  referenceIdsByName,
  replaceChannels,
  takenKeys,
  type UpdatedColumn,
  updateProducts,
  upsertVariants,
  variantCodesOf,
} from './product-csv.queries';

type ProductColumns = Partial<typeof products.$inferInsert>;

/** One product of a checked import: the row it updates (none: created) and the columns it sets. */
type PlannedProduct = {
  group: CsvProductGroup;
  existing: { id: number; key: string } | null;
  columns: ProductColumns;
};

/** The product columns the shop's search reads that an import can set. */
const SEARCHED = ['name', 'detailHtml', 'categoryId', 'brandId', 'makerId'] as const;

/**
 * Whether an import changes what the shop's search reads of a product: a new product, a new
 * value of a searched column, or a new variant code (a file exported and read back with new
 * prices changes none, and its 10,000 products need no new search rows).
 */
function searchedTextChanges(planned: PlannedProduct, before: ProductParts | undefined): boolean {
  if (!planned.existing || !before) return true;
  const { columns } = planned;
  if (SEARCHED.some((c) => columns[c] !== undefined && columns[c] !== before.row[c])) return true;
  const codes = new Set(before.variants.map((v) => v.code));
  return planned.group.variants.some((v) => !codes.has(v.code));
}

/** A checked import: what each product becomes, which columns the file has and which it sets. */
export type ImportPlan = {
  products: PlannedProduct[];
  columns: CsvColumn[];
  updatedColumns: UpdatedColumn[];
};

/** The product columns each CSV column sets (the same for every row of a file). */
const SETS: Partial<Record<CsvColumn, UpdatedColumn>> = {
  name: 'name',
  description: 'detailHtml',
  product_price: 'price',
  before_price: 'beforePrice',
  tax_rate: 'taxRate',
  is_show_product: 'isShow',
  is_age_restricted: 'isAgeRestricted',
  category: 'categoryId',
  brand: 'brandId',
  maker: 'makerId',
};

/** What an import did or would do. */
export type ImportSummary = { rows: number; updated: number; created: number };

const REFERENCES = { category: 'categoryId', brand: 'brandId', maker: 'makerId' } as const;

/** The product columns of a group, with the names of its category, brand and maker as ids. */
function columnsOf(group: CsvProductGroup, refs: Awaited<ReturnType<typeof referenceIdsByName>>) {
  const p = group.product;
  const columns: ProductColumns = {
    ...(p.name === undefined ? {} : { name: p.name }),
    ...(p.description === undefined ? {} : { detailHtml: sanitizeRichHtml(p.description) }),
    ...(p.product_price === undefined ? {} : { price: p.product_price }),
    ...(p.before_price === undefined ? {} : { beforePrice: p.before_price }),
    ...(p.tax_rate === undefined ? {} : { taxRate: p.tax_rate }),
    ...(p.is_show_product === undefined ? {} : { isShow: p.is_show_product }),
    ...(p.is_age_restricted === undefined ? {} : { isAgeRestricted: p.is_age_restricted }),
  };
  const errors: string[] = [];
  for (const kind of ['category', 'brand', 'maker'] as const) {
    const name = group.names[kind];
    if (name === undefined) continue;
    if (name === null) {
      columns[REFERENCES[kind]] = null;
      continue;
    }
    const id = refs[kind].get(name);
    if (id === undefined) errors.push(`${H[kind]}${M.unknownName}`);
    else if (id === null) errors.push(`${H[kind]}${M.ambiguousName}`);
    else columns[REFERENCES[kind]] = id;
  }
  for (const id of p.channels ?? []) {
    if (!refs.channels.has(id)) errors.push(`${H.channels}${M.unknownChannel(id)}`);
  }
  return { columns, errors };
}

/**
 * Checks an import's products against the shop: categories, brands, makers and channels by name,
 * products by 商品コード (two products with one code are refused), what a new product or variant
 * needs. `lock` takes the products' row locks (the import's own transaction).
 */
export async function planImport(
  db: Db | Tx,
  groups: CsvProductGroup[],
  columns: CsvColumn[],
  errors: RowErrors,
  lock = false,
): Promise<ImportPlan> {
  const refs = await referenceIdsByName(db);
  const found = await productsByCodes(
    db,
    groups.map((g) => g.code),
    lock,
  );
  const byCode = new Map<string, typeof found>();
  for (const row of found) byCode.set(row.code, [...(byCode.get(row.code) ?? []), row]);
  const variants = await variantCodesOf(
    db,
    found.map((r) => r.id),
  );
  const planned: PlannedProduct[] = [];
  for (const group of groups) {
    const matches = byCode.get(group.code) ?? [];
    if (matches.length > 1) {
      addError(errors, group.row, M.ambiguousCode(matches.map((m) => m.key).join(', ')));
      continue;
    }
    const { columns: set, errors: refErrors } = columnsOf(group, refs);
    for (const e of refErrors) addError(errors, group.row, e);
    const existing = matches[0] ?? null;
    if (!existing) {
      for (const need of ['name', 'product_price'] as const) {
        if (group.product[need] === undefined && !columns.includes(need)) {
          addError(errors, group.row, `${H[need]}${M.requiredForNew}`);
        }
      }
    }
    const known = existing ? variants.get(existing.id) : undefined;
    for (const variant of group.variants) {
      if (!known?.has(variant.code) && variant.name === undefined) {
        addError(errors, variant.row, `${H.variant_name}${M.nameForNewVariant}`);
      }
    }
    planned.push({
      group,
      existing: existing ? { id: existing.id, key: existing.key } : null,
      columns: set,
    });
  }
  const updatedColumns = columns.flatMap((c) => SETS[c] ?? []);
  return { products: planned, columns, updatedColumns };
}

/** Counts of an import plan. */
export function summaryOf(plan: ImportPlan, rows: number): ImportSummary {
  const updated = plan.products.filter((p) => p.existing).length;
  return { rows, updated, created: plan.products.length - updated };
}

/** Keys for the new products: from the code when free, else with a random suffix. */
async function newKeys(tx: Tx, planned: PlannedProduct[]): Promise<Map<PlannedProduct, string>> {
  const bases = planned.map((p) => keyFromCode(p.group.code) || 'product');
  const taken = await takenKeys(tx, bases);
  const keys = new Map<PlannedProduct, string>();
  planned.forEach((p, i) => {
    let key = bases[i] ?? 'product';
    while (taken.has(key)) key = `${bases[i]}-${randomUUID().slice(0, 8)}`;
    taken.add(key);
    keys.set(p, key);
  });
  return keys;
}

const savedBy = (actor: Actor) => (actor.kind === 'staff' ? `staff:${actor.staffId}` : actor.kind);

/**
 * Applies a checked import in the caller's transaction: new products inserted and existing ones
 * changed (their version moves on), variants created or changed by code, channels replaced; the
 * versions before and after kept, the channels that showed or now show each product recorded as
 * changed, search rows rewritten, and one audit row naming the counts and the codes.
 */
export async function applyImport(tx: Tx, actor: Actor, plan: ImportPlan): Promise<number[]> {
  const existing = plan.products.filter((p) => p.existing);
  const created = plan.products.filter((p) => !p.existing);
  const before = await productPartsOf(
    tx,
    existing.map((p) => p.existing?.id ?? 0),
  );
  const keys = await newKeys(tx, created);
  const ids = await insertProducts(
    tx,
    created.map((p) => ({
      key: keys.get(p) ?? '',
      code: p.group.code,
      name: '',
      price: 0,
      taxRate: 10,
      isShow: false,
      ...p.columns,
    })),
  );
  await updateProducts(
    tx,
    plan.updatedColumns,
    existing.map((p) => ({ id: p.existing?.id ?? 0, values: p.columns })),
  );
  const idOf = (p: PlannedProduct) => p.existing?.id ?? ids.get(keys.get(p) ?? '') ?? 0;
  await upsertVariants(
    tx,
    plan.products.flatMap((p) =>
      p.group.variants.map((v, sort) => ({
        productId: idOf(p),
        code: v.code,
        name: v.name ?? v.code,
        stock: v.stock ?? 0,
        sort,
      })),
    ),
    { name: plan.columns.includes('variant_name'), stock: plan.columns.includes('stock') },
  );
  if (plan.columns.includes('channels')) {
    await replaceChannels(
      tx,
      new Map(plan.products.map((p) => [idOf(p), p.group.product.channels ?? []])),
    );
  }
  const allIds = plan.products.map(idOf);
  const after = await productPartsOf(tx, allIds);
  const by = savedBy(actor);
  const email = actor.kind === 'staff' ? actor.email : null;
  const version = (parts: ProductParts, savedBy: string) => ({
    productId: parts.row.id,
    version: parts.row.version,
    snapshot: snapshotOf(toAdminProduct(parts)),
    savedBy,
    savedByEmail: savedBy === 'earlier' ? null : email,
  });
  await keepVersions(tx, [
    ...before.map((parts) => version(parts, 'earlier')),
    ...after.map((parts) => version(parts, by)),
  ]);
  const channelsBefore = new Map(before.map((parts) => [parts.row.id, parts.channels]));
  await recordContentChanges(
    tx,
    after.map((parts) => ({
      kind: 'product',
      key: parts.row.key,
      channels: [...(channelsBefore.get(parts.row.id) ?? []), ...parts.channels],
    })),
  );
  // Only products whose searched text may have changed are reindexed (a price-only file of 10,000
  // seeded products spent most of its time sending their unchanged documents); the rest are marked
  // current. 500 ids a call: one call with every id sends the whole list again with each batch.
  const beforeById = new Map(before.map((parts) => [parts.row.id, parts]));
  const reindexed: number[] = [];
  const kept: number[] = [];
  for (const p of plan.products) {
    (searchedTextChanges(p, beforeById.get(idOf(p))) ? reindexed : kept).push(idOf(p));
  }
  for (const part of batches(reindexed)) await reindexProducts(tx, part);
  for (const part of batches(kept)) await touchSearchRows(tx, part);
  await recordAudit(tx, actor, {
    action: 'product.import',
    recordType: 'products',
    recordId: null,
    after: {
      updated: existing.length,
      created: created.length,
      updated_codes: existing.map((p) => p.group.code),
      created_codes: created.map((p) => p.group.code),
    },
  });
  return allIds;
}
