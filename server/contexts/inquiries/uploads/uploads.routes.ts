import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import {
  UploadFileSchema,
  UploadFormSchema,
} from '../../../../contract/inquiries/inquiries.schema';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import { type OptionalMemberEnv, optionalMember } from '../../../http/auth';
import { ApiException } from '../../../http/errors';
import { FORM_LIMITS } from '../../../http/form-limits';
import { limitForm } from '../../../http/rate-limit';
import { describeOperation } from '../../../openapi/describe-operation';
import { isAdmin } from '../../back-office/api';
import { storeUpload } from './uploads.commands';
import { servedName } from './uploads.model';
import { findUpload } from './uploads.queries';

/** Largest request body of an upload: the 5 MB file plus the multipart envelope. */
export const UPLOAD_BODY_LIMIT = 5 * 1024 * 1024 + 64 * 1024;

/** `POST /v1/upload-files`: mounted apart from /v1's 100 KB body limit (see server/app.ts). */
export const uploadPostRoutes = new Hono<OptionalMemberEnv>().post(
  '/upload-files',
  describeOperation({
    tag: 'uploads',
    summary: '添付ファイルのアップロード（multipart: file, dir。画像かPDF、5MBまで）',
    body: UploadFormSchema,
    response: UploadFileSchema,
    errors: [413, 422, 429],
  }),
  optionalMember,
  limitForm(FORM_LIMITS.upload),
  async (c) => {
    const type = c.req.header('content-type') ?? '';
    const form = type.startsWith('multipart/form-data')
      ? await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)
      : {};
    const dir = v.safeParse(UploadFormSchema.entries.dir, form.dir);
    if (!dir.success) {
      const message = dir.issues[0].message;
      throw new ApiException(422, ERROR_CODES.validation, { dir: [message] }, message);
    }
    const stored = await storeUpload(c.get('database').db, {
      file: form.file,
      dir: dir.output,
      userId: c.get('userId') ?? null,
    });
    return c.json(stored, 201);
  },
);

/**
 * Answers a stored upload as a download that runs nothing even when opened in a tab (no sniffing,
 * a sandboxed policy), never cached.
 */
export function sendUpload(c: Context, row: { name: string; mime: string; content: Buffer }) {
  c.header('Content-Type', row.mime);
  // Rows kept before names followed the content get the right extension here too.
  const name = encodeURIComponent(servedName(row.name, row.mime));
  c.header('Content-Disposition', `attachment; filename*=UTF-8''${name}`);
  c.header('x-suggested-filename', name);
  c.header('Cache-Control', 'private, no-store');
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Content-Security-Policy', "sandbox; default-src 'none'; style-src 'unsafe-inline'");
  return c.body(new Uint8Array(row.content));
}

/** `GET /v1/upload-files/{id}`: the file, to its owner (the member, or the holder of a guest's id) and the shop only. */
export function uploadGetRoutes({ token }: { token: string | undefined }) {
  return new Hono<OptionalMemberEnv>().get(
    '/upload-files/:id',
    describeOperation({
      tag: 'uploads',
      summary: '添付ファイルを開く（持ち主とショップだけ）',
      response: v.any(),
      contentType: 'application/octet-stream',
      errors: [404],
    }),
    async (c, next) => {
      const admin = isAdmin(token, c.req.header('authorization'));
      c.set('userId', undefined);
      if (admin) return next();
      return optionalMember(c, next);
    },
    async (c) => {
      const admin = isAdmin(token, c.req.header('authorization'));
      const row = await findUpload(c.get('database').db, c.req.param('id'));
      const userId = c.get('userId');
      const allowed = row && (admin || row.userId === null || row.userId === userId);
      if (!row || !allowed) throw new ApiException(404, ERROR_CODES.notFound);
      return sendUpload(c, row);
    },
  );
}
