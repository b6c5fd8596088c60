import { Hono } from 'hono';
import {
  StaticPageSchema,
  StaticPageUrlSchema,
} from '../../../../contract/content/articles.schema';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import { ApiException } from '../../../http/errors';
import type { AppEnv } from '../../../http/types';
import { describeOperation } from '../../../openapi/describe-operation';
import { staticPageAnswer } from './article-answers.model';
import { findStaticPage, staticPageUrls } from './articles.queries';

const PREFIX = '/v1/static-pages/url';

/** The page path asked for, normalised to `/a/b/` (leading and trailing slash). */
export function pagePath(requestPath: string): string | null {
  const raw = requestPath.startsWith(PREFIX) ? requestPath.slice(PREFIX.length) : '';
  let path: string;
  try {
    path = decodeURIComponent(raw);
  } catch {
    return null;
  }
  if (!/^\/[a-z0-9/_-]{1,200}$/i.test(path) || path.includes('//')) return null;
  return path.endsWith('/') ? path : `${path}/`;
}

/** Static pages: every URL, and one page by its URL path (`/v1/static-pages/url/guide/`). */
export const staticPageRoutes = new Hono<AppEnv>()
  .get(
    '/static-pages/urls',
    describeOperation({
      tag: 'content',
      summary: '静的ページの URL 一覧',
      response: StaticPageUrlSchema,
      list: 'plain',
      errors: [],
    }),
    async (c) => {
      const rows = await staticPageUrls(c.get('database').db, c.get('channel').id);
      return c.json({ data: rows });
    },
  )
  .get(
    '/static-pages/url/:path{.+}',
    describeOperation({
      tag: 'content',
      errors: [404],
      summary: '静的ページ（パス指定 例: /v1/static-pages/url/guide/）',
      response: StaticPageSchema,
    }),
    async (c) => {
      const path = pagePath(c.req.path);
      const row = path
        ? await findStaticPage(c.get('database').db, path, c.get('channel').id)
        : undefined;
      if (!row) throw new ApiException(404, ERROR_CODES.notFound);
      return c.json(staticPageAnswer(row));
    },
  );
