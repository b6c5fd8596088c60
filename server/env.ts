import * as v from 'valibot';

const PortSchema = v.pipe(
  v.optional(v.string(), '4321'),
  v.regex(/^\d{1,5}$/, 'PORT must be a port number'),
  v.transform(Number),
  v.minValue(1),
  v.maxValue(65535),
);

const OptionalString = v.optional(v.pipe(v.string(), v.trim(), v.minLength(1)));

const FlagSchema = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    v.toLowerCase(),
    v.picklist(['true', 'false', '1', '0'], 'must be true or false'),
    v.transform((value) => value === 'true' || value === '1'),
  ),
  'false',
);

/** Schema of the process environment the server reads; defaults match the README. */
export const EnvSchema = v.object({
  PORT: PortSchema,
  HOST: v.optional(v.string(), '127.0.0.1'),
  DATA_DIR: v.optional(v.string(), './data'),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.url('DATABASE_URL must be a URL'))),
  SMTP_URL: v.optional(v.pipe(v.string(), v.url('SMTP_URL must be a URL'))),
  ADMIN_TOKEN: OptionalString,
  /**
   * Host names (comma-separated) on which the back office answers, never the shop; `/v1` answers
   * there too. Default `admin.localhost` (development).
   */
  ADMIN_HOST: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^[a-z0-9.-]+(,\s*[a-z0-9.-]+)*$/i, 'ADMIN_HOST must be host names'),
    ),
    'admin.localhost',
  ),
  /** Where the shop receives inquiries from the contact forms. */
  SHOP_INQUIRY_EMAIL: v.optional(
    v.pipe(v.string(), v.email('SHOP_INQUIRY_EMAIL must be an e-mail address')),
    'support@example.jp',
  ),
  PUBLIC_API_BASE: v.optional(v.string(), ''),
  PUBLIC_CHANNEL_ID: v.optional(v.string(), 'default'),
  /** The customer set of the fallback channel's build (instead of its site setting). */
  SITE_CUSTOMER: OptionalString,
  /** The theme of every channel's build (instead of each channel's site setting). */
  SITE_THEME: OptionalString,
  /** Build worker processes that build channels at once (after the fallback channel); default 1. */
  BUILD_WORKERS: v.optional(
    v.pipe(v.string(), v.regex(/^[1-4]$/, 'BUILD_WORKERS must be 1-4'), v.transform(Number)),
  ),
  /**
   * Build worker RSS (MiB) past which it is restarted after its job; its channels' next build is
   * whole. 3584, under the 4 GiB a build may hold: a worker holding one 100,000-product channel measured
   * 2,064 MiB after its patches, so 2048 restarted it after each job and the next change waited for
   * a whole build (227 s).
   */
  BUILD_WORKER_MAX_RSS_MB: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{2,6}$/, 'BUILD_WORKER_MAX_RSS_MB must be MiB'),
      v.transform(Number),
    ),
    '3584',
  ),
  BUILD_API_BASE: v.optional(v.pipe(v.string(), v.url('BUILD_API_BASE must be a URL'))),
  /**
   * Where channel builds are written (`SITE_DIR/<channel>/<build>`); a folder every node sees when
   * several share one database. Default `.build/sites` in the project.
   */
  SITE_DIR: OptionalString,
  /**
   * The channels this node builds and serves, comma-separated ids (`default,wa`); the fallback
   * channel always. Unset: every channel with host names.
   */
  SITE_CHANNELS: v.optional(
    v.pipe(
      v.string(),
      v.regex(
        /^\s*[\w-]+(\s*,\s*[\w-]+)*\s*$/,
        'SITE_CHANNELS must be channel ids, comma-separated',
      ),
    ),
  ),
  /** The Astro project the channel sites are built from; default the current folder. */
  STOREFRONT_DIR: OptionalString,
  /** Origin used in links inside mails (never taken from the request's Host header). */
  PUBLIC_ORIGIN: v.optional(v.pipe(v.string(), v.url('PUBLIC_ORIGIN must be a URL'))),
  /** Shared secret of the card provider's signed callbacks; the callback answers 503 when unset. */
  SBPAYMENT_CALLBACK_SECRET: OptionalString,
  /**
   * Whether one TLS-terminating proxy in front is trusted: its X-Forwarded-Proto decides https and
   * the last X-Forwarded-For entry is the client's address. Off: only the socket counts.
   */
  TRUST_PROXY: FlagSchema,
  /** Adds `includeSubDomains` to HSTS: only when every subdomain of the shop's host serves https. */
  HSTS_INCLUDE_SUBDOMAINS: FlagSchema,
  /** Lets `POST /v1/admin/jobs/{name}/run` take a later `now` (journeys, demos); never in production. */
  ADMIN_JOB_CLOCK: FlagSchema,
  /** reCAPTCHA v3 secret; the challenge is checked only on channels whose setting turns it on. */
  RECAPTCHA_SECRET_KEY: OptionalString,
  /** `production` makes the server refuse to start without a real card provider. */
  NODE_ENV: OptionalString,
  /** The card provider: `sandbox` (test payments) or `sbpayment`; unset means sandbox only for the demo data. */
  PAYMENT_PROVIDER: v.optional(
    v.picklist(['sandbox', 'sbpayment'], 'PAYMENT_PROVIDER must be sandbox or sbpayment'),
  ),
  /** SB Payment Service credentials, required when PAYMENT_PROVIDER=sbpayment. */
  SBPAYMENT_MERCHANT_ID: OptionalString,
  SBPAYMENT_SERVICE_ID: OptionalString,
  SBPAYMENT_HASH_KEY: OptionalString,
  /** Days a password stays good; older ones make the login answer `has_password_expired`. 0: never. */
  PASSWORD_MAX_AGE_DAYS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,4}$/, 'PASSWORD_MAX_AGE_DAYS must be 0-3650'),
      v.transform(Number),
      v.maxValue(3650, 'PASSWORD_MAX_AGE_DAYS must be 0-3650'),
    ),
    '0',
  ),
  /** Bounced mails to a member's address at which the login answers `has_mail_error_count_over`. 0: never. */
  MAIL_ERROR_LIMIT: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,3}$/, 'MAIL_ERROR_LIMIT must be 0-100'),
      v.transform(Number),
      v.maxValue(100, 'MAIL_ERROR_LIMIT must be 0-100'),
    ),
    '3',
  ),
  /**
   * Multiplies every per-IP allowance (logins, codes, mails, the guarded forms) for a shop whose
   * shoppers share one address (a company proxy, carrier-grade NAT); per-account limits stay.
   */
  IP_LIMIT_SCALE: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,3}$/, 'IP_LIMIT_SCALE must be 1-100'),
      v.transform(Number),
      v.minValue(1, 'IP_LIMIT_SCALE must be 1-100'),
      v.maxValue(100, 'IP_LIMIT_SCALE must be 1-100'),
    ),
    '1',
  ),
  /** How many days before a memorial day its reminder mail goes out. */
  MEMORIAL_REMIND_DAYS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,2}$/, 'MEMORIAL_REMIND_DAYS must be 0-60'),
      v.transform(Number),
      v.maxValue(60, 'MEMORIAL_REMIND_DAYS must be 0-60'),
    ),
    '7',
  ),
  /** Days storefront ecommerce events are kept; a daily job deletes older ones. */
  EVENT_RETENTION_DAYS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,4}$/, 'EVENT_RETENTION_DAYS must be 1-3650'),
      v.transform(Number),
      v.minValue(1, 'EVENT_RETENTION_DAYS must be 1-3650'),
      v.maxValue(3650, 'EVENT_RETENTION_DAYS must be 1-3650'),
    ),
    '90',
  ),
});
/** The checked environment. */
export type Env = v.InferOutput<typeof EnvSchema>;

/** Checks an environment record (empty strings count as unset) and throws a readable error. */
export function loadEnv(source: Record<string, string | undefined>): Env {
  const present = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = v.safeParse(EnvSchema, present);
  if (result.success) return result.output;
  const lines = result.issues.map(
    (issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`,
  );
  throw new Error(`Invalid environment:\n${lines.join('\n')}`);
}

/** Origin for links in mails: PUBLIC_ORIGIN, else http://localhost:PORT. */
export function publicOrigin(e: Env): string {
  return (e.PUBLIC_ORIGIN ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
}

/** The environment of this process, checked once at start-up. */
export const env: Env = loadEnv(process.env);
