import { createHash } from 'node:crypto';
import { buildFrontSettings } from '../settings/settings-build';
import { perRender } from '../shared/per-render';
import { layoutPageOf } from './layouts.model';
import { buildColorScheme, buildPageLayout } from './layouts-build';

/** A static path as `getStaticPaths()` returns it. */
type StaticPath = { params: Record<string, string | undefined>; props?: Record<string, unknown> };

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

/**
 * What every page shows besides its own props: the shop-wide data version the build was started
 * with (`SHOP_CONTENT_VERSION`, moved by any shop-wide change), the front settings and the colour
 * scheme. Read once per render pass.
 */
const sharedKey = perRender(() =>
  Promise.all([buildFrontSettings(), buildColorScheme()]).then(([settings, scheme]) =>
    sha256(JSON.stringify([process.env.SHOP_CONTENT_VERSION ?? '', settings, scheme])),
  ),
);

/**
 * Gives each path of the page at `route` Astro's incremental-build `cacheKey`: a hash of everything
 * the page renders (its params and props, `extra` data its frontmatter reads, the page's layout
 * from `/v1/layouts/{page}`, and the shop-wide data), so a page is copied from the previous build
 * only when none of that changed. Only pages whose data is all in those inputs may use this; the
 * others are rendered on every build.
 * @example export const getStaticPaths = async () => withCacheKeys('/product/[key]', products.map(...));
 */
export async function withCacheKeys<P extends StaticPath>(
  route: string,
  paths: P[],
  extra: unknown = null,
): Promise<(P & { cacheKey: string })[]> {
  const [shared, layout] = await Promise.all([sharedKey(), buildPageLayout(layoutPageOf(route))]);
  const base = `${shared}:${sha256(JSON.stringify([layout, extra ?? null]))}`;
  return paths.map((path) => ({
    ...path,
    cacheKey: `${base}:${sha256(JSON.stringify([path.params, path.props ?? null]))}`,
  }));
}
