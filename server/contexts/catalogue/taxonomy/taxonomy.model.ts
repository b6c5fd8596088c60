/** The kinds of catalogue taxonomy the back office manages. */
export const TAXONOMY_KINDS = ['categories', 'brands', 'makers'] as const;
/** A kind of taxonomy: categories (a tree), brands or makers. */
export type TaxonomyKind = (typeof TAXONOMY_KINDS)[number];

/** What a record of each kind is called in the audit log and the channels' change records. */
export const RECORD_NAMES: Record<TaxonomyKind, string> = {
  categories: 'category',
  brands: 'brand',
  makers: 'maker',
};

/** The ids of `id` and every category under it, from (id, parent) pairs. */
export function subtreeIds(rows: { id: number; parentId: number | null }[], id: number): number[] {
  const children = new Map<number, number[]>();
  for (const row of rows) {
    if (row.parentId === null) continue;
    children.set(row.parentId, [...(children.get(row.parentId) ?? []), row.id]);
  }
  const found: number[] = [];
  const seen = new Set<number>();
  const walk = [id];
  while (walk.length) {
    const at = walk.pop() as number;
    if (seen.has(at)) continue;
    seen.add(at);
    found.push(at);
    walk.push(...(children.get(at) ?? []));
  }
  return found;
}

/** Whether moving category `id` under `parentId` would put it inside itself. */
export function movesIntoItself(
  rows: { id: number; parentId: number | null }[],
  id: number,
  parentId: number | null,
): boolean {
  return parentId !== null && subtreeIds(rows, id).includes(parentId);
}
