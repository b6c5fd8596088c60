import { realpath, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { chooseEncoding, compressedBody } from './compress.ts';
import { CSP_MANIFEST_FILE, type CspManifest, readCspManifest } from './csp-manifest.ts';
import { buildingResponse, plainNotFound } from './pages.ts';
import { trailingSlashRedirect } from './redirects.ts';
import { findRewrites, loadRewrites, type RewriteRule } from './rewrites.ts';
import { apiOrigin, BASE_SECURITY_HEADERS, cacheControl } from './security-headers.ts';
import { isFile, loadSiteFile } from './site-files.ts';

/** What the site handler needs from its host process. */
export interface SiteOptions {
  /**
   * The built site: a folder, a symlink to the current build, or a function naming the build to
   * serve now (undefined: none yet); resolved on every request.
   */
  distDir: string | (() => string | undefined);
  /** Whether the API knows a product, for product pages added after the last build. */
  productExists: (key: string) => Promise<boolean>;
  /** PUBLIC_API_BASE, allowed in the CSP when it is another origin. */
  publicApiBase?: string;
  /** True while the site must not be served yet (the building page, 503). */
  unavailable?: () => boolean;
}

const PRODUCT_PAGE = /^\/product\/([^/]+)\/$/;
const rulesByRoot = new Map<string, Promise<readonly RewriteRule[]>>();
type KnownManifest = { mtimeMs: number; checkedAt: number; manifest: Promise<CspManifest> };
const manifestByRoot = new Map<string, KnownManifest>();
/** How often a folder's CSP manifest file is looked at again (not on every request). */
export const MANIFEST_CHECK_MS = 200;

/**
 * The CSP manifest of one build folder, read again when its file changes (a patch of the
 * published folder writes the hashes of the pages it rendered before they appear).
 */
async function cspManifestOf(root: string): Promise<CspManifest> {
  const known = manifestByRoot.get(root);
  const now = Date.now();
  if (known && now - known.checkedAt < MANIFEST_CHECK_MS) return known.manifest;
  const file = await stat(join(root, CSP_MANIFEST_FILE)).catch(() => undefined);
  const mtimeMs = file?.mtimeMs ?? 0;
  if (known && known.mtimeMs === mtimeMs) {
    known.checkedAt = now;
    return known.manifest;
  }
  const manifest = readCspManifest(root);
  manifestByRoot.set(root, { mtimeMs, checkedAt: now, manifest });
  return manifest;
}

/**
 * The build's own files at a folder's root (`_csp.json`, `_changed.json`, `_rewrites.json`): read
 * from the folder by the server and by deployment scripts, never served (what editors changed
 * recently is nobody else's business).
 */
const BUILD_FILE = /^\/_[^/]*\.json$/;

/** Decoded request path, or undefined when it could escape the site folder or names a hidden file. */
export function safePath(pathname: string): string | undefined {
  let path: string;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  if (!path.startsWith('/') || /[\\\0]/.test(path) || /\/{2,}/.test(path)) return undefined;
  if (path.split('/').some((segment) => segment.startsWith('.'))) return undefined;
  if (BUILD_FILE.test(path)) return undefined;
  return path;
}

/** A handler serving the built storefront: files, trailing-slash redirects, shell rewrites, 404s. */
export function createSiteHandler(options: SiteOptions): (request: Request) => Promise<Response> {
  const origin = apiOrigin(options.publicApiBase);
  const send = async (request: Request, root: string, path: string, status = 200) => {
    const manifest = await cspManifestOf(root);
    const file = await loadSiteFile(join(root, path), { manifest, apiOrigin: origin });
    if (!file) return undefined;
    const headers = new Headers({
      ...BASE_SECURITY_HEADERS,
      ...file.extraHeaders,
      'Content-Type': file.contentType,
      'Cache-Control': status === 200 ? cacheControl(path) : 'no-cache',
      ETag: file.etag,
      'Last-Modified': file.lastModified,
    });
    if (status === 200 && request.headers.get('if-none-match') === file.etag) {
      return new Response(null, { status: 304, headers });
    }
    const encoding = chooseEncoding(
      request.headers.get('accept-encoding'),
      file.contentType,
      file.body.byteLength,
    );
    const body = encoding ? compressedBody(file.body, encoding, file.etag) : file.body;
    if (encoding) headers.set('Content-Encoding', encoding);
    headers.set('Vary', 'Accept-Encoding');
    headers.set('Content-Length', String(body.byteLength));
    return new Response(request.method === 'HEAD' ? null : body, { status, headers });
  };
  const notFound = async (request: Request, root: string) =>
    (await send(request, root, '/404.html', 404)) ?? plainNotFound(request.method);
  const shell = async (request: Request, root: string) =>
    (await send(request, root, '/_shell/index.html')) ?? send(request, root, '/404.html');

  const serveDirectory = async (request: Request, root: string, path: string) => {
    const page = await send(request, root, `${path}index.html`);
    if (page) return page;
    const rules = rulesByRoot.get(root) ?? loadRewrites(root);
    rulesByRoot.set(root, rules);
    for (const destination of findRewrites(await rules, path)) {
      const rewritten = await send(request, root, `${destination}index.html`);
      if (rewritten) return rewritten;
    }
    const product = PRODUCT_PAGE.exec(path)?.[1];
    if (product && (await options.productExists(product))) {
      return (await shell(request, root)) ?? notFound(request, root);
    }
    return notFound(request, root);
  };

  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return new Response(null, { status: 405, headers: { Allow: 'GET, HEAD' } });
    }
    if (options.unavailable?.()) return buildingResponse(request.method);
    const dir = typeof options.distDir === 'string' ? options.distDir : options.distDir();
    let root: string;
    try {
      if (dir === undefined) throw new Error('no site published yet');
      root = await realpath(dir);
    } catch {
      return buildingResponse(request.method);
    }
    const url = new URL(request.url);
    const path = safePath(url.pathname);
    if (path === undefined) return notFound(request, root);
    if (path.endsWith('/')) return serveDirectory(request, root, path);
    const file = await send(request, root, path);
    if (file) return file;
    const last = path.slice(path.lastIndexOf('/') + 1);
    if (!last.includes('.') || (await isFile(join(root, path, 'index.html')))) {
      return trailingSlashRedirect(url);
    }
    return notFound(request, root);
  };
}
