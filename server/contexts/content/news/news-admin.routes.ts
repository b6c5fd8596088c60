import type { Context } from 'hono';
import { Hono } from 'hono';
import * as v from 'valibot';
import { NewsSchema } from '../../../../contract/content/articles.schema';
import { NewsBodySchema } from '../../../../contract/content/news-admin.schema';
import { recordIdParam } from '../../../http/record-id';
import type { AppEnv } from '../../../http/types';
import { validate } from '../../../http/validate';
import { describeOperation } from '../../../openapi/describe-operation';
import type { EditorRouteOptions } from '../../back-office/api';
import { requireAdmin as adminOnly } from '../../platform/api';
import { createNews, removeNews, replaceNews } from './news-admin.commands';

const tag = 'admin';

/**
 * The editors' news calls (`Authorization: Bearer <ADMIN_TOKEN>`): publish, replace and delete a
 * news item. Each records what it touched and queues a rebuild when this host can rebuild.
 */
export function adminNewsRoutes({ token, rebuilder }: EditorRouteOptions) {
  const requireAdmin = adminOnly(token, ['editor']);
  const contentChanged = async (c: Context<AppEnv>) => rebuilder?.queue(c.get('database'));
  const db = (c: Context<AppEnv>) => c.get('database').db;
  const newsId = (c: Context<AppEnv>) => recordIdParam(c.req.param('id') ?? '');

  return new Hono<AppEnv>()
    .post(
      '/admin/news',
      describeOperation({
        tag,
        summary: 'お知らせを公開（ADMIN_TOKEN）。サイトを再ビルド',
        body: NewsBodySchema,
        response: NewsSchema,
        errors: [400, 401, 422],
      }),
      requireAdmin,
      validate('json', NewsBodySchema),
      async (c) => {
        const item = await createNews(db(c), c.req.valid('json'), new Date());
        await contentChanged(c);
        return c.json(item, 201);
      },
    )
    .put(
      '/admin/news/:id',
      describeOperation({
        tag,
        summary: 'お知らせを差し替え（ADMIN_TOKEN）。サイトを再ビルド',
        body: NewsBodySchema,
        response: NewsSchema,
        errors: [400, 401, 404, 422],
      }),
      requireAdmin,
      validate('json', NewsBodySchema),
      async (c) => {
        const item = await replaceNews(db(c), newsId(c), c.req.valid('json'));
        await contentChanged(c);
        return c.json(item);
      },
    )
    .delete(
      '/admin/news/:id',
      describeOperation({
        tag,
        summary: 'お知らせを削除（ADMIN_TOKEN）。サイトを再ビルド',
        response: v.null(),
        errors: [401, 404],
      }),
      requireAdmin,
      async (c) => {
        await removeNews(db(c), newsId(c));
        await contentChanged(c);
        return c.body(null, 204);
      },
    );
}
