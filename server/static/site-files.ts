import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { getMimeType } from 'hono/utils/mime';
import { type CspManifest, EMPTY_CSP_MANIFEST } from './csp-manifest.ts';
import { htmlSecurityHeaders } from './security-headers.ts';

/** A site file ready to send: body, content type, validator and (for HTML) its security headers. */
export interface SiteFile {
  body: Uint8Array<ArrayBuffer>;
  contentType: string;
  etag: string;
  lastModified: string;
  extraHeaders: Record<string, string>;
}

const cache = new Map<string, { stamp: string; manifest: CspManifest; file: SiteFile }>();
const CACHE_LIMIT = 2000;

/** Whether `path` is a regular file. */
export async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** Content type by extension; unknown types are served as bytes so browsers never sniff them. */
export function contentTypeOf(path: string): string {
  if (path.endsWith('.webmanifest')) return 'application/manifest+json';
  return getMimeType(path) ?? 'application/octet-stream';
}

/** What an HTML page's CSP is made from: the build's manifest and a cross-origin API. */
export interface PagePolicy {
  manifest: CspManifest;
  apiOrigin?: string;
}

/** Reads a site file (cached by size and mtime), or undefined when it is not a regular file. */
export async function loadSiteFile(
  path: string,
  policy: PagePolicy = { manifest: EMPTY_CSP_MANIFEST },
): Promise<SiteFile | undefined> {
  let info: Awaited<ReturnType<typeof stat>>;
  try {
    info = await stat(path);
  } catch {
    return undefined;
  }
  if (!info.isFile()) return undefined;
  const stamp = `${info.size}-${Math.trunc(info.mtimeMs)}`;
  const hit = cache.get(path);
  // A page's CSP header depends on the folder's manifest too, which a patch can extend.
  if (hit && hit.stamp === stamp && hit.manifest === policy.manifest) return hit.file;
  const body = new Uint8Array(await readFile(path));
  const contentType = contentTypeOf(path);
  const extraHeaders = contentType.startsWith('text/html')
    ? htmlSecurityHeaders(new TextDecoder().decode(body), policy.manifest, policy.apiOrigin)
    : {};
  const file = {
    body,
    contentType,
    // A content hash, not size and mtime: a build writes many files of equal size in the same
    // millisecond, and the compressed-body cache is keyed by this value.
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`,
    lastModified: info.mtime.toUTCString(),
    extraHeaders,
  };
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(path, { stamp, manifest: policy.manifest, file });
  return file;
}
