import { INQUIRY_ERRORS as E } from '../../../src/lib/inquiries/inquiries.messages';
import {
  MAX_UPLOAD_BYTES,
  UPLOAD_TYPES,
  type UploadFile,
} from '../../../src/lib/inquiries/inquiries.schema';

/** A MIME type an upload may have. */
export type UploadType = (typeof UPLOAD_TYPES)[number];

/**
 * Why an upload is refused (a Japanese message), or null when it may be kept. `detected` is the
 * type read from the content, never from the name or the browser's claim.
 * @example uploadProblem(10, 'application/x-msdownload') // '添付できるのは画像…'
 */
export function uploadProblem(size: number, detected: string | undefined): string | null {
  if (size === 0) return E.fileEmpty;
  if (size > MAX_UPLOAD_BYTES) return E.fileTooLarge;
  if (!detected || !(UPLOAD_TYPES as readonly string[]).includes(detected)) return E.fileType;
  return null;
}

/**
 * A file name safe to show and to send back: no folders, no control characters, at most 100 characters.
 * @example displayName('C:\\tmp\\写真.jpg') // '写真.jpg'
 */
export function displayName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const clean = base.replace(/[\p{Cc}\p{Cf}]/gu, '').trim();
  return (clean || 'file').slice(-100);
}

/** Path that opens an upload for its owner. */
export const uploadPath = (key: string) => `/v1/upload-files/${key}`;

/** The API shape of a stored upload. */
export function toUploadFile(row: {
  key: string;
  name: string;
  mime: string;
  size: number;
}): UploadFile {
  return {
    id: row.key,
    url: uploadPath(row.key),
    name: row.name,
    mime: row.mime as UploadType,
    size: row.size,
  };
}
