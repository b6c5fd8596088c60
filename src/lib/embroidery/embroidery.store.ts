import { atom } from 'nanostores';
import { EMBROIDERY_MESSAGES as M } from '../../../contract/embroidery/embroidery.messages';
import type { Embroidery, EmbroideryBody } from '../../../contract/embroidery/embroidery.schema';
import { type CartChange, changeCart } from '../cart/cart.store';
import { createRecordEditor } from '../mypage/record-editor.store';
import { http } from '../shared/http';
import { type ActionResult, runAction } from '../shared/record-actions';
import { createEmbroideryApi } from './embroidery.api';
import {
  checkEmbroideryForm,
  EMPTY_EMBROIDERY_FORM,
  type EmbroideryForm,
  embroideryForm,
  embroideryIdFromSearch,
} from './embroidery.model';

const api = createEmbroideryApi(http);

/** The saved names: loading, loaded (with the server's limit) or failed. */
export type EmbroideryList =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; items: Embroidery[]; limit: number };

/** The member's names for name embroidery. */
export const $embroideries = atom<EmbroideryList>({ status: 'loading' });

/** Loads the member's saved names. */
export async function loadEmbroideries(): Promise<void> {
  try {
    const page = await api.list();
    if (page) $embroideries.set({ status: 'ready', ...page });
  } catch {
    $embroideries.set({ status: 'error' });
  }
}

/** Adds (`id` null) or changes a saved name. */
export function saveEmbroidery(id: number | null, body: EmbroideryBody): Promise<ActionResult> {
  return runAction(() => api.save(id, body));
}

/** The saved name's form (/mypage/name-embroidery/edit/, `?id=` to change one). */
export const embroideryEditor = createRecordEditor<EmbroideryForm, EmbroideryBody>({
  async load() {
    const wanted = embroideryIdFromSearch(window.location.search);
    if (wanted === null) return { id: null, form: EMPTY_EMBROIDERY_FORM };
    await loadEmbroideries();
    const list = $embroideries.get();
    const found = list.status === 'ready' ? list.items.find((e) => e.id === wanted) : undefined;
    return found ? { id: wanted, form: embroideryForm(found) } : null;
  },
  check: checkEmbroideryForm,
  save: saveEmbroidery,
  backTo: '/mypage/name-embroidery/',
  text: { checkErrors: M.checkErrors, notFound: M.notFound, saved: M.saved },
});

/** Deletes a saved name and drops it from the list. */
export async function removeEmbroidery(id: number): Promise<ActionResult> {
  const result = await runAction(() => api.remove(id));
  const list = $embroideries.get();
  if (result.ok && list.status === 'ready') {
    $embroideries.set({ ...list, items: list.items.filter((e) => e.id !== id) });
  }
  return result;
}

/** Keys of the accessory products that are name embroidery (null until loaded). */
export const $embroideryServices = atom<string[] | null>(null);

/** Loads the embroidery service keys once (an empty list when the call fails). */
export async function loadEmbroideryServices(): Promise<void> {
  if ($embroideryServices.get() !== null) return;
  $embroideryServices.set(await api.services().catch(() => []));
}

/** Embroiders the saved name `embroideryId` on the cart line `lineKey` (replacing one there). */
export const embroiderLine = (lineKey: string, embroideryId: number): Promise<CartChange> =>
  changeCart((token) => api.addToLine(token, lineKey, embroideryId));

/** Takes the embroidered name off the cart line. */
export const unembroiderLine = (lineKey: string): Promise<CartChange> =>
  changeCart((token) => api.removeFromLine(token, lineKey));
