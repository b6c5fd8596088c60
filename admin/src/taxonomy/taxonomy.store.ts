import { atom } from 'nanostores';
import { failureText } from '../shared/failure.model';
import { ApiFailure } from '../shared/http';
import type { FieldErrors } from '../shared/http.model';
import type { VersionRow } from '../shared/VersionList';
import {
  deleteTaxonomy,
  fetchPageVersions,
  fetchTaxonomy,
  patchTaxonomy,
  postTaxonomy,
  restorePageVersion,
} from './taxonomy.api';
import { TAXONOMY_MESSAGES as M } from './taxonomy.messages';
import type { TaxonomyItem, TaxonomyKind } from './taxonomy.model';

/** One taxonomy screen's state; what was typed stays in the forms on any failure. */
export type TaxonomyState = {
  kind: TaxonomyKind;
  items: TaxonomyItem[];
  loading: boolean;
  busy: boolean;
  notice: string | null;
  error: string | null;
  errors: FieldErrors;
  /** The edited brand's or maker's kept page versions. */
  versions: VersionRow[];
  /** After a stale change (409): the record as someone else saved it. */
  conflict: TaxonomyItem | null;
};

/** The open taxonomy screen. */
export const $taxonomy = atom<TaxonomyState>({
  kind: 'categories',
  items: [],
  loading: true,
  busy: false,
  notice: null,
  error: null,
  errors: {},
  versions: [],
  conflict: null,
});

const patch = (next: Partial<TaxonomyState>) => $taxonomy.set({ ...$taxonomy.get(), ...next });

/** Loads a kind's list (keeping a notice the step before set). */
export async function loadTaxonomy(kind: TaxonomyKind, keepNotice = false): Promise<void> {
  const notice = keepNotice ? $taxonomy.get().notice : null;
  patch({ kind, loading: $taxonomy.get().kind !== kind, notice, error: null });
  if ($taxonomy.get().kind === kind && !keepNotice) patch({ errors: {} });
  try {
    patch({ items: await fetchTaxonomy(kind), loading: false });
  } catch (error) {
    patch({ loading: false, error: failureText(error) });
  }
}

async function write(action: () => Promise<string>): Promise<boolean> {
  patch({ busy: true, notice: null, error: null, errors: {}, conflict: null });
  try {
    const notice = await action();
    patch({ busy: false, notice });
    await loadTaxonomy($taxonomy.get().kind, true);
    return true;
  } catch (error) {
    if (error instanceof ApiFailure && error.status === 409) {
      const raw = error.raw as { current: TaxonomyItem; changed_fields: string[] };
      const fields = raw.changed_fields.map((f) => M.fields[f] ?? f).join('、');
      patch({ busy: false, conflict: raw.current, error: M.conflict(fields) });
      return false;
    }
    const fields = error instanceof ApiFailure && error.status === 422 ? error.fieldErrors : {};
    patch({ busy: false, error: failureText(error), errors: fields });
    return false;
  }
}

/** Loads the kept page versions of the brand or maker being edited (none for categories). */
export async function loadPageVersions(id: number | null): Promise<void> {
  const { kind } = $taxonomy.get();
  patch({ versions: [], conflict: null });
  if (id === null || kind === 'categories') return;
  try {
    patch({ versions: await fetchPageVersions(kind, id) });
  } catch (error) {
    patch({ error: failureText(error) });
  }
}

/** Puts kept page version `n` back as a new version (an undo); answers whether it was restored. */
export function restorePage(item: TaxonomyItem, n: number): Promise<boolean> {
  const { kind } = $taxonomy.get();
  return write(async () => {
    const restored = await restorePageVersion(kind, item.id, n, item.version);
    return M.restored(restored.name, n);
  });
}

/** Adds one; answers whether it was added (the form empties only then). */
export function addTaxonomy(body: Record<string, unknown>): Promise<boolean> {
  const { kind } = $taxonomy.get();
  return write(async () => M.added((await postTaxonomy(kind, body)).name));
}

/** Changes one; answers whether it was saved. */
export function saveTaxonomy(id: number, body: Record<string, unknown>): Promise<boolean> {
  const { kind } = $taxonomy.get();
  return write(async () => M.saved((await patchTaxonomy(kind, id, body)).name));
}

/** Deletes one (422 with the reason while it is used). */
export function removeTaxonomy(item: TaxonomyItem): Promise<boolean> {
  const { kind } = $taxonomy.get();
  return write(async () => {
    await deleteTaxonomy(kind, item.id);
    return M.removed(item.name);
  });
}
