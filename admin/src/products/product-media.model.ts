/** A product picture as the back office lists it. */
export type ProductImage = {
  id: number;
  url: string;
  alt: string;
  position: number;
  sizes: Record<string, string>;
};

/** A size table: a heading row, then one row per size. */
export type SizeTable = string[][];

/** The kinds of linked products. */
export const RELATION_KINDS = ['related', 'recommended', 'accessory'] as const;
/** A kind of linked product. */
export type RelationKind = (typeof RELATION_KINDS)[number];
/** A linked product as the picker shows it. */
export type LinkedProduct = { key: string; name: string; image_url: string | null };
/** A product's links by kind. */
export type Relations = Record<RelationKind, LinkedProduct[]>;

/** The list with the item at `index` moved one place up (-1) or down (+1); out of range: unchanged. */
export function moved<T>(list: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list];
  const next = [...list];
  [next[index], next[target]] = [next[target] as T, next[index] as T];
  return next;
}

/** The smallest rendition of a picture for a thumbnail (the picture itself for drawn ones). */
export const thumbnailOf = (image: ProductImage) => image.sizes['160'] ?? image.url;

/** A new size table: the given heading and one empty row. */
export function newSizeTable(header: readonly string[]): SizeTable {
  return [[...header], header.map(() => '')];
}

/** The table with one cell set. */
export function withCell(table: SizeTable, row: number, col: number, value: string): SizeTable {
  return table.map((cells, r) =>
    r === row ? cells.map((c, i) => (i === col ? value : c)) : cells,
  );
}

/** The table with an empty row at the end. */
export const withRow = (table: SizeTable): SizeTable => [
  ...table,
  (table[0] ?? ['']).map(() => ''),
];

/** The table with an empty column at the end (at most 12). */
export const withColumn = (table: SizeTable): SizeTable =>
  (table[0]?.length ?? 0) >= 12 ? table : table.map((cells) => [...cells, '']);

/** The table without row `row` (the heading row stays). */
export const withoutRow = (table: SizeTable, row: number): SizeTable =>
  row === 0 ? table : table.filter((_, r) => r !== row);

/** The table without column `col` (the last column stays). */
export const withoutColumn = (table: SizeTable, col: number): SizeTable =>
  (table[0]?.length ?? 0) <= 1 ? table : table.map((cells) => cells.filter((_, c) => c !== col));

/** Whether two size tables hold the same cells. */
export const sameTable = (a: SizeTable | null, b: SizeTable | null) =>
  JSON.stringify(a) === JSON.stringify(b);

/** The list with `product` added at the end, unless it is already there or is the product itself. */
export function withLinked(
  list: readonly LinkedProduct[],
  product: LinkedProduct,
  self: string,
): LinkedProduct[] {
  if (product.key === self || list.some((p) => p.key === product.key)) return [...list];
  return [...list, product];
}

/** Whether a link URL is one the shop's sanitiser keeps: http(s), mailto, or a path on the shop. */
export function isAllowedLink(url: string): boolean {
  const trimmed = url.trim();
  if (/^\/(?!\/)/.test(trimmed)) return true;
  return /^(https?:\/\/[^\s]+|mailto:[^\s]+)$/i.test(trimmed);
}
