import { inflateSync } from 'node:zlib';
import { INQUIRY_ERRORS as E } from '../../../../contract/inquiries/inquiries.messages';
import {
  MAX_UPLOAD_BYTES,
  UPLOAD_TYPES,
  type UploadFile,
} from '../../../../contract/inquiries/inquiries.schema';

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

/**
 * The name a file is stored and served under: the uploader's name with the extension of the type
 * read from its content, so a PNG called `a.html` is `a.png` wherever it goes.
 * @example nameWithType('a.html', 'png') // 'a.png'
 */
export function nameWithType(raw: string, ext: string): string {
  const base =
    displayName(raw)
      .replace(/^\.+/, '')
      .replace(/\.[^.]*$/, '') || 'file';
  return `${base.slice(0, 100 - ext.length - 1)}.${ext}`;
}

/** The file extension of each type an upload may have. */
const EXTENSIONS: Record<UploadType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'application/pdf': 'pdf',
};

/** The name to serve a stored upload under: its extension always that of its stored type. */
export function servedName(name: string, mime: string): string {
  return nameWithType(name, EXTENSIONS[mime as UploadType] ?? 'bin');
}

/** Names that make a PDF run something by itself: scripts, open and page actions, launches. */
const ACTIVE_PDF = /\/(?:JavaScript|JS|OpenAction|AA|Launch)(?![A-Za-z0-9])/;
/** Most a PDF's streams may inflate to while being checked (a zip bomb is refused, not read). */
const MAX_INFLATED = 16 * 1024 * 1024;

/** The PDF's streams, inflated where they are Flate-compressed (others as they are). */
function pdfStreams(content: Buffer): Buffer[] {
  const text = content.toString('latin1');
  const streams: Buffer[] = [];
  for (const m of text.matchAll(/stream\r?\n/g)) {
    const start = (m.index ?? 0) + m[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) break;
    try {
      streams.push(inflateSync(content.subarray(start, end), { maxOutputLength: MAX_INFLATED }));
    } catch {
      // Not Flate (or damaged): the raw bytes were already read with the whole file.
    }
  }
  return streams;
}

/**
 * Whether a PDF carries JavaScript or an action that runs on opening (`/JavaScript`, `/JS`,
 * `/OpenAction`, `/AA`, `/Launch`), also spelled with `#xx` name escapes or inside compressed streams.
 */
export function pdfHasActiveContent(content: Buffer): boolean {
  return [content, ...pdfStreams(content)].some((part) =>
    ACTIVE_PDF.test(
      part
        .toString('latin1')
        .replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    ),
  );
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
