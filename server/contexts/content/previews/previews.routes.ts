import { Hono, type MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import { AdminProductSaveSchema } from '../../../../contract/catalog/back-office-products.schema';
import {
  ProductPreviewQuerySchema,
  ProductPreviewSchema,
  ProductSavedPreviewQuerySchema,
} from '../../../../contract/catalog/product-preview.schema';
import { CONTENT_ADMIN_MESSAGES } from '../../../../contract/content/content-admin.messages';
import {
  ContentPreviewQuerySchema,
  contentCreateSchema,
  PREVIEW_KINDS,
  type PreviewKindName,
} from '../../../../contract/content/content-admin.schema';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import { env } from '../../../env';
import { ApiException } from '../../../http/errors';
import { requireStaff, type StaffEnv } from '../../../http/staff-guard';
import { validate } from '../../../http/validate';
import { describeOperation } from '../../../openapi/describe-operation';
import { apiOrigin, htmlSecurityHeaders } from '../../../static/security-headers';
import { layoutPreviewRoutes } from './layout-previews.routes';
import { openPreview, previewContent, previewProduct, previewSaved } from './previews.commands';
import { PREVIEW_MESSAGES as M } from './previews.messages';
import {
  type DraftPageRenderer,
  linkAnswer,
  markAsPreview,
  unavailablePage,
  withDrawnPictures,
} from './previews.model';

/** What the preview calls need from their host: the admin token, and how to render a draft page. */
export type PreviewRouteOptions = { token: string | undefined; render?: DraftPageRenderer };

/** Headers of every preview answer: never stored by any cache, never indexed, never framed. */
const PREVIEW_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex, nofollow',
  // The token is in the path: no page the preview links to learns it.
  'Referrer-Policy': 'no-referrer',
} as const;

/**
 * Draft previews: an editor's unsaved product, content record, page layout or colour scheme
 * opened as the channel's real page. The
 * POST checks the draft as a save does and stores it with a 30-minute token; the GET renders the
 * page through the channel's loaded Astro code (`render`), written nowhere, with the プレビュー
 * banner, `noindex`, `no-store` and the shop's strict CSP. An unknown or expired token is 404.
 * `…/preview/saved` stores the same kind of link for the saved product (hidden or 公開予約 too),
 * optionally as a pending scheduled change will make it.
 */
export function previewRoutes({ token, render }: PreviewRouteOptions) {
  // Editors and owners only: a link is bound to the person who made it (no token role).
  const editors = requireStaff({ allow: ['editor'], adminToken: token });
  const routes = new Hono<StaffEnv>()
    .post(
      '/admin/products/:key/preview',
      describeOperation({
        tag: 'admin',
        summary: M.createSummary,
        query: ProductPreviewQuerySchema,
        body: AdminProductSaveSchema,
        response: ProductPreviewSchema,
        errors: [401, 403, 404, 409, 422],
      }),
      editors,
      validate('query', ProductPreviewQuerySchema),
      validate('json', AdminProductSaveSchema),
      async (c) => {
        const { db } = c.get('database');
        const { channel } = c.req.valid('query');
        const body = c.req.valid('json');
        const link = await previewProduct(db, c.get('actor'), c.req.param('key'), body, channel);
        return c.json(linkAnswer(link), 201);
      },
    )
    .post(
      '/admin/products/:key/preview/saved',
      describeOperation({
        tag: 'admin',
        summary: M.savedSummary,
        query: ProductSavedPreviewQuerySchema,
        response: ProductPreviewSchema,
        errors: [401, 403, 404, 422],
      }),
      editors,
      validate('query', ProductSavedPreviewQuerySchema),
      async (c) => {
        const { db } = c.get('database');
        const query = c.req.valid('query');
        const link = await previewSaved(db, c.get('actor'), c.req.param('key'), query);
        return c.json(linkAnswer(link), 201);
      },
    )
    .get(
      '/previews/:token',
      describeOperation({
        tag: 'admin',
        summary: M.openSummary,
        response: v.string(),
        contentType: 'text/html',
        errors: [404, 503],
      }),
      async (c) => {
        const preview = await openPreview(c.get('database').db, c.req.param('token'));
        if (!preview) throw new ApiException(404, ERROR_CODES.notFound);
        const page =
          render &&
          (await render(preview.channelId, preview.pathname, withDrawnPictures(preview.overrides)));
        if (!page) {
          return c.body(unavailablePage(), 503, { ...PREVIEW_HEADERS, 'Retry-After': '5' });
        }
        const html = markAsPreview(page.html, preview.expiresAt);
        const security = htmlSecurityHeaders(html, page.csp, apiOrigin(env.PUBLIC_API_BASE));
        return c.body(html, 200, {
          ...security,
          ...PREVIEW_HEADERS,
        });
      },
    );
  for (const kind of PREVIEW_KINDS) contentPreviewRoute(routes, kind, editors);
  layoutPreviewRoutes(routes, editors);
  return routes;
}

/**
 * `POST /v1/admin/content/{kind}/preview?channel=&id=`: a content draft (the create body: every
 * field of the form) opened as the channel's real page, over record `id` or as a new record.
 */
function contentPreviewRoute(
  routes: Hono<StaffEnv>,
  kind: PreviewKindName,
  editors: MiddlewareHandler<StaffEnv>,
) {
  const body = contentCreateSchema(kind);
  routes.post(
    `/admin/content/${kind}/preview`,
    describeOperation({
      tag: 'admin',
      summary: CONTENT_ADMIN_MESSAGES.summaries.preview(CONTENT_ADMIN_MESSAGES.kinds[kind]),
      query: ContentPreviewQuerySchema,
      body,
      response: ProductPreviewSchema,
      errors: [401, 403, 404, 422],
    }),
    editors,
    validate('query', ContentPreviewQuerySchema),
    validate('json', body),
    async (c) => {
      const { channel, id } = c.req.valid('query');
      const fields = c.req.valid('json') as Record<string, unknown>;
      const draft = { kind, id: id ?? null, fields };
      const link = await previewContent(c.get('database').db, c.get('actor'), draft, channel);
      return c.json(linkAnswer(link), 201);
    },
  );
}
