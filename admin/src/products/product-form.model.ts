import { PRODUCT_KEY_PATTERN } from '../../../contract/catalog/back-office-catalogue.schema';
import {
  PRODUCT_NAME_MAX,
  PRODUCT_PRICE_MAX,
} from '../../../contract/catalog/products-admin.schema';
import type { FieldErrors } from '../shared/http.model';
import { PRODUCTS_MESSAGES as M } from './products.messages';
import { VARIANT_MESSAGES as V } from './variant-matrix.messages';
import { codeProblems, type VariantRow, variantsBody } from './variant-matrix.model';

/** A product as `GET /v1/admin/products/{key}` answers: its fields plus the `version` a save is based on. */
export type ProductRecord = Record<string, unknown> & { version?: number; product_key?: string };

/** One variant as typed (see `VariantMatrix`). */
export type VariantStock = VariantRow;

/** The fields the edit screen edits, as typed (text inputs hold strings). */
export type ProductForm = {
  /** A new product's key (its address); fixed once created. */
  product_key: string;
  name: string;
  code: string;
  product_price: string;
  before_price: string;
  tax_rate: string;
  is_show_product: boolean;
  is_age_restricted: boolean;
  category_id: string;
  brand_id: string;
  maker_id: string;
  channels: string[];
  publish_from: string;
  publish_to: string;
  description: string;
  variants: VariantStock[];
  /** Stored variants the editor removed (the save deletes them, or hides those with orders). */
  removed_variant_ids: number[];
};

/** Field names of the form, in the order the screen shows them. */
export const FORM_FIELDS = [
  'product_key',
  'name',
  'code',
  'product_price',
  'before_price',
  'tax_rate',
  'is_show_product',
  'is_age_restricted',
  'category_id',
  'brand_id',
  'maker_id',
  'channels',
  'publish_from',
  'publish_to',
  'description',
  'variants',
  'removed_variant_ids',
] as const satisfies readonly (keyof ProductForm)[];
export type FormField = (typeof FORM_FIELDS)[number];

/** A new product's form: shown, standard tax rate, everything else empty. */
export const EMPTY_FORM: ProductForm = {
  product_key: '',
  name: '',
  code: '',
  product_price: '',
  before_price: '',
  tax_rate: '10',
  is_show_product: false,
  is_age_restricted: false,
  category_id: '',
  brand_id: '',
  maker_id: '',
  channels: [],
  publish_from: '',
  publish_to: '',
  description: '',
  variants: [],
  removed_variant_ids: [],
};

const text = (value: unknown): string =>
  value === null || value === undefined ? '' : typeof value === 'object' ? '' : String(value);

/** The id of a reference field that may come as an id or as `{ id }` (category, brand, maker). */
function refId(record: ProductRecord, field: string): string {
  const direct = record[field];
  if (direct !== undefined && direct !== null) return text(direct);
  const nested = record[field.replace(/_id$/, '')];
  if (nested && typeof nested === 'object' && 'id' in nested) return text(nested.id);
  return '';
}

/** A datetime-local input's value (Tokyo time) of an ISO time, '' when none. */
export function toLocalInput(iso: unknown): string {
  if (typeof iso !== 'string' || !iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const tokyo = new Date(date.getTime() + 9 * 3600_000);
  return tokyo.toISOString().slice(0, 16);
}

/** An ISO time (+09:00) of a datetime-local value typed in Tokyo time; null when empty. */
export function fromLocalInput(value: string): string | null {
  return value ? `${value}:00+09:00` : null;
}

/** The form of a product as the API answered it. */
export function formFromProduct(record: ProductRecord): ProductForm {
  const channels = Array.isArray(record.channels) ? record.channels.map(text) : [];
  return {
    product_key: text(record.product_key),
    name: text(record.name),
    code: text(record.code),
    product_price: text(record.product_price ?? record.price),
    before_price: text(record.before_price),
    tax_rate: text(record.tax_rate ?? 10),
    is_show_product: record.is_show_product === true,
    is_age_restricted: record.is_age_restricted === true,
    category_id: refId(record, 'category_id'),
    brand_id: refId(record, 'brand_id'),
    maker_id: refId(record, 'maker_id'),
    channels,
    publish_from: toLocalInput(record.publish_from),
    publish_to: toLocalInput(record.publish_to),
    description: text(record.description),
    variants: Array.isArray(record.variants) ? record.variants.flatMap(variantOf) : [],
    removed_variant_ids: [],
  };
}

function variantOf(raw: unknown): VariantStock[] {
  if (!raw || typeof raw !== 'object') return [];
  const row = raw as Record<string, unknown>;
  // Variants removed after orders named them stay hidden; the form leaves them out.
  if (typeof row.id !== 'number' || row.is_hidden === true) return [];
  return [
    {
      id: row.id,
      code: text(row.code),
      name: text(row.name),
      colour: text(row.colour),
      size: text(row.size),
      stock: text(row.stock),
      base: typeof row.stock === 'number' ? row.stock : undefined,
    },
  ];
}

const yenOrNull = (value: string): number | null => (value.trim() === '' ? null : Number(value));
const idOrNull = (value: string): number | string | null =>
  value === '' ? null : /^\d+$/.test(value) ? Number(value) : value;

/**
 * The body a save sends: the form's fields in the API's types (the version is added by the
 * caller); a new product's key only when it has one (a saved product's key does not change).
 */
export function bodyFromForm(form: ProductForm, isNew = false): Record<string, unknown> {
  return {
    ...(isNew ? { product_key: form.product_key.trim() } : {}),
    name: form.name.trim(),
    code: form.code.trim(),
    product_price: Number(form.product_price),
    before_price: yenOrNull(form.before_price),
    tax_rate: Number(form.tax_rate),
    is_show_product: form.is_show_product,
    is_age_restricted: form.is_age_restricted,
    category_id: idOrNull(form.category_id),
    brand_id: idOrNull(form.brand_id),
    maker_id: idOrNull(form.maker_id),
    channels: form.channels,
    publish_from: fromLocalInput(form.publish_from),
    publish_to: fromLocalInput(form.publish_to),
    description: form.description,
    variants: variantsBody(form.variants),
    ...(isNew ? {} : { removed_variant_ids: form.removed_variant_ids }),
  };
}

/** Most stock one variant may hold (the API's limit). */
export const STOCK_MAX = 1_000_000;

const isYen = (value: string) => /^\d+$/.test(value.trim()) && Number(value) <= PRODUCT_PRICE_MAX;

/** The checks the screen makes before asking the API (the API checks again and has the last word). */
export function checkForm(form: ProductForm, isNew = false): FieldErrors {
  const errors: FieldErrors = {};
  if (isNew && !PRODUCT_KEY_PATTERN.test(form.product_key.trim()))
    errors.product_key = [V.keyInvalid];
  if (!form.name.trim()) errors.name = [M.nameRequired];
  else if (form.name.trim().length > PRODUCT_NAME_MAX)
    errors.name = [M.nameTooLong(PRODUCT_NAME_MAX)];
  if (!form.code.trim()) errors.code = [M.codeRequired];
  if (!form.product_price.trim()) errors.product_price = [M.priceRequired];
  else if (!isYen(form.product_price)) errors.product_price = [M.priceInvalid(PRODUCT_PRICE_MAX)];
  if (form.before_price.trim() && !isYen(form.before_price))
    errors.before_price = [M.priceInvalid(PRODUCT_PRICE_MAX)];
  if (
    form.variants.some(
      (variant) => !/^\d{1,7}$/.test(variant.stock.trim()) || Number(variant.stock) > STOCK_MAX,
    )
  )
    errors.variants = [M.stockInvalid(STOCK_MAX)];
  else if (codeProblems(form.variants).length > 0) errors.variants = [V.codesInvalid];
  if (form.publish_from && form.publish_to && form.publish_to <= form.publish_from)
    errors.publish_to = [M.publishOrder];
  return errors;
}

/** The fields whose value differs between two forms, in screen order. */
export function changedFields(before: ProductForm, after: ProductForm): FormField[] {
  return FORM_FIELDS.filter(
    (field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]),
  );
}

/**
 * After a 409: the other person's saved product becomes the base, their changed fields take their
 * values, and every other field keeps what this user typed. The user checks and saves again on
 * the new version; nothing is overwritten without being seen.
 */
export function mergeAfterConflict(
  mine: ProductForm,
  current: ProductForm,
  theirFields: readonly string[],
): ProductForm {
  const merged = { ...mine };
  for (const field of FORM_FIELDS) {
    if (theirFields.includes(field) || theirFields.includes(field.replace(/_id$/, ''))) {
      Object.assign(merged, { [field]: current[field] });
    }
  }
  if (theirFields.includes('price')) merged.product_price = current.product_price;
  return merged;
}
