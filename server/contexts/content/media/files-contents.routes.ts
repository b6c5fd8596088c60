import { Hono } from 'hono';
import { LAYOUT_CONTENT_MESSAGES as M } from '../../../../contract/content/content.messages';
import {
  FileContentsQuerySchema,
  FileContentsSchema,
} from '../../../../contract/settings/layouts.schema';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import type { Database } from '../../../db/client';
import { ApiException } from '../../../http/errors';
import type { AppEnv } from '../../../http/types';
import { validate } from '../../../http/validate';
import { describeOperation } from '../../../openapi/describe-operation';
import { sanitizeRichHtml } from '../../../services/sanitize';
import { sanitizeSvg } from '../../../services/sanitize-svg';
import { contentMediaRoutes } from './content-media.routes';
import { FILE_CONTENTS_MAX_BYTES, mediaFile } from './files-contents.model';
import { mediaRoutes } from './media.routes';

type MediaEnv = { Bindings: { database: Database }; Variables: AppEnv['Variables'] };

// The shop's own `/media/` routes, asked in-process with the caller's database (no network).
const media = new Hono<MediaEnv>()
  .use(async (c, next) => {
    c.set('database', c.env.database);
    await next();
  })
  .route('/media', mediaRoutes as unknown as Hono<MediaEnv>)
  .route('/media', contentMediaRoutes as unknown as Hono<MediaEnv>)
  .onError((err) => {
    // A missing file is an answer here, not an error to log; anything else is the caller's 500.
    if (err instanceof ApiException) return new Response(null, { status: err.status });
    throw err;
  });

const invalid = (message: string) =>
  new ApiException(422, ERROR_CODES.validation, { url: [message] });

/** `GET /v1/files-contents?url=`: the sanitised text of an SVG or HTML file of this shop's media. */
export const filesContentsRoutes = new Hono<AppEnv>().get(
  '/files-contents',
  describeOperation({
    summary: 'メディアの SVG・HTML 断片（サニタイズ済み）',
    tag: 'content',
    query: FileContentsQuerySchema,
    response: FileContentsSchema,
    errors: [404, 422],
  }),
  validate('query', FileContentsQuerySchema),
  async (c) => {
    const { url } = c.req.valid('query');
    const file = mediaFile(url, new URL(c.req.url).host);
    if (!file.ok) throw invalid(file.reason === 'not_text' ? M.fileNotText : M.fileNotOwnMedia);
    const res = await media.request(file.path, undefined, { database: c.get('database') });
    if (!res.ok) throw new ApiException(404, ERROR_CODES.notFound, undefined, M.fileNotFound);
    const text = await res.text();
    if (new TextEncoder().encode(text).byteLength > FILE_CONTENTS_MAX_BYTES) {
      throw invalid(M.fileTooLarge);
    }
    const content =
      file.contentType === 'image/svg+xml' ? sanitizeSvg(text) : sanitizeRichHtml(text);
    c.header('Cache-Control', 'public, max-age=300');
    return c.json({ url: file.path, content_type: file.contentType, content });
  },
);
