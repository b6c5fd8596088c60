import { createHash } from 'node:crypto';
import { buildFrontSettings } from '../settings/settings-build';
import { perRender } from '../shared/per-render';
import { layoutPageOf } from './layouts.model';
import { buildColorScheme, buildPageLayout } from './layouts-build';

/** A static path as `getStaticPaths()` returns it. */
type StaticPath = { params: Record<string, string | undefined>; props?: Record<string, unknown> };

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

/**
 * Digests of the objects paths carry as props, by identity. The build's data readers keep the
 * objects of what did not change from one render pass to the next (a patch reads only the changed
 * products again), and nothing mutates them, so a patch at 100,000 products hashes the few that
 * changed instead of serialising every product again.
 */
const digests = new WeakMap<object, string>();

/** The digest of a prop's value: objects through the memo, the rest as they are. */
function propDigest(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value ?? null;
  let digest = digests.get(value);
  if (digest === undefined) {
    digest = sha256(JSON.stringify(value));
    digests.set(value, digest);
  }
  return digest;
}

/** The key of one path's own data: its params and its props' digests (short: not hashed again). */
function pathKey(path: StaticPath): string {
  const props = Object.entries(path.props ?? {}).map(([name, value]) => [name, propDigest(value)]);
  return JSON.stringify([path.params, props]);
}

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

/** A path as `withCacheKeys` gives it, with the shared part of the key it was made under. */
type KeyedPath = { base: string; path: StaticPath & { cacheKey: string } };

/**
 * The last keyed path per route, by its anchor (its first object prop, which the build's data
 * readers keep while the record holds). A path whose params, props and shared part are the same
 * as last time is given back as the same object, so the patch's listing of the route (see
 * `server/static/route-paths.ts`) knows it by identity and does not list it again.
 */
const lastPaths = new Map<string, WeakMap<object, KeyedPath>>();

/** The first prop that is an object: what keeps a path's identity from one pass to the next. */
function anchorOf(path: StaticPath): object | undefined {
  for (const value of Object.values(path.props ?? {})) {
    if (typeof value === 'object' && value !== null) return value;
  }
  return undefined;
}

/** Whether two records hold the same values, each compared by identity. */
function sameValues(a: Record<string, unknown> = {}, b: Record<string, unknown> = {}): boolean {
  const names = Object.keys(a);
  return names.length === Object.keys(b).length && names.every((name) => a[name] === b[name]);
}

/** The path keyed under `base`: the one given last time when nothing in it moved, else a new one. */
function keyedPath<P extends StaticPath>(
  memo: WeakMap<object, KeyedPath>,
  base: string,
  path: P,
): P & { cacheKey: string } {
  const anchor = anchorOf(path);
  const last = anchor ? memo.get(anchor) : undefined;
  if (
    last &&
    last.base === base &&
    sameValues(last.path.params, path.params) &&
    sameValues(last.path.props, path.props)
  ) {
    return last.path as P & { cacheKey: string };
  }
  const keyed = { ...path, cacheKey: `${base}:${pathKey(path)}` };
  if (anchor) memo.set(anchor, { base, path: keyed });
  return keyed;
}

/**
 * Gives each path of the page at `route` Astro's incremental-build `cacheKey`: a hash of everything
 * the page renders (its params and props, `extra` data its frontmatter reads, the page's layout
 * from `/v1/layouts/{page}`, and the shop-wide data), so a page is copied from the previous build
 * only when none of that changed. Only pages whose data is all in those inputs may use this; the
 * others are rendered on every build. A path whose data did not move since the last pass is the
 * same object as then.
 * @example export const getStaticPaths = async () => withCacheKeys('/product/[key]', products.map(...));
 */
export async function withCacheKeys<P extends StaticPath>(
  route: string,
  paths: P[],
  extra: unknown = null,
): Promise<(P & { cacheKey: string })[]> {
  const [shared, layout] = await Promise.all([sharedKey(), buildPageLayout(layoutPageOf(route))]);
  const base = `${shared}:${sha256(JSON.stringify([layout, extra ?? null]))}`;
  const memo = lastPaths.get(route) ?? new WeakMap<object, KeyedPath>();
  lastPaths.set(route, memo);
  return paths.map((path) => keyedPath(memo, base, path));
}
