import { atom } from 'nanostores';
import { ADDRESS_MESSAGES as M } from '../../../contract/addresses/addresses.messages';
import type {
  AddressExportEncoding,
  UserAddress,
} from '../../../contract/addresses/addresses.schema';
import { createRecordBook } from '../mypage/record-book.store';
import { createRecordEditor } from '../mypage/record-editor.store';
import { deliverFile, toastDownloadFailed } from '../shared/download';
import { ApiRequestError, http } from '../shared/http';
import { showToast } from '../shared/toast.store';
import { createAddressApi } from './addresses.api';
import {
  type AddressFormValues,
  addressFormErrors,
  addressIdFromPath,
  bodyOf,
  checkAddressForm,
  EMPTY_ADDRESS_FORM,
  formOf,
} from './addresses.model';

const api = createAddressApi(http);

/** The member's address book and its limit; null until loaded. */
export const $addressBook = atom<{ items: UserAddress[]; limit: number } | null>(null);

/** Result of an address action: a message to show, and field errors on failure. */
export type AddressResult =
  | { ok: true; message: string }
  | { ok: false; message: string; errors: Record<string, string[]> };

async function run(action: () => Promise<unknown>, success: string): Promise<AddressResult> {
  try {
    const done = await action();
    if (done === null || done === false) return { ok: false, message: M.failed, errors: {} };
    return { ok: true, message: success };
  } catch (error) {
    if (error instanceof ApiRequestError) {
      return { ok: false, message: error.message, errors: error.errors };
    }
    throw error;
  }
}

/** Loads the address book; answers the server's message when it refuses (a voucher login). */
export async function loadAddressBook(): Promise<string | null> {
  try {
    const book = await api.list();
    if (book) $addressBook.set(book);
    return null;
  } catch (error) {
    if (error instanceof ApiRequestError) return error.message;
    throw error;
  }
}

/** The address book screen's guard, load and notice line (/mypage/address/). */
export const addressBook = createRecordBook(loadAddressBook);

/** One entry for the edit form; null when it is not the member's (or is gone). */
export async function loadAddress(id: number): Promise<UserAddress | null> {
  try {
    return await api.get(id);
  } catch {
    return null;
  }
}

/** Adds (no id) or saves an entry. */
export function saveAddress(id: number | null, form: AddressFormValues): Promise<AddressResult> {
  const body = bodyOf(form);
  return run(() => (id === null ? api.create(body) : api.update(id, body)), M.saved);
}

/** The address form (/mypage/address/add/, /mypage/address/{key}/edit/): saved without a confirmation step. */
export const addressEditor = createRecordEditor<AddressFormValues, AddressFormValues>({
  async load(mode) {
    if (mode === 'add') return { id: null, form: EMPTY_ADDRESS_FORM };
    const id = addressIdFromPath(window.location.pathname);
    const found = id === null ? null : await loadAddress(id);
    return found && id !== null ? { id, form: formOf(found) } : null;
  },
  check: checkAddressForm,
  async save(id, values) {
    const result = await saveAddress(id, values);
    return result.ok ? result : { ...result, errors: addressFormErrors(result.errors) };
  },
  confirm: false,
  backTo: '/mypage/address/',
  text: { checkErrors: M.formError, notFound: M.notFound, saved: M.saved },
});

async function thenReload(action: () => Promise<unknown>, success: string) {
  const result = await run(action, success);
  await loadAddressBook();
  return result;
}

/** Deletes one entry. */
export const removeAddress = (id: number) => thenReload(() => api.remove(id), M.deleted);
/** Deletes every entry but the own address. */
export const removeOtherAddresses = () => thenReload(() => api.removeAll(), M.deletedAll);
/** Makes an entry the default delivery address. */
export const makeDefaultAddress = (id: number) =>
  thenReload(() => api.markDefault(id), M.defaultSet);
/** Makes an entry the default sender. */
export const makeSenderAddress = (id: number) => thenReload(() => api.markSender(id), M.senderSet);

/** Imports a CSV file; on failure the errors name each bad row. */
export async function importAddresses(file: File): Promise<AddressResult> {
  let count = 0;
  return thenReload(async () => {
    const done = await api.importCsv(file);
    count = done?.imported ?? 0;
    return done;
  }, M.imported(0)).then((r) => (r.ok ? { ok: true, message: M.imported(count) } : r));
}

/** Downloads the book as CSV, or answers the delayed-processing message when it is mailed later. */
export async function exportAddresses(encoding: AddressExportEncoding): Promise<AddressResult> {
  let message: string = M.exported;
  return run(async () => {
    const reply = await api.exportCsv(encoding);
    if (reply && 'delayed' in reply) message = reply.delayed;
    else if (reply) deliverFile(reply.file, reply.filename);
    return reply;
  }, M.exported).then((r) => {
    if (!r.ok) toastDownloadFailed();
    else if (message !== M.exported) showToast(message);
    return r.ok ? { ok: true, message } : r;
  });
}
