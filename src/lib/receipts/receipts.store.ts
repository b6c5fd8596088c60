import { atom } from 'nanostores';
import { RECEIPT_SCREEN_MESSAGES as M } from '../../../contract/receipts/receipts.messages';
import type { ReceiptInfo } from '../../../contract/receipts/receipts.schema';
import { deliverFile, toastDownloadFailed } from '../shared/download';
import { ApiRequestError, http } from '../shared/http';
import { createReceiptsApi, type ReceiptTarget } from './receipts.api';
import {
  checkReceiptForm,
  type FieldErrors,
  type ReceiptForm,
  receiptForm,
} from './receipts.model';

export type { ReceiptTarget } from './receipts.api';

const api = createReceiptsApi(http);

/** The receipt screen: loading, not found (a bad link or someone else's order), or ready. */
export type ReceiptState =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'failed' }
  | {
      status: 'ready';
      info: ReceiptInfo;
      form: ReceiptForm;
      errors: FieldErrors;
      /** The confirmation step before the first issue. */
      confirming: boolean;
      busy: boolean;
      /** An error to show in an alert. */
      alert: string | null;
      /** A short success note (「ダウンロードが完了しました」). */
      notice: string | null;
    };

/** The receipt of the order on this page. */
export const $receipt = atom<ReceiptState>({ status: 'loading' });
let target: ReceiptTarget | null = null;

type Ready = Extract<ReceiptState, { status: 'ready' }>;
function patch(change: Partial<Ready>): void {
  const s = $receipt.get();
  if (s.status === 'ready') $receipt.set({ ...s, ...change });
}
const ready = (): Ready | null => {
  const s = $receipt.get();
  return s.status === 'ready' ? s : null;
};
const isMissing = (e: unknown) => e instanceof ApiRequestError && e.status === 404;

/** Loads the receipt of a member's order or of a guest link; a bad link shows as missing. */
export async function loadReceipt(next: ReceiptTarget): Promise<void> {
  target = next;
  $receipt.set({ status: 'loading' });
  try {
    if ((await api.check(next)) === false) return $receipt.set({ status: 'missing' });
    const info = await api.info(next);
    if (!info) return $receipt.set({ status: 'failed' });
    $receipt.set({
      status: 'ready',
      info,
      form: receiptForm(info),
      errors: {},
      confirming: false,
      busy: false,
      alert: null,
      notice: null,
    });
  } catch (error) {
    $receipt.set({ status: isMissing(error) ? 'missing' : 'failed' });
  }
}

/** Changes one field of the form (nothing typed is lost). */
export function editReceipt(field: keyof ReceiptForm, value: string): void {
  const s = ready();
  if (s) patch({ form: { ...s.form, [field]: value }, notice: null });
}

/** Checks the form and goes to the confirmation step; stays with field errors otherwise. */
export function confirmReceipt(): boolean {
  const s = ready();
  if (!s) return false;
  const checked = checkReceiptForm(s.form);
  if (!checked.ok) {
    patch({ errors: checked.errors, alert: null });
    return false;
  }
  patch({ errors: {}, alert: null, confirming: true });
  return true;
}

/** Back from the confirmation step to the form. */
export function backToReceiptForm(): void {
  patch({ confirming: false });
}

async function download(what: 'receipt' | 'quotation'): Promise<boolean> {
  if (!target) return false;
  const res = await api.download(target, what);
  if (res.ignored) return false;
  deliverFile(res.data, res.filename);
  return true;
}

function failed(error: unknown, fallback: string): void {
  if (error instanceof ApiRequestError && error.status === 422) {
    const errors: FieldErrors = error.errors.name ? { name: error.errors.name } : {};
    patch({ busy: false, confirming: false, errors, alert: error.message });
  } else {
    patch({ busy: false, alert: fallback });
  }
}

/** Saves 宛名 and 但し書き (first issue only), then downloads the receipt and counts the issue. */
export async function issueReceipt(): Promise<boolean> {
  const s = ready();
  if (!s || !target) return false;
  const checked = checkReceiptForm(s.form);
  if (!checked.ok) {
    patch({ errors: checked.errors, confirming: false });
    return false;
  }
  patch({ busy: true, alert: null, notice: null });
  try {
    if (!s.info.is_issued && !(await api.save(target, checked.body))) {
      patch({ busy: false, alert: M.saveFailed });
      return false;
    }
    if (!(await download('receipt'))) {
      toastDownloadFailed();
      patch({ busy: false, alert: M.downloadFailed });
      return false;
    }
    const info = (await api.info(target).catch(() => null)) ?? s.info;
    patch({ info, form: receiptForm(info), busy: false, confirming: false, notice: M.downloaded });
    return true;
  } catch (error) {
    toastDownloadFailed();
    failed(error, M.downloadFailed);
    return false;
  }
}

/** Downloads the order as a quotation (members). */
export async function downloadOrderQuotation(): Promise<boolean> {
  patch({ busy: true, alert: null, notice: null });
  try {
    const ok = await download('quotation');
    if (!ok) toastDownloadFailed();
    patch({ busy: false, ...(ok ? { notice: M.downloaded } : { alert: M.downloadFailed }) });
    return ok;
  } catch (error) {
    toastDownloadFailed();
    failed(error, M.downloadFailed);
    return false;
  }
}
