import { atom } from 'nanostores';
import { INQUIRY_ERRORS } from '../../../contract/inquiries/inquiries.messages';
import type {
  InquiryDetail,
  InquirySummary,
  UploadFile,
} from '../../../contract/inquiries/inquiries.schema';
import { createPagedList } from '../mypage/paged-list.store';
import { deliverFile, toastDownloadFailed } from '../shared/download';
import { ApiRequestError, http } from '../shared/http';
import { createInquiryApi } from './inquiries.api';

/** The inquiry calls (the contact store shares them). */
export const inquiryApi = createInquiryApi(http);

const inquiries = createPagedList<InquirySummary>({ fetchPage: (n) => inquiryApi.page(n) });

/** The member's inquiries (/mypage/inquiry_history/). */
export const $inquiries = inquiries.$list;

/** The open thread (/mypage/inquiry_history/{id}/). */
export const $thread = atom<{
  status: 'loading' | 'ready' | 'error' | 'missing';
  inquiry: InquiryDetail | null;
}>({
  status: 'loading',
  inquiry: null,
});

/** The outcome of an action: done, or a Japanese message (with per-field messages for a 422). */
export type Outcome<T = void> =
  | { ok: true; value: T }
  | { ok: false; message: string; errors: Record<string, string[]> };

const failed = (error: unknown, fallback: string): Outcome<never> => {
  if (error instanceof ApiRequestError)
    return { ok: false, message: error.message, errors: error.errors };
  return { ok: false, message: fallback, errors: {} };
};

/** Loads one page of the member's inquiries. */
export const loadInquiries = inquiries.load;

/** Opens a thread; the server marks the shop's replies read (the screen still shows which were new). */
export async function openThread(id: number): Promise<void> {
  $thread.set({ status: 'loading', inquiry: null });
  try {
    const inquiry = await inquiryApi.open(id);
    if (inquiry) $thread.set({ status: 'ready', inquiry });
  } catch (error) {
    const missing = error instanceof ApiRequestError && error.status === 404;
    $thread.set({ status: missing ? 'missing' : 'error', inquiry: null });
  }
}

/** Uploads one attachment (the server judges its type and size). */
export async function uploadAttachment(file: File): Promise<Outcome<UploadFile>> {
  try {
    const stored = await inquiryApi.upload(file);
    return stored ? { ok: true, value: stored } : failed(null, INQUIRY_ERRORS.fileType);
  } catch (error) {
    return failed(error, INQUIRY_ERRORS.fileType);
  }
}

/** Sends the member's answer in the open thread, then reloads it. */
export async function sendReply(id: number, body: string, files: UploadFile[]): Promise<Outcome> {
  try {
    await inquiryApi.reply({ inquiry_id: id, body, file_ids: files.map((f) => f.id) });
  } catch (error) {
    return failed(error, INQUIRY_ERRORS.replyEmpty);
  }
  const inquiry = await inquiryApi.open(id).catch(() => null);
  if (inquiry)
    $thread.set({ status: 'ready', inquiry: keepUnreadMarks(inquiry, $thread.get().inquiry) });
  return { ok: true, value: undefined };
}

/** Keeps the 未読 marks the member saw when the thread opened (the reload finds them read). */
function keepUnreadMarks(next: InquiryDetail, before: InquiryDetail | null): InquiryDetail {
  const seen = new Set(before?.comments.filter((c) => c.is_unread).map((c) => c.id));
  return { ...next, comments: next.comments.map((c) => ({ ...c, is_unread: seen.has(c.id) })) };
}

/** Downloads an attachment with the member's login (files are never public). */
export async function downloadAttachment(file: UploadFile): Promise<void> {
  const result = await inquiryApi.download(file.url, file.name).catch(() => null);
  if (!result) toastDownloadFailed();
  else if (!result.ignored) deliverFile(result.data, result.filename);
}
