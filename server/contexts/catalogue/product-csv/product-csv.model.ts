import iconv from 'iconv-lite';
import * as v from 'valibot';
import { AdminProductSaveSchema } from '../../../../contract/catalog/back-office-products.schema';
import { containsCardNumber } from '../../../services/card-number';
import {
  CHANNEL_SEPARATORS,
  PRODUCT_CSV_HEADERS as H,
  joinColumns,
  PRODUCT_CSV_MESSAGES as M,
  PRODUCT_CSV_WORDS as W,
} from './product-csv.messages';

/** A column of the product CSV. */
export type CsvColumn = keyof typeof H;

/** Every column, in the order an export writes them. */
export const CSV_COLUMNS = Object.keys(H) as CsvColumn[];

/** The columns that describe the product (the same on every row of one 商品コード). */
const PRODUCT_COLUMNS: readonly CsvColumn[] = CSV_COLUMNS.filter(
  (c) => !['code', 'variant_code', 'variant_name', 'stock'].includes(c),
);

/** Rows an import takes at most (not counting the header). */
export const CSV_MAX_ROWS = 100_000;
/** Characters one record may hold: a 50,000-character description with room; a bigger one stops the read. */
export const CSV_MAX_RECORD_CHARS = 256 * 1024;
/** Bytes an import body may hold (10,000 products with long descriptions fit). */
export const CSV_MAX_BYTES = 64 * 1024 * 1024;
/** The encoding Shift_JIS files are read and written in: CP932 (Windows-31J), a superset (①, ㈱, 髙). */
export const SJIS = 'cp932';

/** The product fields a row sets, in the shape of a single save (`AdminProductSave`). */
export type CsvProductFields = {
  name?: string;
  description?: string;
  product_price?: number;
  before_price?: number | null;
  tax_rate?: 8 | 10;
  is_show_product?: boolean;
  is_age_restricted?: boolean;
  channels?: string[];
};

/** One row of an import, converted and checked. */
export type CsvRow = {
  row: number;
  code: string;
  product: CsvProductFields;
  /** Names of the category, brand and maker (null: none), for the columns present. */
  names: Partial<Record<'category' | 'brand' | 'maker', string | null>>;
  variant: { code: string; name?: string; stock?: number } | null;
};

/** Per-row errors, keyed by the file's row number. */
export type RowErrors = Map<number, string[]>;

/** Adds a message to a row's errors. */
export function addError(errors: RowErrors, row: number, message: string): void {
  const list = errors.get(row) ?? [];
  list.push(message);
  errors.set(row, list);
}

const BY_HEADER = new Map<string, CsvColumn>(CSV_COLUMNS.map((c) => [H[c], c]));

/** The columns a header row names, or the messages of what is wrong with it. */
export function readHeader(cells: string[]): { columns: CsvColumn[]; errors: string[] } {
  const errors: string[] = [];
  const columns: CsvColumn[] = [];
  for (const raw of cells) {
    const name = raw.trim();
    const column = BY_HEADER.get(name);
    if (!column) errors.push(M.unknownHeader(name));
    else if (columns.includes(column)) errors.push(M.duplicateHeader(name));
    else columns.push(column);
  }
  if (!columns.includes('code')) errors.push(M.codeHeaderMissing);
  return { columns, errors };
}

/** Characters a spreadsheet reads as the start of a formula (CSV injection); tab and CR too. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain signed number (-5, +10) is data, not a formula. */
const SIGNED_NUMBER = /^[+-]\d+(\.\d+)?$/;
const formulaLike = (text: string) => FORMULA_START.test(text) && !SIGNED_NUMBER.test(text);
/** Control characters other than tab and line breaks. */
const CONTROL = /[^\P{Cc}\t\n\r]/u;

/** A cell written safely for a spreadsheet: a formula-like start gets a leading `'`. */
export function safeCell(text: string): string {
  return formulaLike(text) ? `'${text}` : text;
}

/**
 * A cell as read: refused when it starts like a formula; a leading `'` before such a start (how
 * an export writes it) is removed, so an exported file imports back unchanged.
 */
function readCell(raw: string): { text: string } | { error: string } {
  if (CONTROL.test(raw)) return { error: M.control };
  if (containsCardNumber(raw)) return { error: M.cardNumber };
  if (raw.startsWith("'") && formulaLike(raw.slice(1))) return { text: raw.slice(1) };
  if (formulaLike(raw)) return { error: M.formula };
  return { text: raw };
}

const INTEGER = /^\d{1,9}$/;

/** A cell converted to its field value, or the message (without the column name) of why not. */
function convert(
  column: CsvColumn,
  text: string,
): { value: unknown } | { error: string } | undefined {
  const t = text.trim();
  switch (column) {
    case 'stock':
      if (t === '') return undefined;
      return INTEGER.test(t) ? { value: Number(t) } : { error: M.integer };
    case 'product_price':
      return INTEGER.test(t) ? { value: Number(t) } : { error: M.integer };
    case 'before_price':
      if (t === '') return { value: null };
      return INTEGER.test(t) ? { value: Number(t) } : { error: M.integer };
    case 'tax_rate': {
      const rate = t.replace(/%$/, '');
      return rate === '8' || rate === '10' ? { value: Number(rate) } : { error: M.taxRate };
    }
    case 'is_show_product':
      if (t === W.shown || t === '1') return { value: true };
      if (t === W.hidden || t === '0') return { value: false };
      return { error: M.shown };
    case 'is_age_restricted':
      if (t === W.restricted || t === '1') return { value: true };
      if (t === W.unrestricted || t === '0' || t === '') return { value: false };
      return { error: M.restricted };
    case 'channels':
      return { value: [...new Set(t.split(CHANNEL_SEPARATORS).filter(Boolean))] };
    case 'category':
    case 'brand':
    case 'maker':
      return { value: t === '' ? null : t };
    case 'description':
      return { value: text };
    default:
      return { value: t };
  }
}

/** The single save's rules for the product fields a row can set (the same messages). */
const RowProductSchema = v.omit(AdminProductSaveSchema, [
  'version',
  'code',
  'variants',
  'category_id',
  'brand_id',
  'maker_id',
]);
/** The single save's rule for a variant's stock. */
const StockSchema = v.pick(AdminProductSaveSchema, ['variants']);

const fieldHeader = (key: unknown): string =>
  typeof key === 'string' && key in H ? H[key as CsvColumn] : H.stock;

/**
 * Converts and checks one record against the columns: the product fields by the single save's
 * valibot rules, the variant code, name and stock; errors name the column in Japanese.
 */
export function readRow(
  row: number,
  record: string[],
  columns: CsvColumn[],
): { row: CsvRow; errors: string[] } {
  const errors: string[] = [];
  const values: Partial<Record<CsvColumn, unknown>> = {};
  columns.forEach((column, i) => {
    const cell = readCell(record[i] ?? '');
    if ('error' in cell) {
      errors.push(`${H[column]}${cell.error}`);
      return;
    }
    const converted = convert(column, cell.text);
    if (converted && 'error' in converted) errors.push(`${H[column]}${converted.error}`);
    else if (converted) values[column] = converted.value;
  });
  const code = typeof values.code === 'string' ? values.code : '';
  if (code === '' && !errors.some((e) => e.startsWith(H.code))) errors.push(M.codeRequired);
  const productInput = Object.fromEntries(
    PRODUCT_COLUMNS.filter((c) => c in values && !['category', 'brand', 'maker'].includes(c)).map(
      (c) => [c, values[c]],
    ),
  );
  const parsed = v.safeParse(RowProductSchema, productInput);
  if (!parsed.success) {
    for (const issue of parsed.issues) {
      const key = issue.path?.[0]?.key;
      if (!errors.some((e) => e.startsWith(fieldHeader(key)))) {
        errors.push(`${fieldHeader(key)}: ${issue.message}`);
      }
    }
  }
  const variantCode = typeof values.variant_code === 'string' ? values.variant_code : '';
  const variantName = values.variant_name as string | undefined;
  const stock = values.stock as number | undefined;
  if (variantCode.length > 64) errors.push(`${H.variant_code}${M.variantCode}`);
  if (variantName !== undefined && variantName.length > 100) {
    errors.push(`${H.variant_name}${M.variantName}`);
  }
  if (variantCode !== '' && variantName === '')
    errors.push(`${H.variant_name}${M.variantNameEmpty}`);
  if (
    variantCode === '' &&
    columns.includes('stock') &&
    (record[columns.indexOf('stock')] ?? '').trim() !== ''
  ) {
    errors.push(`${H.stock}${M.stockWithoutVariant}`);
  }
  if (stock !== undefined && variantCode !== '') {
    const checked = v.safeParse(StockSchema, { variants: [{ id: 0, stock }] });
    if (!checked.success) errors.push(`${H.stock}: ${checked.issues[0]?.message ?? ''}`);
  }
  const names: CsvRow['names'] = {};
  for (const kind of ['category', 'brand', 'maker'] as const) {
    if (kind in values) names[kind] = values[kind] as string | null;
  }
  const product = (parsed.success ? parsed.output : {}) as CsvProductFields;
  const variant =
    variantCode === ''
      ? null
      : {
          code: variantCode,
          ...(variantName ? { name: variantName } : {}),
          ...(stock === undefined ? {} : { stock }),
        };
  return { row: { row, code, product, names, variant }, errors };
}

/** One product of an import: its code, the fields of its first row, and its variants' rows. */
export type CsvProductGroup = {
  code: string;
  row: number;
  product: CsvProductFields;
  names: CsvRow['names'];
  variants: { row: number; code: string; name?: string; stock?: number }[];
};

const productPart = (r: CsvRow) => JSON.stringify([r.product, r.names]);

/**
 * Gathers rows by 商品コード: a (商品コード, 規格コード) pair twice is refused, and so is a row whose
 * product columns differ from the first row of its code.
 */
export function groupRows(rows: CsvRow[], errors: RowErrors): CsvProductGroup[] {
  const groups = new Map<string, CsvProductGroup & { first: CsvRow }>();
  const seen = new Map<string, number>();
  for (const r of rows) {
    const pair = `${r.code}\u0000${r.variant?.code ?? ''}`;
    const earlier = seen.get(pair);
    if (earlier !== undefined) {
      addError(errors, r.row, M.duplicate(earlier));
      continue;
    }
    seen.set(pair, r.row);
    const group = groups.get(r.code);
    if (!group) {
      groups.set(r.code, {
        code: r.code,
        row: r.row,
        product: r.product,
        names: r.names,
        variants: r.variant ? [{ row: r.row, ...r.variant }] : [],
        first: r,
      });
      continue;
    }
    if (productPart(r) !== productPart(group.first)) {
      const differing = PRODUCT_COLUMNS.filter(
        (c) => JSON.stringify(pickColumn(r, c)) !== JSON.stringify(pickColumn(group.first, c)),
      ).map((c) => H[c]);
      addError(errors, r.row, `${joinColumns(differing)}${M.differs(group.row)}`);
    }
    if (r.variant) group.variants.push({ row: r.row, ...r.variant });
  }
  return [...groups.values()].map(({ first: _first, ...group }) => group);
}

function pickColumn(r: CsvRow, c: CsvColumn): unknown {
  if (c === 'category' || c === 'brand' || c === 'maker') return r.names[c];
  return r.product[c as keyof CsvProductFields];
}

/** A product key made from a code (lower-case letters, digits and hyphens), or `''` when none are left. */
export function keyFromCode(code: string): string {
  return code
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}

/** What an export writes of one product and one of its variants (or none). */
export type CsvExportProduct = {
  code: string;
  name: string;
  price: number;
  beforePrice: number | null;
  taxRate: number;
  category: string | null;
  brand: string | null;
  maker: string | null;
  channels: string[];
  isShow: boolean;
  isAgeRestricted: boolean;
  description: string;
};

/** The cells of one export row, every text cell safe for a spreadsheet. */
export function exportCells(
  p: CsvExportProduct,
  variant: { code: string; name: string; stock: number } | null,
): string[] {
  const cells: Record<CsvColumn, string> = {
    code: p.code,
    name: p.name,
    variant_code: variant?.code ?? '',
    variant_name: variant?.name ?? '',
    stock: variant ? String(variant.stock) : '',
    product_price: String(p.price),
    before_price: p.beforePrice === null ? '' : String(p.beforePrice),
    tax_rate: String(p.taxRate),
    category: p.category ?? '',
    brand: p.brand ?? '',
    maker: p.maker ?? '',
    channels: p.channels.join(','),
    is_show_product: p.isShow ? W.shown : W.hidden,
    is_age_restricted: p.isAgeRestricted ? W.restricted : W.unrestricted,
    description: p.description,
  };
  return CSV_COLUMNS.map((c) => safeCell(cells[c]));
}

/** The headers of an export. */
export const exportHeader = (): string[] => CSV_COLUMNS.map((c) => H[c]);

/** The columns of a row whose text CP932 (Shift_JIS) cannot hold. */
export function unencodableColumns(cells: string[]): string[] {
  return cells.flatMap((cell, i) => {
    if (/^[\x20-\x7e]*$/.test(cell)) return [];
    const back = iconv.decode(iconv.encode(cell, SJIS), SJIS);
    const column = CSV_COLUMNS[i];
    return back === cell || !column ? [] : [H[column]];
  });
}

/** A row's errors as the 422 answer lists them: `行 12` → messages, in row order. */
export function errorsByRow(errors: RowErrors, key: (row: number) => string) {
  return Object.fromEntries(
    [...errors.entries()].sort(([a], [b]) => a - b).map(([row, list]) => [key(row), list]),
  );
}
