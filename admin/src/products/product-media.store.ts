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
  PanelState & {
    key: string;
    saved: SizeTable | null;
    table: SizeTable | null;
    loaded: boolean;
    /** After a 409: the table another person saved (now `saved`); what was typed stays in `table`. */
    theirs: SizeTable | null | undefined;
  }
>({ ...idle, key: '', saved: null, table: null, loaded: false, theirs: undefined });

const NO_RELATIONS: Relations = { related: [], recommended: [], accessory: [] };

/** The linked products as saved and as being edited, and the picker's search. */
export const $relations = atom<
  PanelState & {
    key: string;
    saved: Relations;
    lists: Relations;
    loaded: boolean;
    results: LinkedProduct[] | null;
    /** After a 409: the kind another person saved first (its list now in `saved`). */
    theirs: RelationKind | null;
  }
>({
  ...idle,
  key: '',
  saved: NO_RELATIONS,
  lists: NO_RELATIONS,
  loaded: false,
  results: null,
  theirs: null,
});

const failed = (error: unknown): Partial<PanelState> => ({
  busy: false,
  notice: null,
  error: failureText(error),
  errors: error instanceof ApiFailure ? error.fieldErrors : {},
});

/** The panel as another person saved it, carried by a 409 (`current`); undefined for other failures. */
function theirsOf<T>(error: unknown): T | undefined {
  if (!(error instanceof ApiFailure) || error.status !== 409) return undefined;
  return (error.raw as { current?: T } | undefined)?.current;
}

const altsOf = (images: ProductImage[]) => Object.fromEntries(images.map((i) => [i.id, i.alt]));

/** Opens the pictures, size table and links of product `key`. */
export async function openProductMedia(key: string): Promise<void> {
  $images.set({ ...idle, key, images: [], alts: {}, loaded: false });
  $sizeTable.set({ ...idle, key, saved: null, table: null, loaded: false, theirs: undefined });
  $relations.set({
    ...idle,
    key,
    saved: NO_RELATIONS,
    lists: NO_RELATIONS,
    loaded: false,
    results: null,
    theirs: null,
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
    // A 409 brings the pictures as saved by someone else: show them, keep the alt texts typed.
    const images = theirsOf<ProductImage[]>(error) ?? $images.get().images;
    const alts = { ...altsOf(images), ...pick($images.get().alts, images) };
    $images.set({ ...$images.get(), ...failed(error), images, alts });
    return false;
  }
}

const pick = (alts: Record<number, string>, images: ProductImage[]) =>
  Object.fromEntries(images.filter((i) => i.id in alts).map((i) => [i.id, alts[i.id] as string]));

/** Uploads a picture with its alt text; answers whether it was stored. */
export const addImage = (file: File, alt: string) =>
  imagesCall((key) => postImage(key, file, alt), M.uploaded);

/** Moves picture `index` one place and saves the order (based on the order shown). */
export const moveImage = (index: number, step: -1 | 1) => {
  const shown = $images.get().images;
  const ids = moved(shown, index, step).map((i) => i.id);
  return imagesCall(
    (key) =>
      putImageOrder(
        key,
        ids,
        shown.map((i) => i.id),
      ),
    M.orderSaved,
  );
};

/** Keeps the alt text being typed for a picture. */
export function typeAlt(id: number, alt: string): void {
  $images.set({ ...$images.get(), alts: { ...$images.get().alts, [id]: alt } });
}

/** Saves one picture's alt text (based on the alt text the picture shows as saved). */
export const saveAlt = (id: number) => {
  const { images, alts } = $images.get();
  const from = images.find((i) => i.id === id)?.alt ?? '';
  return imagesCall((key) => patchImageAlt(key, id, alts[id] ?? '', from), M.altSaved);
};

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
    const saved = await putSizeTable(state.key, state.table, state.saved);
    const next = { ...idle, saved, table: saved, theirs: undefined, notice: M.sizeSaved };
    $sizeTable.set({ ...$sizeTable.get(), ...next });
  } catch (error) {
    const theirs = theirsOf<{ size_table: SizeTable | null }>(error);
    // The table typed stays; the next save is based on the other person's (shown beside it).
    const after409 = theirs ? { saved: theirs.size_table, theirs: theirs.size_table } : {};
    $sizeTable.set({ ...$sizeTable.get(), ...failed(error), ...after409 });
  }
}

/** After a 409: replaces the table typed by the one the other person saved. */
export function takeTheirSizeTable(): void {
  const state = $sizeTable.get();
  $sizeTable.set({ ...state, table: state.saved, theirs: undefined, error: null });
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
    const from = state.saved[kind].map((p) => p.key);
    const saved = await putRelations(state.key, kind, keys, from);
    const lists = { ...$relations.get().lists, [kind]: saved[kind] };
    const next = { ...idle, saved, lists, theirs: null, notice: M.relatedSaved };
    $relations.set({ ...$relations.get(), ...next });
  } catch (error) {
    const theirs = theirsOf<Relations>(error);
    // The lists chosen stay; the next save is based on the other person's (shown beside them).
    const after409 = theirs ? { saved: theirs, theirs: kind } : {};
    $relations.set({ ...$relations.get(), ...failed(error), ...after409 });
  }
}

/** After a 409: replaces one kind's list chosen by the one the other person saved. */
export function takeTheirLinks(kind: RelationKind): void {
  const state = $relations.get();
  const lists = { ...state.lists, [kind]: state.saved[kind] };
  $relations.set({ ...state, lists, theirs: null, error: null });
}
