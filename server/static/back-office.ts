import { execFile } from 'node:child_process';
import { readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { BACK_OFFICE_PAGE_MESSAGES as M } from './back-office.messages.ts';
import { contentTypeOf, isFile } from './site-files.ts';
import { safePath } from './static-site.ts';
import { tsxLoaderArgs } from './tsx-loader.ts';

const execFileAsync = promisify(execFile);

/**
 * The back office's own policy: only its own files (no inline script or style, which its build
 * never emits), no framing, no plug-ins, forms and API calls to itself only.
 */
export const BACK_OFFICE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Headers on every back-office answer: its CSP, never indexed, never framed or sniffed. */
export const BACK_OFFICE_HEADERS: Record<string, string> = {
  'Content-Security-Policy': BACK_OFFICE_CSP,
  'X-Robots-Tag': 'noindex, nofollow',
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** The host names of the back office: ADMIN_HOST's comma-separated list, lower-cased. */
export function backOfficeHosts(setting: string): Set<string> {
  return new Set(
    setting
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
  );
}

/** The request's host name without its port (the Host header, else the URL's). */
export function hostNameOf(request: Request): string {
  const host = request.headers.get('host') ?? new URL(request.url).host;
  return host.replace(/:\d+$/, '').replace(/\.$/, '').toLowerCase();
}

/** Whether a request is for the back office's host. */
export function isBackOfficeRequest(request: Request, hosts: ReadonlySet<string>): boolean {
  return hosts.has(hostNameOf(request));
}

function notBuilt(): Response {
  const html = `<!doctype html><html lang="ja"><head><meta charset="utf-8"><title>${M.title}</title></head><body><p>${M.notBuilt}</p></body></html>`;
  return new Response(html, {
    status: 503,
    headers: {
      ...BACK_OFFICE_HEADERS,
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Retry-After': '5',
    },
  });
}

const ROBOTS = 'User-agent: *\nDisallow: /\n';

/**
 * Serves the back office's built single-page app from `dir()`: its files, and `index.html` for
 * every other path (the app routes in the browser); 503 in Japanese while it is not built.
 * Hashed files under `assets/` are cached for good; the page itself is revalidated.
 */
export function createBackOfficeHandler(
  dir: () => string,
): (request: Request) => Promise<Response> {
  return async (request) => {
    const root = resolve(dir());
    const path = safePath(new URL(request.url).pathname);
    if (path === '/robots.txt') {
      return new Response(ROBOTS, {
        headers: { ...BACK_OFFICE_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' },
      });
    }
    const wanted = path && path !== '/' ? resolve(root, `.${path}`) : undefined;
    const inside = wanted && relative(root, wanted).split(sep)[0] !== '..';
    const file = inside && wanted && (await isFile(wanted)) ? wanted : join(root, 'index.html');
    if (!(await isFile(file))) return notBuilt();
    const immutable = file.startsWith(join(root, 'assets') + sep);
    const headers = {
      ...BACK_OFFICE_HEADERS,
      'Content-Type': contentTypeOf(file),
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    if (request.method === 'HEAD') return new Response(null, { headers });
    if (request.method !== 'GET') return new Response(null, { status: 405, headers });
    return new Response(await readFile(file), { headers });
  };
}

/** The back office's sources: a change to any of them makes the built app stale. */
const SOURCE_DIR = fileURLToPath(new URL('../../admin', import.meta.url));
const STAMP = '.source-version';
/** Marks a production build in the stamp; a folder without it (a development build) is rebuilt. */
const BUILD_KIND = 'production:';
const BUILD_CHILD = fileURLToPath(new URL('./back-office-build-child.ts', import.meta.url));

/** Newest modification time (ms) of the files under `dir`, skipping node_modules. */
async function newestMtime(dir: string): Promise<number> {
  let newest = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || entry.parentPath.includes('node_modules')) continue;
    const info = await stat(join(entry.parentPath, entry.name)).catch(() => undefined);
    newest = Math.max(newest, info?.mtimeMs ?? 0);
  }
  return newest;
}

/** Whether `outDir` holds a build of the current sources. */
export async function backOfficeIsCurrent(outDir: string, sources = SOURCE_DIR): Promise<boolean> {
  const built = await readFile(join(outDir, STAMP), 'utf8').catch(() => '');
  return built === `${BUILD_KIND}${await newestMtime(sources)}`;
}

/**
 * Runs the app's own `buildBackOffice` in a child process with NODE_ENV=production. Vite takes
 * NODE_ENV from its process: built in a server started under a test runner (NODE_ENV=test) the
 * app was React's development bundle (StrictMode ran each screen's loading twice, so a late first
 * answer replaced what had been typed), and a build in the server's own process sets its NODE_ENV.
 */
async function buildInChild(buildFile: string, outDir: string): Promise<void> {
  await execFileAsync(process.execPath, [...tsxLoaderArgs(), BUILD_CHILD, buildFile, outDir], {
    env: { ...process.env, NODE_ENV: 'production' },
    maxBuffer: 16 * 1024 * 1024,
  });
}

/** Builds the back office (the app's own `buildBackOffice`) into `outDir`, swapped in whole. */
export async function buildBackOfficeInto(outDir: string, sources = SOURCE_DIR): Promise<void> {
  const version = `${BUILD_KIND}${await newestMtime(sources)}`;
  const next = `${outDir}.next-${process.pid}`;
  const old = `${outDir}.old-${process.pid}`;
  await rm(next, { recursive: true, force: true });
  await buildInChild(join(sources, 'build.ts'), next);
  await writeFile(join(next, STAMP), version);
  await rename(outDir, old).catch(() => undefined);
  await rename(next, outDir);
  await rm(old, { recursive: true, force: true });
}

/**
 * At start-up: builds the back office in the background when its folder is missing or older than
 * its sources (the shop serves meanwhile; the back office answers 503 until it is ready).
 */
export async function ensureBackOffice(
  outDir: string,
  log: { info(line: string): void; error(line: string, error: unknown): void },
): Promise<void> {
  if (!(await isFile(join(SOURCE_DIR, 'build.ts')))) return;
  if (await backOfficeIsCurrent(outDir)) return;
  const started = Date.now();
  try {
    await buildBackOfficeInto(outDir);
    log.info(`back office: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } catch (error) {
    log.error('back office: build failed (its host answers 503)', error);
  }
}

type Handler<B> = (request: Request, bindings: B) => Response | Promise<Response>;

/**
 * The one front door: `/v1` (and the API's other paths) on every host; the back office's app on
 * its own hosts only; the shop's pages on every other host, so neither ever serves the other.
 */
export function routeByHost<B>(
  hosts: ReadonlySet<string>,
  handlers: { api: Handler<B>; backOffice: Handler<B>; shop: Handler<B> },
  isApiPath: (path: string) => boolean,
): Handler<B> {
  return (request, bindings) => {
    if (isApiPath(new URL(request.url).pathname)) return handlers.api(request, bindings);
    const handler = isBackOfficeRequest(request, hosts) ? handlers.backOffice : handlers.shop;
    return handler(request, bindings);
  };
}
