import { atom } from 'nanostores';
import { failureText } from '../shared/failure.model';
import { ApiFailure } from '../shared/http';
import {
  deleteImage,
  fetchImages,
  fetchRelations,
  fetchSizeTable,
  patchImageAlt,
  postImage,
  putImageOrder,
  putRelations,
  putSizeTable,
} from './product-media.api';
import { PRODUCT_MEDIA_MESSAGES as M } from './product-media.messages';
import {
  type LinkedProduct,
  moved,
  type ProductImage,
  type RelationKind,
  type Relations,
  type SizeTable,
} from './product-media.model';
import { fetchProducts } from './products.api';
import { DEFAULT_FILTERS } from './products.model';

/** What a panel shows besides its data: busy, a notice, an error and field errors. */
type PanelState = {
  busy: boolean;
  notice: string | null;
  error: string | null;
  errors: Record<string, string[]>;
};
const idle: PanelState = { busy: false, notice: null, error: null, errors: {} };

/** The product's pictures and the alt texts being typed (by picture id). */
export const $images = atom<
  PanelState & {
    key: string;
    images: ProductImage[];
    alts: Record<number, string>;
    loaded: boolean;
  }
>({ ...idle, key: '', images: [], alts: {}, loaded: false });

/** The size table as saved and as being edited. */
export const $sizeTable = atom<
  PanelState & { key: string; saved: SizeTable | null; table: SizeTable | null; loaded: boolean }
>({ ...idle, key: '', saved: null, table: null, loaded: false });

const NO_RELATIONS: Relations = { related: [], recommended: [], accessory: [] };

/** The linked products as saved and as being edited, and the picker's search. */
export const $relations = atom<
  PanelState & {
    key: string;
    saved: Relations;
    lists: Relations;
    loaded: boolean;
    results: LinkedProduct[] | null;
  }
>({ ...idle, key: '', saved: NO_RELATIONS, lists: NO_RELATIONS, loaded: false, results: null });

const failed = (error: unknown): Partial<PanelState> => ({
  busy: false,
  notice: null,
  error: failureText(error),
  errors: error instanceof ApiFailure ? error.fieldErrors : {},
});

const altsOf = (images: ProductImage[]) => Object.fromEntries(images.map((i) => [i.id, i.alt]));

/** Opens the pictures, size table and links of product `key`. */
export async function openProductMedia(key: string): Promise<void> {
  $images.set({ ...idle, key, images: [], alts: {}, loaded: false });
  $sizeTable.set({ ...idle, key, saved: null, table: null, loaded: false });
  $relations.set({
    ...idle,
    key,
    saved: NO_RELATIONS,
    lists: NO_RELATIONS,
    loaded: false,
    results: null,
  });
  await Promise.all([
    fetchImages(key).then(
      (images) => $images.set({ ...$images.get(), images, alts: altsOf(images), loaded: true }),
      (error) => $images.set({ ...$images.get(), ...failed(error) }),
    ),
    fetchSizeTable(key).then(
      (saved) => $sizeTable.set({ ...$sizeTable.get(), saved, table: saved, loaded: true }),
      (error) => $sizeTable.set({ ...$sizeTable.get(), ...failed(error) }),
    ),
    fetchRelations(key).then(
      (saved) => $relations.set({ ...$relations.get(), saved, lists: saved, loaded: true }),
      (error) => $relations.set({ ...$relations.get(), ...failed(error) }),
    ),
  ]);
}

/** Runs a pictures call; the answer replaces the list (typed alt texts of other pictures stay). */
async function imagesCall(run: (key: string) => Promise<ProductImage[]>, notice: string) {
  const state = $images.get();
  $images.set({ ...state, busy: true, notice: null, error: null, errors: {} });
  try {
    const images = await run(state.key);
    const alts = { ...altsOf(images), ...pick($images.get().alts, images) };
    $images.set({ ...$images.get(), ...idle, images, alts, notice });
    return true;
  } catch (error) {
    $images.set({ ...$images.get(), ...failed(error) });
    return false;
  }
}

const pick = (alts: Record<number, string>, images: ProductImage[]) =>
  Object.fromEntries(images.filter((i) => i.id in alts).map((i) => [i.id, alts[i.id] as string]));

/** Uploads a picture with its alt text; answers whether it was stored. */
export const addImage = (file: File, alt: string) =>
  imagesCall((key) => postImage(key, file, alt), M.uploaded);

/** Moves picture `index` one place and saves the order. */
export const moveImage = (index: number, step: -1 | 1) =>
  imagesCall(
    (key) =>
      putImageOrder(
        key,
        moved($images.get().images, index, step).map((i) => i.id),
      ),
    M.orderSaved,
  );

/** Keeps the alt text being typed for a picture. */
export function typeAlt(id: number, alt: string): void {
  $images.set({ ...$images.get(), alts: { ...$images.get().alts, [id]: alt } });
}

/** Saves one picture's alt text. */
export const saveAlt = (id: number) =>
  imagesCall((key) => patchImageAlt(key, id, $images.get().alts[id] ?? ''), M.altSaved);

/** Removes one picture. */
export const removeImage = (id: number) => imagesCall((key) => deleteImage(key, id), M.removed);

/** Replaces the size table being edited (null: none). */
export function editSizeTable(table: SizeTable | null): void {
  $sizeTable.set({ ...$sizeTable.get(), table, notice: null });
}

/** Saves the size table being edited. */
export async function saveSizeTable(): Promise<void> {
  const state = $sizeTable.get();
  $sizeTable.set({ ...state, busy: true, notice: null, error: null, errors: {} });
  try {
    const saved = await putSizeTable(state.key, state.table);
    $sizeTable.set({ ...$sizeTable.get(), ...idle, saved, table: saved, notice: M.sizeSaved });
  } catch (error) {
    $sizeTable.set({ ...$sizeTable.get(), ...failed(error) });
  }
}

/** Replaces one kind's list being edited. */
export function editLinks(kind: RelationKind, list: LinkedProduct[]): void {
  const state = $relations.get();
  $relations.set({ ...state, lists: { ...state.lists, [kind]: list }, notice: null });
}

/** Searches products for the picker with the admin list's own search (server side, 10 results). */
export async function searchLinkable(keyword: string): Promise<void> {
  const state = $relations.get();
  $relations.set({ ...state, busy: true, error: null });
  try {
    const { rows } = await fetchProducts({ ...DEFAULT_FILTERS, keyword, per: 10 });
    const results = rows
      .filter((row) => row.product_key !== state.key)
      .map((row) => ({ key: row.product_key, name: row.name, image_url: row.image_url }));
    $relations.set({ ...$relations.get(), busy: false, results });
  } catch (error) {
    $relations.set({ ...$relations.get(), ...failed(error) });
  }
}

/** Saves one kind's list, in its order. */
export async function saveLinks(kind: RelationKind): Promise<void> {
  const state = $relations.get();
  $relations.set({ ...state, busy: true, notice: null, error: null, errors: {} });
  try {
    const keys = state.lists[kind].map((p) => p.key);
    const saved = await putRelations(state.key, kind, keys);
    const lists = { ...$relations.get().lists, [kind]: saved[kind] };
    $relations.set({ ...$relations.get(), ...idle, saved, lists, notice: M.relatedSaved });
  } catch (error) {
    $relations.set({ ...$relations.get(), ...failed(error) });
  }
}
