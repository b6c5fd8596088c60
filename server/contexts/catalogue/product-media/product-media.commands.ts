import { fileTypeFromBuffer } from 'file-type';
import { PRODUCT_MEDIA_MESSAGES as M } from '../../../../contract/catalog/product-media.messages';
import {
  MAX_IMAGE_BYTES,
  MAX_IMAGES_PER_PRODUCT,
  type ProductImageItem,
  RELATION_KIND_NAMES,
  type Relations,
  type RelationsSave,
} from '../../../../contract/catalog/product-media.schema';
import { type ApiError, ERROR_CODES } from '../../../../contract/shared/error.schema';
import type { Db, Tx } from '../../../db/client';
import { recordContentChange } from '../../../db/content-version';
import { ApiException } from '../../../http/errors';
import type { Actor } from '../../../http/types';
import { recordAudit } from '../../platform/api';
import { makeRenditions, type Rendition, RenditionError } from './image-renditions';
import {
  isFullOrder,
  MAIN_WIDTH,
  renditionPath,
  sourceOf,
  toImageItem,
  uploadProblem,
} from './product-media.model';
import {
  appendImage,
  channelsOf,
  deleteImage,
  deleteUnusedRenditions,
  imagesOf,
  insertRenditions,
  productIdsByKey,
  productRowByKey,
  relationsOf,
  renumberImages,
  replaceRelations,
  setImageAlt,
  writeSizeTable,
} from './product-media.queries';

/** The content hash all renditions of one upload share. */
const uploadSource = (renditions: Rendition[]) => renditions[0]?.source ?? '';

type ProductRow = NonNullable<Awaited<ReturnType<typeof productRowByKey>>>;

const refuse = (field: string, message: string) =>
  new ApiException(422, ERROR_CODES.validation, { [field]: [message] }, message);

/**
 * 409 of a panel save based on older content than the product now has (another editor saved the
 * panel first): the panel's message and its content as it is now, which the screen shows.
 */
export class StalePanelSave extends ApiException {
  constructor(
    message: string,
    readonly current: unknown,
  ) {
    super(409, ERROR_CODES.versionConflict, undefined, message);
  }

  override body(): ApiError {
    return { ...super.body(), current: this.current } as ApiError;
  }
}

/** Whether a panel's content differs from the `base` a save started from (no base: not checked). */
const movedOn = (now: unknown, base: unknown) =>
  base !== undefined && JSON.stringify(now) !== JSON.stringify(base);

/** The product `key` locked for this transaction, or 404. */
async function lockedProduct(tx: Tx, key: string): Promise<ProductRow> {
  const row = await productRowByKey(tx, key, true);
  if (!row) throw new ApiException(404, ERROR_CODES.catalogProductNotFound);
  return row;
}

/** The product's pictures as the back office lists them. */
export async function listImages(db: Db | Tx, productId: number): Promise<ProductImageItem[]> {
  return (await imagesOf(db, productId)).map(toImageItem);
}

/** Runs `change` on the locked product, then marks its channels stale and writes the audit row. */
async function changeProduct<T>(
  db: Db,
  actor: Actor,
  key: string,
  action: string,
  read: (tx: Tx, row: ProductRow) => Promise<T>,
  change: (tx: Tx, row: ProductRow) => Promise<void>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const row = await lockedProduct(tx, key);
    const before = await read(tx, row);
    await change(tx, row);
    const after = await read(tx, { ...row, ...(await productRowByKey(tx, key)) });
    await recordContentChange(tx, { kind: 'product', key, channels: await channelsOf(tx, row.id) });
    await recordAudit(tx, actor, { action, recordType: 'products', recordId: key, before, after });
    return after;
  });
}

const auditedImages = async (tx: Tx, row: ProductRow) => ({
  images: (await imagesOf(tx, row.id)).map(({ id, path, alt }) => ({ id, path, alt })),
});

/**
 * Checks an uploaded picture and makes its renditions: its type read from its bytes (never its
 * name), at most 10 MB and 40 megapixels, resized into the storefront's widths under names made
 * from its content. Nothing touches the file system, whatever the file name. 422 on `field`.
 */
export async function picturesOfUpload(file: unknown, field = 'file'): Promise<Rendition[]> {
  if (!(file instanceof File)) throw refuse(field, M.fileMissing);
  // The declared size first, so an oversized body is never copied.
  if (file.size > MAX_IMAGE_BYTES) throw refuse(field, M.fileTooLarge);
  const content = Buffer.from(await file.arrayBuffer());
  const detected = content.length ? await fileTypeFromBuffer(content) : undefined;
  const problem = uploadProblem(content.length, detected?.mime);
  if (problem) {
    const messages = { missing: M.fileMissing, tooLarge: M.fileTooLarge, type: M.fileType };
    throw refuse(field, messages[problem]);
  }
  const renditions = await makeRenditions(content).catch((error: unknown) => {
    if (error instanceof RenditionError) throw refuse(field, M[error.reason]);
    throw error;
  });
  if (!renditions[0]) throw refuse(field, M.unreadable);
  return renditions;
}

/**
 * Stores an uploaded picture's renditions (checked by `picturesOfUpload`) and answers the path of
 * its main width, for content that shows a picture (banners, blog posts).
 */
export async function storePicture(db: Db, file: unknown): Promise<string> {
  const renditions = await picturesOfUpload(file);
  await db.transaction((tx) => insertRenditions(tx, renditions));
  return renditionPath(uploadSource(renditions), MAIN_WIDTH);
}

/** Adds an uploaded picture to a product (see `picturesOfUpload`), stored in the database. */
export async function uploadImage(
  db: Db,
  actor: Actor,
  key: string,
  input: { file: unknown; alt: string },
): Promise<ProductImageItem[]> {
  const renditions = await picturesOfUpload(input.file);
  const source = uploadSource(renditions);
  await changeProduct(db, actor, key, 'product.image.add', auditedImages, async (tx, row) => {
    const count = (await imagesOf(tx, row.id)).length;
    if (count >= MAX_IMAGES_PER_PRODUCT) throw refuse('file', M.tooManyImages);
    await insertRenditions(tx, renditions);
    await appendImage(tx, row.id, renditionPath(source, MAIN_WIDTH), input.alt);
  });
  return imagesOfKey(db, key);
}

/** The pictures of the product `key` (404 when there is no such product). */
export async function imagesOfKey(db: Db, key: string): Promise<ProductImageItem[]> {
  const row = await productRowByKey(db, key);
  if (!row) throw new ApiException(404, ERROR_CODES.catalogProductNotFound);
  return listImages(db, row.id);
}

/** Sets one picture's alt text (409 when it is no longer the `base` the editor started from). */
export async function changeImageAlt(
  db: Db,
  actor: Actor,
  key: string,
  id: number,
  { alt, base }: { alt: string; base?: string },
) {
  await changeProduct(db, actor, key, 'product.image.alt', auditedImages, async (tx, row) => {
    const image = (await imagesOf(tx, row.id)).find((i) => i.id === id);
    if (image && movedOn(image.alt, base)) {
      throw new StalePanelSave(M.staleImages, await listImages(tx, row.id));
    }
    if (!(await setImageAlt(tx, row.id, id, alt))) {
      throw new ApiException(404, ERROR_CODES.notFound);
    }
  });
  return imagesOfKey(db, key);
}

/**
 * Puts the product's pictures in the order of `ids` (every picture, each once); 409 when the
 * order is no longer the `base` the editor started from.
 */
export async function reorderImages(
  db: Db,
  actor: Actor,
  key: string,
  { ids, base }: { ids: number[]; base?: number[] },
) {
  await changeProduct(db, actor, key, 'product.image.order', auditedImages, async (tx, row) => {
    const existing = (await imagesOf(tx, row.id)).map((image) => image.id);
    if (movedOn(existing, base)) {
      throw new StalePanelSave(M.staleImages, await listImages(tx, row.id));
    }
    if (!isFullOrder(ids, existing)) throw refuse('ids', M.orderList);
    await renumberImages(tx, row.id, ids);
  });
  return imagesOfKey(db, key);
}

/** Removes one picture, and its stored renditions once no product shows them. */
export async function removeImage(db: Db, actor: Actor, key: string, id: number) {
  await changeProduct(db, actor, key, 'product.image.delete', auditedImages, async (tx, row) => {
    const path = await deleteImage(tx, row.id, id);
    if (path === undefined) throw new ApiException(404, ERROR_CODES.notFound);
    const rest = (await imagesOf(tx, row.id)).map((image) => image.id);
    await renumberImages(tx, row.id, rest);
    const source = sourceOf(path);
    if (source) await deleteUnusedRenditions(tx, source);
  });
  return imagesOfKey(db, key);
}

/**
 * Sets (or with null removes) the product's size table; 409 when the stored table is no longer
 * the `base` the editor started from.
 */
export async function saveSizeTable(
  db: Db,
  actor: Actor,
  key: string,
  { size_table: table, base }: { size_table: string[][] | null; base?: string[][] | null },
): Promise<{ size_table: string[][] | null }> {
  const read = async (_tx: Tx, row: ProductRow) => ({ size_table: row.sizeTable ?? null });
  return changeProduct(db, actor, key, 'product.size_table', read, async (tx, row) => {
    const now = row.sizeTable ?? null;
    if (movedOn(now, base)) throw new StalePanelSave(M.staleSizeTable, { size_table: now });
    await writeSizeTable(tx, row.id, table);
  });
}

/** The product's links by kind, as the picker shows them. */
export async function relationsView(db: Db | Tx, productId: number): Promise<Relations> {
  const rows = await relationsOf(db, productId);
  const of = (kind: string) =>
    rows
      .filter((r) => r.kind === kind)
      .map((r) => ({ key: r.key, name: r.name, image_url: r.imageUrl }));
  return { related: of('related'), recommended: of('recommended'), accessory: of('accessory') };
}

/** The product `key`'s links (404 when there is no such product). */
export async function relationsOfKey(db: Db, key: string): Promise<Relations> {
  const row = await productRowByKey(db, key);
  if (!row) throw new ApiException(404, ERROR_CODES.catalogProductNotFound);
  return relationsView(db, row.id);
}

/**
 * Replaces the kinds of links the body names; unknown products or the product itself are refused
 * per field; 409 when a kind in `base` is no longer as the editor started from it.
 */
export async function saveRelations(
  db: Db,
  actor: Actor,
  key: string,
  body: RelationsSave,
): Promise<Relations> {
  const keysOnly = async (tx: Tx, row: ProductRow) => {
    const view = await relationsView(tx, row.id);
    return Object.fromEntries(
      RELATION_KIND_NAMES.map((kind) => [kind, view[kind].map((p) => p.key)]),
    );
  };
  await changeProduct(db, actor, key, 'product.relations', keysOnly, async (tx, row) => {
    const now = await keysOnly(tx, row);
    const base = body.base ?? {};
    if (RELATION_KIND_NAMES.some((kind) => movedOn(now[kind], base[kind]))) {
      throw new StalePanelSave(M.staleRelations, await relationsView(tx, row.id));
    }
    const errors: Record<string, string[]> = {};
    const plan: [(typeof RELATION_KIND_NAMES)[number], number[]][] = [];
    for (const kind of RELATION_KIND_NAMES) {
      const keys = body[kind];
      if (!keys) continue;
      const unique = [...new Set(keys)];
      const ids = await productIdsByKey(tx, unique);
      const unknown = unique.filter((k) => !ids.has(k));
      if (unknown.length) errors[kind] = [M.relationUnknown(unknown)];
      else if (unique.includes(key)) errors[kind] = [M.relationSelf];
      else plan.push([kind, unique.map((k) => ids.get(k) as number)]);
    }
    if (Object.keys(errors).length) throw new ApiException(422, ERROR_CODES.validation, errors);
    for (const [kind, ids] of plan) await replaceRelations(tx, row.id, kind, ids);
  });
  return relationsOfKey(db, key);
}
