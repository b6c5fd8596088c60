import { atom } from 'nanostores';
import type { CategoryNode } from '../../../contract/catalog/catalog.schema';
import { MAX_ATTACHMENTS } from '../../../contract/inquiries/inquiries.schema';
import { PUNCTUATION } from '../../../contract/shared/common.messages';
import { loadMe } from '../account/account.store';
import type { OrderChoice } from '../inquiries/inquiries.api';
import { inquiryApi, uploadAttachment } from '../inquiries/inquiries.store';
import { ApiRequestError } from '../shared/http';
import { CONTACT_MESSAGES as M } from './contact.messages';
import {
  businessCategoryId,
  type ContactDraft,
  type ContactKind,
  checkDraft,
  emptyDraft,
  kindFromQuery,
  parseDraft,
  shownValues,
} from './contact.model';

const DRAFT_KEY = 'contact:draft';
const SENT_KEY = 'contact:sent';

/** What the form needs besides the draft: categories, the member (if any) and their orders. */
export type ContactSetup = {
  status: 'loading' | 'ready';
  categories: CategoryNode[];
  isMember: boolean;
  orders: OrderChoice[];
};

/** The draft being typed (kept in this tab's sessionStorage, so nothing is lost going back). */
export const $contactDraft = atom<ContactDraft>(emptyDraft('general'));
/** Categories, member and orders for the form. */
export const $contactSetup = atom<ContactSetup>({
  status: 'loading',
  categories: [],
  isMember: false,
  orders: [],
});
/** Files being uploaded right now. */
export const $uploading = atom(0);
/** Whether the last inquiry of this tab was a member's (the complete page links to the history). */
export const $sentByMember = atom<boolean | null>(null);

function keep(draft: ContactDraft): void {
  $contactDraft.set(draft);
  sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
}

/** Opens a form page: restores the draft, loads categories, and prefills a member's name and e-mail. */
export async function openContact(search: string): Promise<void> {
  const asked = new URLSearchParams(search).has('type') ? kindFromQuery(search) : null;
  const kept = parseDraft(sessionStorage.getItem(DRAFT_KEY));
  const draft = kept ?? emptyDraft(asked ?? 'general');
  $contactDraft.set(asked && !kept ? draft : { ...draft, kind: asked ?? draft.kind });
  const [categories, me] = await Promise.all([
    inquiryApi.categories().catch(() => null),
    loadMe().catch(() => null),
  ]);
  const orders = me ? ((await inquiryApi.orders().catch(() => null)) ?? []) : [];
  if (me) {
    const d = $contactDraft.get();
    const prefill = {
      name: `${me.last_name} ${me.first_name}`.trim(),
      name_kana: `${me.last_name_kana} ${me.first_name_kana}`.trim(),
      email: me.email,
      phone: me.phone_number || me.cell_phone_number,
    };
    const values = {
      ...prefill,
      ...Object.fromEntries(Object.entries(d.values).filter(([, x]) => x !== '')),
    };
    $contactDraft.set({ ...d, values });
  }
  $contactSetup.set({ status: 'ready', categories: categories ?? [], isMember: !!me, orders });
}

/** Keeps what was typed in one field. */
export function editContact(name: string, value: string): void {
  const d = $contactDraft.get();
  const { [name]: _cleared, ...errors } = d.errors;
  keep({ ...d, values: { ...d.values, [name]: value }, errors, checked: false });
}

/** Switches between the general and the business form (nothing typed is lost). */
export function chooseKind(kind: ContactKind): void {
  keep({ ...$contactDraft.get(), kind, checked: false });
}

/** Uploads chosen files (at most three in all); refused files are named in the field's message. */
export async function attachContactFiles(files: File[]): Promise<void> {
  const room = MAX_ATTACHMENTS - $contactDraft.get().files.length;
  const messages: string[] = files.length > room ? [M.filesHint] : [];
  $uploading.set(Math.min(files.length, Math.max(room, 0)));
  for (const file of files.slice(0, Math.max(room, 0))) {
    const result = await uploadAttachment(file);
    if (result.ok) {
      const d = $contactDraft.get();
      keep({ ...d, files: [...d.files, result.value] });
    } else
      messages.push(`${file.name}${PUNCTUATION.colon}${result.errors.file?.[0] ?? result.message}`);
    $uploading.set($uploading.get() - 1);
  }
  const d = $contactDraft.get();
  const { file_ids: _old, ...rest } = d.errors;
  keep({ ...d, errors: messages.length ? { ...rest, file_ids: messages } : rest });
}

/** Takes a file off the draft. */
export function removeContactFile(id: string): void {
  const d = $contactDraft.get();
  keep({ ...d, files: d.files.filter((f) => f.id !== id) });
}

function check(draft: ContactDraft) {
  const setup = $contactSetup.get();
  return checkDraft(draft, {
    guest: !setup.isMember,
    businessId: businessCategoryId(setup.categories),
  });
}

/** Checks the input; on success the confirm page opens, else the messages show by field. */
export function goToConfirm(): boolean {
  const d = $contactDraft.get();
  const result = check(d);
  if (!result.ok) {
    keep({ ...d, errors: result.errors, checked: false });
    return false;
  }
  keep({ ...d, values: { ...d.values, ...shownValues(result.body) }, errors: {}, checked: true });
  window.location.assign('/contact/confirm/');
  return true;
}

/** Opens the confirm page: only a checked draft may show there, else back to the form. */
export async function openConfirm(): Promise<boolean> {
  await openContact('');
  if ($contactDraft.get().checked) return true;
  window.location.replace('/contact/');
  return false;
}

/** Back to the form with everything kept. */
export function backToForm(): void {
  window.location.assign('/contact/');
}

/** Sends the inquiry: the complete page on success; a 422 goes back to the form with its messages. */
export async function sendContact(): Promise<string | null> {
  const d = $contactDraft.get();
  const result = check(d);
  if (!result.ok) {
    keep({ ...d, errors: result.errors, checked: false });
    backToForm();
    return null;
  }
  try {
    await inquiryApi.send(result.body);
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 422) {
      keep({ ...d, errors: error.errors, checked: false });
      backToForm();
      return null;
    }
    return error instanceof ApiRequestError ? error.message : M.sendFailed;
  }
  sessionStorage.removeItem(DRAFT_KEY);
  sessionStorage.setItem(SENT_KEY, $contactSetup.get().isMember ? 'member' : 'guest');
  window.location.assign('/contact/complete/');
  return null;
}

/** Reads who sent the last inquiry of this tab (for the complete page's links). */
export function openComplete(): void {
  const sent = sessionStorage.getItem(SENT_KEY);
  $sentByMember.set(sent === null ? null : sent === 'member');
}
