import { atom } from 'nanostores';
import { MEMORIAL_MESSAGES as M } from '../../../contract/memorials/memorials.messages';
import type { Memorial, MemorialBody } from '../../../contract/memorials/memorials.schema';
import { createRecordEditor } from '../mypage/record-editor.store';
import { http } from '../shared/http';
import { type ActionResult, runAction } from '../shared/record-actions';
import { createMemorialApi } from './memorials.api';
import {
  checkMemorialForm,
  EMPTY_MEMORIAL_FORM,
  type MemorialForm,
  memorialForm,
  memorialIdFromPath,
} from './memorials.model';

const api = createMemorialApi(http);

/** The memorial-day list: loading, loaded (with the server's limit) or failed. */
export type MemorialList =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; items: Memorial[]; limit: number };

/** The member's memorial days (/mypage/memorial/). */
export const $memorials = atom<MemorialList>({ status: 'loading' });

/** Loads the member's memorial days. */
export async function loadMemorials(): Promise<void> {
  try {
    const page = await api.list();
    if (page) $memorials.set({ status: 'ready', ...page });
  } catch {
    $memorials.set({ status: 'error' });
  }
}

/** One memorial day for the edit screen; null when missing or not the member's. */
export async function loadMemorial(id: number): Promise<Memorial | null> {
  try {
    return await api.get(id);
  } catch {
    return null;
  }
}

/** Adds (`id` null) or changes a memorial day. */
export function saveMemorial(id: number | null, body: MemorialBody): Promise<ActionResult> {
  return runAction(() => api.save(id, body));
}

/** The memorial day's form (/mypage/memorial/add/ and /mypage/memorial/{key}/edit/). */
export const memorialEditor = createRecordEditor<MemorialForm, MemorialBody>({
  async load(mode) {
    if (mode === 'add') return { id: null, form: EMPTY_MEMORIAL_FORM };
    const id = memorialIdFromPath(window.location.pathname);
    const found = id === null ? null : await loadMemorial(id);
    return found && id !== null ? { id, form: memorialForm(found) } : null;
  },
  check: checkMemorialForm,
  save: saveMemorial,
  backTo: '/mypage/memorial/',
  text: { checkErrors: M.checkErrors, notFound: M.notFound, saved: M.saved },
});

/** Deletes a memorial day and drops it from the list. */
export async function removeMemorial(id: number): Promise<ActionResult> {
  const result = await runAction(() => api.remove(id));
  const list = $memorials.get();
  if (result.ok && list.status === 'ready') {
    $memorials.set({ ...list, items: list.items.filter((m) => m.id !== id) });
  }
  return result;
}
