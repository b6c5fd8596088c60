import * as v from 'valibot';

/**
 * Environment the storefront reads: public values reach the browser, the rest only the build.
 * Made on demand: only the build checks it, and the browser bundle then leaves it and valibot out.
 */
export const storefrontEnvSchema = () =>
  v.object({
    PUBLIC_API_BASE: v.optional(v.pipe(v.string(), v.trim()), ''),
    PUBLIC_CHANNEL_ID: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9_-]+$/i)), 'default'),
    SITE_CUSTOMER: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9_-]*$/i))),
    BUILD_API_BASE: v.optional(v.pipe(v.string(), v.url()), 'http://127.0.0.1:4321'),
  });
export type StorefrontEnv = v.InferOutput<ReturnType<typeof storefrontEnvSchema>>;

/** Checks an environment record, turning empty strings into "unset"; throws with every problem. */
export function loadEnv(source: Record<string, string | undefined>): StorefrontEnv {
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = v.safeParse(storefrontEnvSchema(), cleaned);
  if (!result.success) {
    const lines = result.issues.map((i) => `${v.getDotPath(i) ?? '?'}: ${i.message}`);
    throw new Error(`Invalid storefront environment:\n${lines.join('\n')}`);
  }
  return { ...result.output, PUBLIC_API_BASE: result.output.PUBLIC_API_BASE.replace(/\/+$/, '') };
}

function readSource(): Record<string, string | undefined> {
  const meta = (import.meta.env ?? {}) as Record<string, string | undefined>;
  // Non-public values exist only at build time (Node); the browser bundle never sees them.
  const proc = typeof process === 'undefined' ? {} : process.env;
  return {
    PUBLIC_API_BASE: meta.PUBLIC_API_BASE ?? proc.PUBLIC_API_BASE,
    PUBLIC_CHANNEL_ID: meta.PUBLIC_CHANNEL_ID ?? proc.PUBLIC_CHANNEL_ID,
    SITE_CUSTOMER: proc.SITE_CUSTOMER,
    BUILD_API_BASE: proc.BUILD_API_BASE,
  };
}

/**
 * The values the browser bundle runs with: Vite inlines them at build time, where `loadEnv` has
 * checked them already (every page's layout reads `env`), so the check and valibot stay out of the
 * bundle every page loads.
 */
export function inlinedEnv(
  meta = import.meta.env as Record<string, string | undefined>,
): StorefrontEnv {
  return {
    PUBLIC_API_BASE: (meta.PUBLIC_API_BASE ?? '').trim().replace(/\/+$/, ''),
    PUBLIC_CHANNEL_ID: meta.PUBLIC_CHANNEL_ID || 'default',
    // Build-only: never read in the browser.
    BUILD_API_BASE: '',
  };
}

/** The storefront environment, read and checked once (in the browser: as the build checked it). */
export const env: StorefrontEnv =
  typeof import.meta.env === 'object' && import.meta.env.SSR === false
    ? inlinedEnv()
    : loadEnv(readSource());
