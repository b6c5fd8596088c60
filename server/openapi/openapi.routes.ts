import { Hono } from 'hono';
import * as v from 'valibot';
import { cartAddSetDocs, cartDocs } from '../domains/cart/cart.openapi';
import { checkoutDocs } from '../domains/cart/checkout.openapi';
import { checkoutOptionDocs } from '../domains/cart/options.openapi';
import { paymentSettingsDocs } from '../domains/cart/payments.openapi';
import { shipmentDocs } from '../domains/cart/shipments.openapi';
import type { AppEnv } from '../http/types';
import { accountDocs } from '../routes/account/account.openapi';
import { adminDocs } from '../routes/admin/admin.openapi';
import { authDocs } from '../routes/auth/auth.openapi';
import { catalogDocs } from '../routes/catalog/catalog.openapi';
import { contentDocs } from '../routes/content/content.openapi';
import { historyDocs } from '../routes/histories/histories.openapi';
import { likeDocs } from '../routes/likes/likes.openapi';
import { mediaDocs } from '../routes/media/media.openapi';
import { postalDocs } from '../routes/postal/postal.openapi';
import { productRequestDocs } from '../routes/product-requests/product-requests.openapi';
import { reminderDocs } from '../routes/reminder/reminder.openapi';
import { reviewDocs } from '../routes/reviews/reviews.openapi';
import { schoolDocs } from '../routes/schools/schools.openapi';
import { settingsDocs } from '../routes/settings/settings.openapi';
import { buildOpenApi } from './document';
import type { RouteDoc } from './route-doc';

/** Every documented route; a test checks this covers every route the app mounts. */
export const ROUTE_DOCS: RouteDoc[] = [
  ...settingsDocs,
  ...catalogDocs,
  ...cartDocs,
  ...checkoutDocs,
  ...paymentSettingsDocs,
  ...adminDocs,
  ...shipmentDocs,
  ...checkoutOptionDocs,
  ...cartAddSetDocs,
  ...likeDocs,
  ...reviewDocs,
  ...historyDocs,
  ...productRequestDocs,
  ...authDocs,
  ...accountDocs,
  ...reminderDocs,
  ...schoolDocs,
  ...postalDocs,
  ...contentDocs,
  ...mediaDocs,
  {
    method: 'get',
    path: '/v1/openapi.json',
    summary: 'この OpenAPI 文書',
    tag: 'meta',
    response: v.record(v.string(), v.unknown()),
    errors: [],
  },
];

let cached: ReturnType<typeof buildOpenApi> | undefined;

/** `GET /v1/openapi.json`, generated once from the valibot schemas. */
export const openapiRoutes = new Hono<AppEnv>().get('/openapi.json', (c) => {
  cached ??= buildOpenApi(ROUTE_DOCS);
  return c.json(cached);
});
