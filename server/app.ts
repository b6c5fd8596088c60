import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { secureHeaders } from 'hono/secure-headers';
import type { Database } from './db/client';
import { cartAddSetRoutes, cartRoutes } from './domains/cart/cart.routes';
import { checkoutRoutes } from './domains/cart/checkout.routes';
import { fraudRoutes } from './domains/cart/fraud.routes';
import { accessoryRoutes } from './domains/cart/options.routes';
import { paymentSettingsRoutes } from './domains/cart/payment-settings.routes';
import { paymentRoutes } from './domains/cart/payments.routes';
import { shippingRoutes } from './domains/cart/shipping.routes';
import { env } from './env';
import { channelMiddleware } from './http/channel';
import { handleError, handleNotFound } from './http/errors';
import { limitBody, rejectControlCharacters } from './http/input-guard';
import { PAGING_HEADERS } from './http/paging';
import { proxyMiddleware } from './http/proxy';
import type { AppEnv } from './http/types';
import { accountRoutes } from './routes/account/account.routes';
import { formLayoutRoutes } from './routes/account/form-layout.routes';
import { adminRoutes } from './routes/admin/admin.routes';
import type { AdminOptions } from './routes/admin/rebuild';
import { authRoutes } from './routes/auth/auth.routes';
import { catalogRoutes } from './routes/catalog/catalog.routes';
import { contentRoutes } from './routes/content/content.routes';
import { contentMediaRoutes } from './routes/content/content-media.routes';
import { historyRoutes } from './routes/histories/histories.routes';
import { likeRoutes } from './routes/likes/likes.routes';
import { mediaRoutes } from './routes/media/media.routes';
import { openapiRoutes } from './routes/openapi/openapi.routes';
import { postalRoutes } from './routes/postal/postal.routes';
import { productRequestRoutes } from './routes/product-requests/product-requests.routes';
import { reminderRoutes } from './routes/reminder/reminder.routes';
import { reviewRoutes } from './routes/reviews/reviews.routes';
import { sandboxPayRoutes } from './routes/sandbox-pay/sandbox-pay.routes';
import { schoolRoutes } from './routes/schools/schools.routes';
import { settingsRoutes } from './routes/settings/settings.routes';
import { rejectCardNumbers } from './services/payment-card-guard';
import { configurePaymentProvider } from './services/payment-provider';
import type { PaymentSetup } from './services/payment-setup';

/**
 * What the app needs: an open, migrated database; `trustProxy` defaults to TRUST_PROXY; `payments`
 * is the card provider chosen at start-up (none: no card payments); `admin` the admin token
 * (default ADMIN_TOKEN) and how to rebuild the site (none: no rebuilds).
 */
export type AppOptions = {
  database: Database;
  trustProxy?: boolean;
  payments?: PaymentSetup;
  admin?: Partial<AdminOptions>;
};

/** Builds the API: `/v1/*` (channel-scoped JSON) and `/media/*` (SVG pictures). */
export function createApp({
  database,
  trustProxy = env.TRUST_PROXY,
  payments,
  admin,
}: AppOptions): Hono<AppEnv> {
  if (payments) configurePaymentProvider(payments);
  const apiCors = cors({
    origin: '*',
    allowHeaders: ['Content-Type', 'Authorization', 'X-Channel-Id'],
    allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    exposeHeaders: [...PAGING_HEADERS, 'x-limit', 'x-suggested-filename', 'x-redirect'],
  });
  const v1 = new Hono<AppEnv>()
    .use(apiCors)
    .use(limitBody())
    .use(rejectControlCharacters)
    .use(channelMiddleware)
    .use(rejectCardNumbers)
    .route('/', settingsRoutes)
    .route('/', catalogRoutes)
    .route('/', cartRoutes)
    .route('/', checkoutRoutes)
    .route('/', accessoryRoutes)
    .route('/', fraudRoutes)
    .route('/', paymentRoutes)
    .route('/', paymentSettingsRoutes(payments))
    .route('/', shippingRoutes)
    .route('/', authRoutes)
    .route('/', accountRoutes)
    .route('/', reminderRoutes)
    .route('/', postalRoutes)
    .route('/', formLayoutRoutes)
    .route('/', contentRoutes)
    .route('/', adminRoutes({ token: env.ADMIN_TOKEN, ...admin }))
    .route('/', cartAddSetRoutes)
    .route('/', likeRoutes)
    .route('/', reviewRoutes)
    .route('/', historyRoutes)
    .route('/', productRequestRoutes)
    .route('/', openapiRoutes);

  const app = new Hono<AppEnv>();
  app.use(secureHeaders());
  app.use(proxyMiddleware(trustProxy));
  app.use(async (c, next) => {
    c.set('database', database);
    await next();
  });
  app.route('/v1', v1);
  // The school shop's calls keep their customer prefix (spec §7), with the same CORS and channel.
  app.route(
    '/takimoto/v1',
    new Hono<AppEnv>()
      .use(apiCors)
      .use(limitBody())
      .use(rejectControlCharacters)
      .use(channelMiddleware)
      .route('/', schoolRoutes),
  );
  for (const path of ['/media/*', '/sandbox-pay/*']) {
    app.use(path, limitBody(), rejectControlCharacters);
  }
  app.route('/media', mediaRoutes);
  if (payments?.provider === 'sandbox') app.route('/sandbox-pay', sandboxPayRoutes);
  app.route('/media', contentMediaRoutes);
  app.notFound(handleNotFound);
  app.onError(handleError);
  return app;
}
