import { atom } from 'nanostores';
import { failureText } from '../shared/failure.model';
import { ApiFailure } from '../shared/http';
import type { FieldErrors, Paging } from '../shared/http.model';
import { newestLoad } from '../shared/latest.model';
import { SHARED_MESSAGES as SHARED } from '../shared/shared.messages';
import {
  fetchAssignees,
  fetchInquiries,
  fetchInquiry,
  fetchInquiryCategories,
  postNote,
  postReply,
  postStatus,
  putAssignee,
} from './inquiries.api';
import { INQUIRIES_MESSAGES as M } from './inquiries.messages';
import {
  checkReply,
  DEFAULT_INQUIRY_FILTERS,
  type InquiryAssignee,
  type InquiryCategory,
  type InquiryFilters,
  type InquiryListItem,
  type InquiryRecord,
  isConflict,
  statusLabel,
} from './inquiries.model';

/** The inquiry list: the filters it was asked with, one page of rows, the categories to filter by. */
export const $inquiryList = atom<{
  filters: InquiryFilters;
  rows: InquiryListItem[];
  paging: Paging | null;
  categories: InquiryCategory[];
  busy: boolean;
  error: string | null;
}>({
  filters: DEFAULT_INQUIRY_FILTERS,
  rows: [],
  paging: null,
  categories: [],
  busy: false,
  error: null,
});

let latest = 0;

/** Loads one page for `filters`; an older request answering late is ignored. */
export async function loadInquiries(filters = $inquiryList.get().filters): Promise<void> {
  const request = ++latest;
  $inquiryList.set({ ...$inquiryList.get(), filters, busy: true, error: null });
  try {
    const { rows, paging } = await fetchInquiries(filters);
    if (request !== latest) return;
    $inquiryList.set({ ...$inquiryList.get(), rows, paging, busy: false });
  } catch (error) {
    if (request !== latest) return;
    $inquiryList.set({ ...$inquiryList.get(), busy: false, error: failureText(error) });
  }
}

/** Loads the categories once for the filter (an empty filter is still usable if it fails). */
export async function loadInquiryCategories(): Promise<void> {
  if ($inquiryList.get().categories.length > 0) return;
  const categories = await fetchInquiryCategories().catch(() => []);
  $inquiryList.set({ ...$inquiryList.get(), categories });
}

/** Searches with a new search word and filters, from page 1. */
export function searchInquiries(criteria: Omit<InquiryFilters, 'page'>): void {
  void loadInquiries({ ...criteria, page: 1 });
}

/** Opens another page of the same search. */
export function goToInquiryPage(page: number): void {
  void loadInquiries({ ...$inquiryList.get().filters, page });
}

/** The open inquiry, the staff it may go to, and what the last action came to. */
export const $inquiry = atom<{
  record: InquiryRecord | null;
  assignees: InquiryAssignee[];
  busy: boolean;
  error: string | null;
  /** Another operator acted first: why, and that the screen now shows the inquiry as it is. */
  conflict: string | null;
  notice: string | null;
  errors: FieldErrors;
}>({
  record: null,
  assignees: [],
  busy: false,
  error: null,
  conflict: null,
  notice: null,
  errors: {},
});

const patch = (next: Partial<ReturnType<typeof $inquiry.get>>) =>
  $inquiry.set({ ...$inquiry.get(), ...next });

const inquiryOpens = newestLoad();

/** Loads an inquiry whole and the staff it may be assigned to (a later open's answer wins). */
export async function openInquiry(id: number): Promise<void> {
  const current = inquiryOpens.begin();
  patch({ record: null, busy: true, error: null, conflict: null, notice: null, errors: {} });
  try {
    const [record, assignees] = await Promise.all([fetchInquiry(id), fetchAssignees()]);
    if (current()) patch({ record, assignees, busy: false });
  } catch (error) {
    if (current()) patch({ busy: false, error: failureText(error) });
  }
}

/**
 * Runs one action on the open inquiry; true when it was done. A 409 reloads the inquiry so the
 * screen shows what the other operator (or the customer) did and keeps the reason to show; what
 * was typed stays in the form.
 */
async function act(
  run: (record: InquiryRecord) => Promise<InquiryRecord>,
  done: (record: InquiryRecord) => string,
): Promise<boolean> {
  const { record } = $inquiry.get();
  if (!record) return false;
  patch({ busy: true, error: null, conflict: null, notice: null, errors: {} });
  try {
    const saved = await run(record);
    patch({ record: saved, busy: false, notice: done(saved) });
    return true;
  } catch (error) {
    if (isConflict(error)) {
      const fresh = await fetchInquiry(record.id).catch(() => record);
      patch({ record: fresh, busy: false, conflict: failureText(error) });
    } else {
      const errors = error instanceof ApiFailure && error.status === 422 ? error.fieldErrors : {};
      patch({ busy: false, error: failureText(error), errors });
    }
    return false;
  }
}

/** Checks a reply before the confirmation; false (with the field's error) when it cannot be sent. */
export function checkReplyDraft(body: string): boolean {
  const errors = checkReply(body);
  const ok = Object.keys(errors).length === 0;
  patch({ errors, error: ok ? null : SHARED.fixErrors, notice: null, conflict: null });
  return ok;
}

/** Sends the shop's reply, closing the inquiry with it when asked. */
export function replyToInquiry(body: string, close: boolean): Promise<boolean> {
  return act(
    (r) => postReply(r.id, { version: r.version, body, close }),
    () => M.done.reply,
  );
}

/** Moves the inquiry to another status. */
export function changeInquiryStatus(status: string): Promise<boolean> {
  return act(
    (r) => postStatus(r.id, { version: r.version, status }),
    (r) => M.done.status(statusLabel(r.status)),
  );
}

/** Hands the inquiry to a staff member ('' for nobody). */
export function assignInquiry(staffId: string): Promise<boolean> {
  const staff_id = staffId ? Number(staffId) : null;
  return act(
    (r) => putAssignee(r.id, { version: r.version, staff_id }),
    () => M.done.assign,
  );
}

/** Adds an internal note. */
export function addInquiryNote(body: string): Promise<boolean> {
  return act(
    (r) => postNote(r.id, body),
    () => M.done.note,
  );
}
