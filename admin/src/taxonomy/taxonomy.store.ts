import { atom } from 'nanostores';
import { failureText } from '../shared/failure.model';
import { ApiFailure } from '../shared/http';
import type { FieldErrors } from '../shared/http.model';
import { deleteTaxonomy, fetchTaxonomy, patchTaxonomy, postTaxonomy } from './taxonomy.api';
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
  patch({ busy: true, notice: null, error: null, errors: {} });
  try {
    const notice = await action();
    patch({ busy: false, notice });
    await loadTaxonomy($taxonomy.get().kind, true);
    return true;
  } catch (error) {
    const fields = error instanceof ApiFailure && error.status === 422 ? error.fieldErrors : {};
    patch({ busy: false, error: failureText(error), errors: fields });
    return false;
  }
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
