import type { Context } from 'hono';
import { Hono } from 'hono';
import * as v from 'valibot';
import { LAYOUT_CONTENT_MESSAGES as M } from '../../../../contract/content/content.messages';
import {
  AdminColorSchemeSchema,
  ColorSchemeBodySchema,
  PageLayoutBodySchema,
  PageParamSchema,
} from '../../../../contract/content/layouts-admin.schema';
import { SchemeEditSchema } from '../../../../contract/content/layouts-back-office.schema';
import { PAGE_NAME, PageLayoutSchema } from '../../../../contract/settings/layouts.schema';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import { ApiException } from '../../../http/errors';
import { recordIdParam } from '../../../http/record-id';
import type { AppEnv } from '../../../http/types';
import { validate } from '../../../http/validate';
import { describeOperation } from '../../../openapi/describe-operation';
import type { EditorRouteOptions } from '../../back-office/api';
import { requireAdmin as adminOnly } from '../../platform/api';
import { toAdminColorScheme, toPageLayout } from './layouts.model';
import { listColorSchemes, listPageLayouts } from './layouts.queries';
import {
  createColorScheme,
  editColorScheme,
  removePageLayout,
  savePageLayout,
  selectColorScheme,
} from './layouts-admin.commands';

const tag = 'admin';
const NoContent = v.null();

/**
 * The operators' page layouts and colour schemes of the request's channel (`X-Channel-Id`,
 * `Authorization: Bearer <ADMIN_TOKEN>`). A change the storefront shows moves the content version
 * and queues a rebuild of the site when this host can rebuild.
 */
export function adminLayoutRoutes({ token, rebuilder }: EditorRouteOptions) {
  const requireAdmin = adminOnly(token, ['editor']);
  const contentChanged = async (c: Context<AppEnv>) => rebuilder?.queue(c.get('database'));
  const channelId = (c: Context<AppEnv>) => c.get('channel').id;
  const db = (c: Context<AppEnv>) => c.get('database').db;
  const schemeId = (c: Context<AppEnv>) => recordIdParam(c.req.param('id') ?? '');

  return new Hono<AppEnv>()
    .get(
      '/admin/layouts',
      describeOperation({
        tag,
        summary: 'チャネルのページレイアウト一覧（ADMIN_TOKEN）',
        response: PageLayoutSchema,
        list: 'plain',
        errors: [401],
      }),
      requireAdmin,
      async (c) => {
        const rows = await listPageLayouts(db(c), channelId(c));
        return c.json({ data: rows.map((row) => toPageLayout(row)) });
      },
    )
    .put(
      '/admin/layouts/:page',
      describeOperation({
        tag,
        summary: 'ページのレイアウトと部品の並びを保存（ADMIN_TOKEN）。サイトを再ビルド',
        body: PageLayoutBodySchema,
        response: PageLayoutSchema,
        errors: [400, 401, 422],
      }),
      requireAdmin,
      validate('param', PageParamSchema),
      validate('json', PageLayoutBodySchema),
      async (c) => {
        const target = {
          channelId: channelId(c),
          page: c.req.valid('param').page,
          host: new URL(c.req.url).host,
        };
        const layout = await savePageLayout(db(c), target, c.req.valid('json'), new Date());
        await contentChanged(c);
        return c.json(layout);
      },
    )
    .delete(
      '/admin/layouts/:page',
      describeOperation({
        tag,
        summary: 'ページのレイアウトを削除し既定の並びに戻す（ADMIN_TOKEN）。サイトを再ビルド',
        response: NoContent,
        errors: [401, 404],
      }),
      requireAdmin,
      async (c) => {
        const page = c.req.param('page') ?? '';
        if (!PAGE_NAME.test(page)) {
          throw new ApiException(404, ERROR_CODES.notFound, undefined, M.layoutNotFound);
        }
        await removePageLayout(db(c), channelId(c), page);
        await contentChanged(c);
        return c.body(null, 204);
      },
    )
    .get(
      '/admin/colorschemes',
      describeOperation({
        tag,
        summary: 'チャネルのカラースキーム一覧（選択中かどうか付き。ADMIN_TOKEN）',
        response: AdminColorSchemeSchema,
        list: 'plain',
        errors: [401],
      }),
      requireAdmin,
      async (c) => {
        const rows = await listColorSchemes(db(c), channelId(c));
        return c.json({ data: rows.map(toAdminColorScheme) });
      },
    )
    .post(
      '/admin/colorschemes',
      describeOperation({
        tag,
        summary: 'カラースキームを追加（未選択のまま。ADMIN_TOKEN）',
        body: ColorSchemeBodySchema,
        response: AdminColorSchemeSchema,
        errors: [400, 401, 422],
      }),
      requireAdmin,
      validate('json', ColorSchemeBodySchema),
      async (c) => {
        const scheme = await createColorScheme(
          db(c),
          channelId(c),
          c.req.valid('json'),
          new Date(),
        );
        return c.json(scheme, 201);
      },
    )
    .put(
      '/admin/colorschemes/:id',
      describeOperation({
        tag,
        summary:
          'カラースキームを編集（公開期間 publish_from / publish_to も。省略時はそのまま。選択中か期間つきならサイトを再ビルドし、期間の境目にも再ビルド。ADMIN_TOKEN）',
        body: SchemeEditSchema,
        response: AdminColorSchemeSchema,
        errors: [400, 401, 404, 422],
      }),
      requireAdmin,
      validate('json', SchemeEditSchema),
      async (c) => {
        const body = c.req.valid('json');
        const edit = await editColorScheme(db(c), channelId(c), schemeId(c), body, new Date());
        if (edit.changed) await contentChanged(c);
        return c.json(edit.scheme);
      },
    )
    .put(
      '/admin/colorschemes/:id/select',
      describeOperation({
        tag,
        summary: 'カラースキームを選択（他は選択解除。ADMIN_TOKEN）。サイトを再ビルド',
        response: AdminColorSchemeSchema,
        errors: [401, 404],
      }),
      requireAdmin,
      async (c) => {
        const scheme = await selectColorScheme(db(c), channelId(c), schemeId(c), new Date());
        await contentChanged(c);
        return c.json(scheme);
      },
    );
}
