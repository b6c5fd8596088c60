import { SHELL_MESSAGES as M } from '../../../contract/shared/common.messages';
import { saveFile } from './http';
import { showToast } from './toast.store';

/** Saves a downloaded file and says so in a toast (「ダウンロードが完了しました」, spec §8). */
export function deliverFile(blob: Blob, filename: string): void {
  saveFile(blob, filename);
  showToast(M.downloadComplete);
}

/** Tells the shopper in a toast that a download failed. */
export function toastDownloadFailed(): void {
  showToast(M.downloadFailed, 'error');
}
