import { Hono } from 'hono';
import { LAYOUT_CONTENT_MESSAGES as M } from '../../../../contract/content/content.messages';
import {
  ColorSchemeSchema,
  PAGE_NAME,
  PageLayoutListSchema,
  PageLayoutSchema,
} from '../../../../contract/settings/layouts.schema';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import { ApiException } from '../../../http/errors';
import type { AppEnv } from '../../../http/types';
import { describeOperation } from '../../../openapi/describe-operation';
import { toColorScheme, toPageLayout } from './layouts.model';
import { findColorSchemeInUse, findPageLayout, listPageLayouts } from './layouts.queries';

/**
 * `GET /v1/layouts/{page}`, every page's (`GET /v1/layouts`) and `GET /v1/colorschemes/selected/front`
 * of the request's channel (the scheme in use now: a seasonal one while its period runs, else the
 * selected one).
 */
export const layoutRoutes = new Hono<AppEnv>()
  .get(
    '/layouts',
    describeOperation({
      summary:
        'チャネルの全ページのレイアウト（ページ名順。各ページは GET /v1/layouts/{page} と同じ。ビルドが一度に読む）',
      tag: 'content',
      response: PageLayoutListSchema,
      errors: [],
    }),
    async (c) => {
      const now = new Date();
      const rows = await listPageLayouts(c.get('database').db, c.get('channel').id);
      return c.json({ data: rows.map((row) => toPageLayout(row, now)) });
    },
  )
  .get(
    '/layouts/:page',
    describeOperation({
      summary: 'ページのレイアウトと部品の並び（期間限定レイアウトの公開期間中はそのレイアウト）',
      tag: 'content',
      response: PageLayoutSchema,
      errors: [404],
    }),
    async (c) => {
      const page = c.req.param('page');
      const row = PAGE_NAME.test(page)
        ? await findPageLayout(c.get('database').db, c.get('channel').id, page)
        : undefined;
      if (!row) throw new ApiException(404, ERROR_CODES.notFound, undefined, M.layoutNotFound);
      return c.json(toPageLayout(row));
    },
  )
  .get(
    '/colorschemes/selected/front',
    describeOperation({
      summary:
        '使用中のカラースキーム（公開期間中の季節の配色、なければ選択中のもの。読み込み表示・カーソル・アニメーション）',
      tag: 'content',
      response: ColorSchemeSchema,
      errors: [],
    }),
    async (c) => {
      const { db } = c.get('database');
      const row = await findColorSchemeInUse(db, c.get('channel').id, new Date());
      return c.json(toColorScheme(row));
    },
  );
