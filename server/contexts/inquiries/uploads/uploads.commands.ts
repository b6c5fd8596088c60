import { fileTypeFromBuffer } from 'file-type';
import { INQUIRY_ERRORS as E } from '../../../../contract/inquiries/inquiries.messages';
import { MAX_UPLOAD_BYTES } from '../../../../contract/inquiries/inquiries.schema';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import type { Db } from '../../../db/client';
import { ApiException } from '../../../http/errors';
import { randomToken } from '../../../services/tokens';
import { nameWithType, pdfHasActiveContent, toUploadFile, uploadProblem } from './uploads.model';
import { insertUpload } from './uploads.queries';

const refuse = (message: string) =>
  new ApiException(422, ERROR_CODES.validation, { file: [message] }, message);

/**
 * Keeps an uploaded file after checking its size and its type from the content (magic bytes):
 * a renamed program or a file of another kind is refused with a Japanese 422.
 */
export async function storeUpload(
  db: Db,
  input: { file: unknown; dir: unknown; userId: number | null },
) {
  if (!(input.file instanceof File)) throw refuse(E.fileMissing);
  // Refuse by the declared size first, so an oversized body is never read into memory twice.
  if (input.file.size > MAX_UPLOAD_BYTES) throw refuse(E.fileTooLarge);
  const content = Buffer.from(await input.file.arrayBuffer());
  const detected = content.length ? await fileTypeFromBuffer(content) : undefined;
  const problem = uploadProblem(content.length, detected?.mime);
  if (problem || !detected) throw refuse(problem ?? E.fileType);
  if (detected.mime === 'application/pdf' && pdfHasActiveContent(content)) {
    throw refuse(E.pdfActive);
  }
  const row = await insertUpload(db, {
    // 192 random bits: a guest's upload is owned by whoever holds this id.
    key: randomToken(),
    userId: input.userId,
    dir: typeof input.dir === 'string' ? input.dir.replace(/[^a-z0-9_-]/gi, '').slice(0, 30) : '',
    name: nameWithType(input.file.name, detected.ext),
    mime: detected.mime,
    content,
  });
  return toUploadFile(row);
}
