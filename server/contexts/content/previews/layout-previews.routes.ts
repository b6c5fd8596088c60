import type { Hono, MiddlewareHandler } from 'hono';
import { ProductPreviewSchema } from '../../../../contract/catalog/product-preview.schema';
import { LAYOUT_ADMIN_MESSAGES as A } from '../../../../contract/content/content.messages';
import {
  LayoutPreviewSchema,
  SchemePreviewSchema,
} from '../../../../contract/content/layouts-back-office.schema';
import { PAGE_NAME } from '../../../../contract/settings/layouts.schema';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import { ApiException } from '../../../http/errors';
import type { StaffEnv } from '../../../http/staff-guard';
import { validate } from '../../../http/validate';
import { describeOperation } from '../../../openapi/describe-operation';
import { previewLayout, previewScheme } from './layout-previews.commands';
import { PREVIEW_MESSAGES as M } from './previews.messages';
import { linkAnswer } from './previews.model';

/**
 * `POST /v1/admin/page-layouts/{page}/preview` (a page with the layout and sections as typed) and
 * `POST /v1/admin/color-schemes/preview` (the top page in the scheme as typed), added to `routes`:
 * each answers a link opened by `GET /v1/previews/{token}` as the other previews are.
 */
export function layoutPreviewRoutes(routes: Hono<StaffEnv>, editors: MiddlewareHandler<StaffEnv>) {
  routes.post(
    '/admin/page-layouts/:page/preview',
    describeOperation({
      tag: 'admin',
      summary: M.layoutSummary,
      body: LayoutPreviewSchema,
      response: ProductPreviewSchema,
      errors: [401, 403, 404, 422],
    }),
    editors,
    validate('json', LayoutPreviewSchema),
    async (c) => {
      const page = c.req.param('page');
      if (!PAGE_NAME.test(page)) {
        throw new ApiException(404, ERROR_CODES.notFound, undefined, A.layoutNotFoundInChannel);
      }
      const target = { page, host: new URL(c.req.url).host };
      const link = await previewLayout(
        c.get('database').db,
        c.get('actor'),
        target,
        c.req.valid('json'),
      );
      return c.json(linkAnswer(link), 201);
    },
  );
  routes.post(
    '/admin/color-schemes/preview',
    describeOperation({
      tag: 'admin',
      summary: M.schemeSummary,
      body: SchemePreviewSchema,
      response: ProductPreviewSchema,
      errors: [401, 403, 422],
    }),
    editors,
    validate('json', SchemePreviewSchema),
    async (c) => {
      const link = await previewScheme(c.get('database').db, c.get('actor'), c.req.valid('json'));
      return c.json(linkAnswer(link), 201);
    },
  );
}
