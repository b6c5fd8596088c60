import { atom } from 'nanostores';
import { failureText } from '../shared/failure.model';
import type { Paging } from '../shared/http.model';
import { navigate } from '../shared/router.store';
import { openProduct } from './product-edit.store';
import {
  deleteProduct,
  fetchProducts,
  fetchReference,
  postDuplicate,
  postUndelete,
} from './products.api';
import { PRODUCTS_MESSAGES as M } from './products.messages';
import {
  DEFAULT_FILTERS,
  optionsFrom,
  type ProductFilters,
  type ProductListItem,
  type ProductSort,
  type RefOption,
  sortBy,
} from './products.model';

/** The product list: the filters it was asked with, one page of rows, and its state. */
export const $productList = atom<{
  filters: ProductFilters;
  rows: ProductListItem[];
  paging: Paging | null;
  busy: boolean;
  error: string | null;
  notice: string | null;
}>({ filters: DEFAULT_FILTERS, rows: [], paging: null, busy: false, error: null, notice: null });

/** The reference lists the filters and the edit form choose from. */
export const $references = atom<{
  categories: RefOption[];
  brands: RefOption[];
  makers: RefOption[];
  channels: RefOption[];
}>({ categories: [], brands: [], makers: [], channels: [] });

let latest = 0;

/** Loads one page for `filters`; an older request answering late is ignored. */
export async function loadProducts(filters = $productList.get().filters): Promise<void> {
  const request = ++latest;
  $productList.set({ ...$productList.get(), filters, busy: true, error: null });
  try {
    const { rows, paging } = await fetchProducts(filters);
    if (request !== latest) return;
    $productList.set({ ...$productList.get(), rows, paging, busy: false });
  } catch (error) {
    if (request !== latest) return;
    $productList.set({ ...$productList.get(), busy: false, error: failureText(error) });
  }
}

/** Searches with new filters, from page 1. */
export function searchProducts(filters: Omit<ProductFilters, 'page' | 'per' | 'sort' | 'order'>) {
  const current = $productList.get().filters;
  $productList.set({ ...$productList.get(), notice: null });
  void loadProducts({ ...current, ...filters, page: 1 });
}

/** Clears every filter and the keyword. */
export function clearProductFilters(): void {
  const { sort, order } = $productList.get().filters;
  void loadProducts({ ...DEFAULT_FILTERS, sort, order });
}

/** Sorts by a column (the same column again flips the order). */
export function sortProducts(sort: ProductSort): void {
  void loadProducts(sortBy($productList.get().filters, sort));
}

/** Sorts by a key in a given order (the phone's 並び順, where column headers are hidden). */
export function setProductSort(sort: ProductSort, order: 'asc' | 'desc'): void {
  void loadProducts({ ...$productList.get().filters, sort, order, page: 1 });
}

/** Opens another page of the same search. */
export function goToProductPage(page: number): void {
  void loadProducts({ ...$productList.get().filters, page });
}

let referencesAsked = false;

/** Loads the reference lists once a session (a list that fails stays empty and is asked again next time). */
export async function loadReferences(): Promise<void> {
  if (referencesAsked) return;
  referencesAsked = true;
  const lists = ['categories', 'brands', 'makers', 'channels'] as const;
  const answers = await Promise.allSettled(lists.map((list) => fetchReference(list)));
  const next = { ...$references.get() };
  answers.forEach((answer, index) => {
    const list = lists[index];
    if (list && answer.status === 'fulfilled') next[list] = optionsFrom(answer.value);
    else referencesAsked = false;
  });
  $references.set(next);
}

/** Copies a product and opens the copy. */
export async function duplicateProduct(key: string): Promise<void> {
  try {
    const copy = await postDuplicate(key);
    const copyKey = String(copy.product_key ?? copy.key ?? '');
    if (copyKey) {
      const opening = openProduct(copyKey, M.duplicated);
      navigate({ name: 'product-edit', key: copyKey });
      await opening;
    } else {
      $productList.set({ ...$productList.get(), notice: M.duplicated, error: null });
      void loadProducts();
    }
  } catch (error) {
    $productList.set({ ...$productList.get(), error: failureText(error) });
  }
}

/** Deletes a product (soft) and reloads the page it was on. */
/** Brings a deleted product back (it shows in the shop again as it was before). */
export async function undeleteProduct(key: string, name: string): Promise<void> {
  try {
    await postUndelete(key);
    $productList.set({ ...$productList.get(), notice: M.restoredDeleted(name), error: null });
    await loadProducts();
  } catch (error) {
    $productList.set({ ...$productList.get(), error: failureText(error) });
  }
}

/** Deletes a product softly (the list's 削除済み filter shows it; it can be brought back). */
export async function removeProduct(key: string, name: string): Promise<boolean> {
  try {
    await deleteProduct(key);
    $productList.set({ ...$productList.get(), notice: M.removed(name), error: null });
    await loadProducts();
    return true;
  } catch (error) {
    $productList.set({ ...$productList.get(), error: failureText(error) });
    return false;
  }
}
