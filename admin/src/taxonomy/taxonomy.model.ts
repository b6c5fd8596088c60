import { isoOf, localOf } from '../shared/format.model';

/** The kinds the taxonomy screens manage. */
export type TaxonomyKind = 'categories' | 'brands' | 'makers';

/** A category, brand or maker as `GET /v1/admin/taxonomy/{kind}` answers it. */
export type TaxonomyItem = {
  id: number;
  key: string;
  name: string;
  kana: string;
  /** Brands and makers: the text their shop pages show. */
  description: string;
  parent_id: number | null;
  sort: number;
  product_count: number;
  /** Brands and makers: whether their shop page shows, its publish period, its version. */
  is_show: boolean;
  publish_from: string | null;
  publish_to: string | null;
  version: number;
};

/**
 * Rows in tree order (each parent followed by its children, siblings by their order) with their
 * depth; rows whose parent is missing show at the top level.
 */
export function treeRows(items: TaxonomyItem[]): { item: TaxonomyItem; depth: number }[] {
  const ids = new Set(items.map((item) => item.id));
  const childrenOf = new Map<number | null, TaxonomyItem[]>();
  for (const item of items) {
    const parent = item.parent_id !== null && ids.has(item.parent_id) ? item.parent_id : null;
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), item]);
  }
  const rows: { item: TaxonomyItem; depth: number }[] = [];
  const seen = new Set<number>();
  const walk = (parent: number | null, depth: number) => {
    const children = [...(childrenOf.get(parent) ?? [])].sort(
      (a, b) => a.sort - b.sort || a.id - b.id,
    );
    for (const child of children) {
      if (seen.has(child.id)) continue;
      seen.add(child.id);
      rows.push({ item: child, depth });
      walk(child.id, depth + 1);
    }
  };
  walk(null, 0);
  return rows;
}

/** The parents a category may move under: every category outside its own subtree. */
export function parentChoices(items: TaxonomyItem[], id: number | null): TaxonomyItem[] {
  if (id === null) return items;
  const inside = new Set<number>([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const item of items) {
      if (item.parent_id !== null && inside.has(item.parent_id) && !inside.has(item.id)) {
        inside.add(item.id);
        grew = true;
      }
    }
  }
  return items.filter((item) => !inside.has(item.id));
}

/** A brand's or maker's page as the edit form holds it (period in Japan time, `datetime-local`). */
export type PageDraft = { show: boolean; from: string; to: string; version: number };

/** The page part of a record's edit form. */
export const pageDraftOf = (item: TaxonomyItem): PageDraft => ({
  show: item.is_show,
  from: localOf(item.publish_from),
  to: localOf(item.publish_to),
  version: item.version,
});

/**
 * The body of a create or change, from what the form holds (text inputs hold strings); a brand's
 * or maker's change also carries its page's display, period and the version it is based on.
 * @example taxonomyBody('brands', { name: 'a', kana: '', parent: '', sort: '1', page: { show: false, from: '', to: '', version: 3 } }).version // 3
 */
export function taxonomyBody(
  kind: TaxonomyKind,
  form: {
    key?: string;
    name: string;
    kana: string;
    description?: string;
    parent: string;
    sort: string;
    page?: PageDraft;
  },
): Record<string, unknown> {
  const page =
    kind === 'categories' || !form.page
      ? {}
      : {
          is_show: form.page.show,
          publish_from: isoOf(form.page.from),
          publish_to: isoOf(form.page.to),
          version: form.page.version,
        };
  return {
    ...(form.key === undefined ? {} : { key: form.key.trim() }),
    name: form.name.trim(),
    ...(kind === 'categories'
      ? { parent_id: form.parent === '' ? null : Number(form.parent) }
      : { kana: form.kana.trim(), description: (form.description ?? '').trim() }),
    sort: /^\d+$/.test(form.sort.trim()) ? Number(form.sort) : 0,
    ...page,
  };
}
