import { atom } from 'nanostores';
import { followPublish } from '../publishing/publishing.store';
import { failureText } from '../shared/failure.model';
import { navigate } from '../shared/router.store';
import { openProduct } from './product-edit.store';
import { fetchProduct, fetchVersions, postRestore } from './products.api';
import { PRODUCTS_MESSAGES as M } from './products.messages';
import { type VersionRow, versionRow } from './products.model';

/** A product's version history: its name, current version and saved versions. */
export const $versions = atom<{
  key: string | null;
  name: string;
  current: number | null;
  rows: VersionRow[];
  busy: boolean;
  error: string | null;
}>({ key: null, name: '', current: null, rows: [], busy: false, error: null });

/** Loads a product's saved versions. */
export async function loadVersions(key: string): Promise<void> {
  $versions.set({ key, name: '', current: null, rows: [], busy: true, error: null });
  try {
    const [product, raw] = await Promise.all([fetchProduct(key), fetchVersions(key)]);
    const rows = raw.map(versionRow).filter((row): row is VersionRow => row !== null);
    rows.sort((a, b) => b.n - a.n);
    const current = typeof product.version === 'number' ? product.version : (rows[0]?.n ?? null);
    $versions.set({
      key,
      name: String(product.name ?? key),
      current,
      rows,
      busy: false,
      error: null,
    });
  } catch (error) {
    $versions.set({ ...$versions.get(), busy: false, error: failureText(error) });
  }
}

/** Restores version `n` and opens the product with it (published again by the server). */
export async function restoreVersion(key: string, n: number): Promise<void> {
  $versions.set({ ...$versions.get(), busy: true, error: null });
  try {
    const restored = await postRestore(key, n);
    $versions.set({ ...$versions.get(), busy: false });
    const opening = openProduct(key, M.restored(n));
    navigate({ name: 'product-edit', key });
    await opening;
    const ticket = restored.publish as { changes?: number[] } | undefined;
    followPublish(ticket?.changes);
  } catch (error) {
    $versions.set({ ...$versions.get(), busy: false, error: failureText(error) });
  }
}
