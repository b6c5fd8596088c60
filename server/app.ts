import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { secureHeaders } from 'hono/secure-headers';
import {
  type AdminOptions,
  adminJobRoutes,
  adminRoutes,
  createRebuilder,
  findStaffSession,
  type JobRunner,
  type Rebuilder,
  staffRoutes,
  staffSessionRoutes,
} from './contexts/back-office/routes';
import {
  adminProductRoutes,
  adminSynonymRoutes,
  backOfficeProductRoutes,
  bookmarkRoutes,
  brandRoutes,
  catalogRoutes,
  IMAGE_BODY_LIMIT,
  IMAGE_UPLOAD_PATH,
  likeRoutes,
  makerRoutes,
  pictureFileRoutes,
  productCatalogueRoutes,
  productCsvExportRoutes,
  productCsvImportRoutes,
  productImageUploadRoutes,
  productMediaRoutes,
  productRequestRoutes,
  productScheduleRoutes,
  publishEventRoutes,
  reviewRoutes,
  searchRoutes,
  taxonomyRoutes,
  userListRoutes,
} from './contexts/catalogue/routes';
import {
  accessoryRoutes,
  adminOrderRoutes,
  backOfficeOrderRoutes,
  backOfficeShipmentRoutes,
  cardRoutes,
  cartAddSetRoutes,
  cartRoutes,
  catalogOrderRoutes,
  checkoutRoutes,
  createCardProvider,
  embroideryRoutes,
  fraudRoutes,
  lpRoutes,
  NO_CARD_PROVIDER,
  orderRoutes,
  type PaymentSetup,
  paymentRoutes,
  paymentSettingsRoutes,
  receiptRoutes,
  sandboxPayRoutes,
  shippingRoutes,
  socialGiftRoutes,
  TRACKING_CSV_MAX_BYTES,
  trackingImportRoutes,
} from './contexts/commerce/routes';
import {
  adminLayoutRoutes,
  adminNewsRoutes,
  backOfficeLayoutRoutes,
  CONTENT_IMAGE_PATH,
  contentAdminRoutes,
  contentImageRoutes,
  contentMediaRoutes,
  contentRoutes,
  type DraftPageRenderer,
  ecommerceEventRoutes,
  mediaRoutes,
  previewRoutes,
} from './contexts/content/routes';
import {
  accountRoutes,
  addressRoutes,
  authRoutes,
  benefitRoutes,
  findSession,
  formLayoutRoutes,
  memberAdminRoutes,
  type OidcProvider,
  oidcRoutes,
  reminderRoutes,
} from './contexts/identity/routes';
import {
  inquiryAdminRoutes,
  inquiryRoutes,
  UPLOAD_BODY_LIMIT,
  uploadGetRoutes,
  uploadPostRoutes,
} from './contexts/inquiries/routes';
import {
  historyRoutes,
  measurementRoutes,
  memorialRoutes,
  messageCenterRoutes,
} from './contexts/member-pages/routes';
import {
  auditRoutes,
  createMaintenanceGate,
  healthRoutes,
  maintenanceRoutes,
  postalRoutes,
  publicEnvRoutes,
  type SiteStatus,
  settingsRoutes,
  shopCalendarRoutes,
  siteHealthRoutes,
} from './contexts/platform/routes';
import { CUSTOMER_APIS } from './customer-apis';
import type { Database } from './db/client';
import { env } from './env';
import { rejectCardNumbers } from './http/card-guard';
import { channelMiddleware } from './http/channel';
import { handleError, handleNotFound } from './http/errors';
import { hstsOnHttps } from './http/hsts';
import { limitBody, rejectControlCharacters } from './http/input-guard';
import { PAGING_HEADERS, TOTAL_CAPPED_HEADER } from './http/paging';
import { proxyMiddleware } from './http/proxy';
import { limitWrites } from './http/rate-limit';
import { settingsFromEnv } from './http/settings';
import type { AppEnv, RequestSettings } from './http/types';
import { JOB_HANDLERS } from './jobs/handlers';
import { runDueJobs } from './jobs/runner';
import { openapiRoutes } from './openapi/openapi.routes';
import type { CardProvider } from './services/card-provider';
import { type Mailer, mailerFromEnv } from './services/mail/mailer';
import { backOfficeWorkflowRoutes } from './workflows/order-workflow.routes';
import { workflowRoutes } from './workflows/workflow.routes';

/** The jobs this process runs, for the editors' "run now" call; a content change queues `rebuilder`'s build. */
const jobRunnerOf = (cards: CardProvider, mailer: Mailer, rebuilder?: Rebuilder): JobRunner => ({
  has: (name) => Object.hasOwn(JOB_HANDLERS, name),
  run: (database, opts) =>
    runDueJobs(database, {
      ...opts,
      cards,
      mailer,
      contentChanged: () => void rebuilder?.queue(database),
    }),
});

/**
 * What the app needs: an open, migrated database; `trustProxy` defaults to TRUST_PROXY; `payments`
 * is the card provider chosen at start-up (none: no card payments); `admin` the admin token
 * (default ADMIN_TOKEN) and how to rebuild the site (none: no rebuilds). Each setting is fixed for
 * the app's life: a caller wanting another builds another app.
 */
export type AppOptions = {
  database: Database;
  trustProxy?: boolean;
  payments?: PaymentSetup;
  admin?: Partial<AdminOptions>;
  /** The channel sites this host serves, for `GET /v1/health/sites` (none: 404). */
  sites?: () => readonly SiteStatus[];
  /** Renders a channel's page with a draft (the build worker's loaded code); none: previews answer 503. */
  previews?: DraftPageRenderer;
  /** Where the editors' "run now" sends mail (default: SMTP_URL, else DATA_DIR/mail). */
  mailer?: Mailer;
  /** Overrides of the settings read from the environment (`settingsFromEnv`). */
  settings?: Partial<RequestSettings>;
  /** The social login providers (default: the OIDC_* environment). */
  oidcProviders?: readonly OidcProvider[];
};

/** Builds the API: `/v1/*` (channel-scoped JSON) and `/media/*` (SVG pictures). */
export function createApp({
  database,
  trustProxy = env.TRUST_PROXY,
  payments,
  admin,
  sites,
  previews,
  mailer = mailerFromEnv(),
  settings: overrides,
  oidcProviders,
}: AppOptions): Hono<AppEnv> {
  const cards = payments ? createCardProvider(payments) : NO_CARD_PROVIDER;
  const settings: RequestSettings = { ...settingsFromEnv(), ...overrides };
  const apiCors = cors({
    origin: '*',
    allowHeaders: ['Content-Type', 'Authorization', 'X-Channel-Id', 'X-Recaptcha-Token'],
    allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    exposeHeaders: [
      ...PAGING_HEADERS,
      TOTAL_CAPPED_HEADER,
      'x-limit',
      'x-suggested-filename',
      'x-redirect',
      'x-unread-count',
    ],
  });
  const adminToken = { token: env.ADMIN_TOKEN, ...admin }.token;
  // One rebuilder per app: the editors' call and content changes share its running build.
  const rebuilder =
    admin?.rebuilder ?? (admin?.rebuild ? createRebuilder(admin.rebuild) : undefined);
  // One cache of the maintenance switch per app (per process); the switch itself is in the database.
  const maintenance = createMaintenanceGate(database);
  const v1 = new Hono<AppEnv>()
    .use(apiCors)
    .use(limitWrites)
    .use(limitBody())
    .use(rejectControlCharacters)
    .use(channelMiddleware)
    .use(maintenance.middleware)
    .use(rejectCardNumbers)
    .route('/', maintenanceRoutes(maintenance, adminToken))
    .route('/', settingsRoutes)
    .route('/', catalogRoutes)
    .route('/', makerRoutes)
    .route('/', brandRoutes)
    .route('/', searchRoutes)
    .route('/', cartRoutes)
    .route('/', ecommerceEventRoutes)
    .route('/', checkoutRoutes)
    .route('/', workflowRoutes)
    .route('/', accessoryRoutes)
    .route('/', fraudRoutes)
    .route('/', paymentRoutes)
    .route('/', paymentSettingsRoutes(payments))
    .route('/', shippingRoutes)
    // Social login first: `/auth/providers` and `/auth/{provider}/*` before the other `/auth` calls.
    .route('/', oidcRoutes(oidcProviders))
    .route('/', authRoutes)
    .route('/', accountRoutes)
    .route('/', addressRoutes)
    .route('/', cardRoutes)
    .route('/', reminderRoutes)
    .route('/', postalRoutes)
    .route('/', receiptRoutes)
    .route('/', formLayoutRoutes)
    .route('/', contentRoutes)
    .route('/', lpRoutes)
    .route('/', catalogOrderRoutes)
    .route('/', staffSessionRoutes)
    .route('/', staffRoutes)
    .route('/', auditRoutes)
    .route('/', shopCalendarRoutes({ token: adminToken }))
    .route('/', memberAdminRoutes({ token: adminToken }))
    .route('/', adminRoutes({ token: adminToken, rebuilder }))
    .route('/', adminLayoutRoutes({ token: adminToken, rebuilder }))
    .route('/', backOfficeLayoutRoutes({ token: adminToken, rebuilder }))
    .route('/', productCsvExportRoutes({ token: adminToken, rebuilder }))
    .route('/', backOfficeProductRoutes({ token: adminToken, rebuilder }))
    .route('/', publishEventRoutes({ token: adminToken }))
    .route('/', productScheduleRoutes({ token: adminToken }))
    .route('/', productMediaRoutes({ token: adminToken, rebuilder }))
    .route('/', productCatalogueRoutes({ token: adminToken, rebuilder }))
    .route('/', previewRoutes({ token: adminToken, render: previews }))
    .route('/', taxonomyRoutes({ token: adminToken, rebuilder }))
    .route('/', adminProductRoutes({ token: adminToken, rebuilder }))
    .route('/', adminSynonymRoutes({ token: adminToken }))
    .route('/', adminNewsRoutes({ token: adminToken, rebuilder }))
    .route('/', contentAdminRoutes({ token: adminToken, rebuilder }))
    .route('/', cartAddSetRoutes)
    .route('/', likeRoutes)
    .route('/', userListRoutes)
    .route('/', bookmarkRoutes)
    .route('/', messageCenterRoutes)
    .route('/', reviewRoutes)
    .route('/', historyRoutes)
    .route('/', inquiryRoutes)
    .route('/', inquiryAdminRoutes({ token: adminToken }))
    .route('/', uploadGetRoutes({ token: adminToken }))
    .route('/', memorialRoutes)
    .route('/', measurementRoutes)
    .route('/', embroideryRoutes)
    .route('/', productRequestRoutes)
    .route('/', orderRoutes)
    .route('/', adminOrderRoutes({ token: adminToken }))
    .route('/', adminJobRoutes({ token: adminToken, jobs: jobRunnerOf(cards, mailer, rebuilder) }))
    .route('/', backOfficeOrderRoutes({ token: adminToken }))
    .route('/', backOfficeWorkflowRoutes({ token: adminToken }))
    .route('/', backOfficeShipmentRoutes({ token: adminToken }))
    .route('/', socialGiftRoutes)
    .route('/', benefitRoutes)
    .route('/', healthRoutes(maintenance))
    .route('/', siteHealthRoutes(sites))
    .route(
      '/',
      openapiRoutes(() => app),
    );

  const app = new Hono<AppEnv>();
  // HSTS only where the client used https (hstsOnHttps); plain HTTP must not carry it.
  app.use(secureHeaders({ strictTransportSecurity: false }));
  app.use(proxyMiddleware(trustProxy));
  app.use(hstsOnHttps);
  app.use(async (c, next) => {
    c.set('database', database);
    c.set('findSession', findSession);
    c.set('cards', cards);
    c.set('findStaffSession', findStaffSession);
    c.set('settings', settings);
    await next();
  });
  // Uploads take up to 5 MB, so POST /v1/upload-files runs before /v1's 100 KB body limit.
  app.route(
    '/v1',
    new Hono<AppEnv>()
      .use('/upload-files', apiCors, limitWrites)
      .use('/upload-files', limitBody(UPLOAD_BODY_LIMIT), rejectControlCharacters)
      .use('/upload-files', channelMiddleware, maintenance.middleware, rejectCardNumbers)
      .route('/', uploadPostRoutes)
      // Product pictures take up to 10 MB: the same order for the back office's upload.
      .use(IMAGE_UPLOAD_PATH, limitWrites, limitBody(IMAGE_BODY_LIMIT), rejectControlCharacters)
      .use(IMAGE_UPLOAD_PATH, maintenance.middleware)
      .route('/', productImageUploadRoutes({ token: adminToken, rebuilder }))
      // A banner's or blog post's picture: the same limits as a product's.
      .use(CONTENT_IMAGE_PATH, limitWrites, limitBody(IMAGE_BODY_LIMIT), rejectControlCharacters)
      .use(CONTENT_IMAGE_PATH, maintenance.middleware)
      .route('/', contentImageRoutes({ token: adminToken, rebuilder })),
  );
  // A product CSV import streams up to 64 MB through its own limits (product-csv-read.ts), so it
  // runs before /v1's 100 KB body limit and its whole-body checks; each cell is checked as read.
  app.route(
    '/v1',
    new Hono<AppEnv>()
      .use('/admin/products/import', limitWrites, maintenance.middleware)
      .route('/', productCsvImportRoutes({ token: adminToken, rebuilder }))
      // A carrier's tracking CSV may pass 100 KB (B2 writes 95 columns a row): its own limit.
      .use(
        '/admin/shipments/tracking-import',
        limitWrites,
        maintenance.middleware,
        limitBody(TRACKING_CSV_MAX_BYTES),
      )
      .route('/', trackingImportRoutes({ token: adminToken })),
  );
  app.route('/v1', v1);
  // A customer's calls keep its prefix (spec §7: the school shop's `/takimoto/v1`), with the same
  // CORS and channel as /v1.
  for (const { prefix, routes } of Object.values(CUSTOMER_APIS)) {
    app.route(
      `/${prefix}/v1`,
      new Hono<AppEnv>()
        .use(apiCors)
        .use(limitWrites)
        .use(limitBody())
        .use(rejectControlCharacters)
        .use(channelMiddleware)
        .use(maintenance.middleware)
        .route('/', routes),
    );
  }
  for (const path of ['/media/*', '/sandbox-pay/*']) {
    app.use(path, limitBody(), rejectControlCharacters);
  }
  app.route('/media', pictureFileRoutes);
  app.route('/media', mediaRoutes);
  // The public env file sits outside /v1 (spec §7) but answers per channel like it.
  app.route(
    '/',
    new Hono<AppEnv>()
      .use('/public.json', apiCors, rejectControlCharacters, channelMiddleware)
      .route('/', publicEnvRoutes),
  );
  if (payments?.provider === 'sandbox') app.route('/sandbox-pay', sandboxPayRoutes);
  app.route('/media', contentMediaRoutes);
  app.notFound(handleNotFound);
  app.onError(handleError);
  return app;
}
