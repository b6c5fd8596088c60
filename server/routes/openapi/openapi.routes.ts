import { Hono } from 'hono';
import * as v from 'valibot';
import { cartAddSetDocs, cartDocs } from '../../domains/cart/cart.openapi';
import { checkoutDocs } from '../../domains/cart/checkout.openapi';
import { checkoutOptionDocs } from '../../domains/cart/options.openapi';
import { paymentSettingsDocs } from '../../domains/cart/payments.openapi';
import { shipmentDocs } from '../../domains/cart/shipments.openapi';
import type { AppEnv } from '../../http/types';
import { buildOpenApi } from '../../openapi/document';
import type { RouteDoc } from '../../openapi/route-doc';
import { accountDocs } from '../account/account.openapi';
import { adminDocs } from '../admin/admin.openapi';
import { authDocs } from '../auth/auth.openapi';
import { catalogDocs } from '../catalog/catalog.openapi';
import { contentDocs } from '../content/content.openapi';
import { historyDocs } from '../histories/histories.openapi';
import { likeDocs } from '../likes/likes.openapi';
import { mediaDocs } from '../media/media.openapi';
import { postalDocs } from '../postal/postal.openapi';
import { productRequestDocs } from '../product-requests/product-requests.openapi';
import { reminderDocs } from '../reminder/reminder.openapi';
import { reviewDocs } from '../reviews/reviews.openapi';
import { schoolDocs } from '../schools/schools.openapi';
import { settingsDocs } from '../settings/settings.openapi';

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
