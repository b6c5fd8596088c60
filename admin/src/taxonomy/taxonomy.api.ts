import { call } from '../shared/http';
import { rowsOf } from '../shared/http.model';
import type { VersionRow } from '../shared/VersionList';
import type { TaxonomyItem, TaxonomyKind } from './taxonomy.model';

const base = (kind: TaxonomyKind) => `/v1/admin/taxonomy/${kind}`;

/** Every category, brand or maker, in the shop's order. */
export async function fetchTaxonomy(kind: TaxonomyKind): Promise<TaxonomyItem[]> {
  return rowsOf<TaxonomyItem>((await call<unknown>('GET', base(kind))).data);
}

/** Adds a category, brand or maker. */
export async function postTaxonomy(kind: TaxonomyKind, body: Record<string, unknown>) {
  return (await call<TaxonomyItem>('POST', base(kind), body)).data;
}

/** Renames, moves or reorders one. */
export async function patchTaxonomy(kind: TaxonomyKind, id: number, body: Record<string, unknown>) {
  return (await call<TaxonomyItem>('PATCH', `${base(kind)}/${id}`, body)).data;
}

/** Deletes one (the API refuses while anything uses it). */
export async function deleteTaxonomy(kind: TaxonomyKind, id: number): Promise<void> {
  await call('DELETE', `${base(kind)}/${id}`);
}

/** A brand's or maker's kept page versions, newest first. */
export async function fetchPageVersions(kind: TaxonomyKind, id: number): Promise<VersionRow[]> {
  return (await call<{ data: VersionRow[] }>('GET', `${base(kind)}/${id}/versions`)).data.data;
}

/** Puts a brand's or maker's kept page version `n` back as a new version, based on `version`. */
export async function restorePageVersion(
  kind: TaxonomyKind,
  id: number,
  n: number,
  version: number,
) {
  return (
    await call<TaxonomyItem>('POST', `${base(kind)}/${id}/versions/${n}/restore`, { version })
  ).data;
}
