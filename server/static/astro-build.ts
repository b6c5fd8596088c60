import { access, readdir, writeFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import type { AstroIntegration } from 'astro';
import { build } from 'astro';
import { writeCspManifest } from './csp-manifest.ts';
import { rulesFromShellPages } from './rewrites.ts';

/** Options for one Astro build. */
export interface AstroBuildOptions {
  outDir: string;
  apiBase: string;
  log: (line: string) => void;
  root?: string;
  /** The channel the pages are for (`PUBLIC_CHANNEL_ID` of this build); default: the environment's. */
  channelId?: string;
  /** The public URL of this channel's pages (canonical links, sitemap); default PUBLIC_SITE_URL. */
  site?: string;
  /** False for channels other than the fallback one: `SITE_CUSTOMER` then does not apply. */
  keepCustomer?: boolean;
}

/** Reports the page count as soon as Astro knows it, by wrapping its default prerenderer. */
function progressIntegration(
  log: (line: string) => void,
  onCount: (n: number) => void,
): AstroIntegration {
  return {
    name: 'shop:build-progress',
    hooks: {
      'astro:build:start': ({ setPrerenderer }) => {
        setPrerenderer((inner) => ({
          ...inner,
          getStaticPaths: async () => {
            const paths = await inner.getStaticPaths();
            onCount(paths.length);
            log(`building ${paths.length} pages…`);
            return paths;
          },
        }));
      },
    },
  };
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true });
  return entries.filter((e) => e.endsWith('.html')).map((e) => `/${e.split(sep).join('/')}`);
}

/** Emits `_rewrites.json` (shell pages for private dynamic routes) unless the storefront did. */
async function emitRewrites(outDir: string, pages: string[]): Promise<void> {
  const target = join(outDir, '_rewrites.json');
  if (
    await access(target).then(
      () => true,
      () => false,
    )
  )
    return;
  const rules = rulesFromShellPages(pages);
  if (rules.length > 0) await writeFile(target, `${JSON.stringify(rules, null, 2)}\n`);
}

/** Builds the storefront into `outDir` against the API at `apiBase`; returns the rendered page count. */
export async function runAstroBuild(options: AstroBuildOptions): Promise<number> {
  process.env.BUILD_API_BASE = options.apiBase;
  const restore = channelEnv(options);
  try {
    return await buildPages(options);
  } finally {
    restore();
  }
}

/** Sets the environment one channel's build reads (Vite inlines PUBLIC_*); returns the undo. */
function channelEnv(options: AstroBuildOptions): () => void {
  const saved = { channel: process.env.PUBLIC_CHANNEL_ID, customer: process.env.SITE_CUSTOMER };
  if (options.channelId) process.env.PUBLIC_CHANNEL_ID = options.channelId;
  if (options.keepCustomer === false) delete process.env.SITE_CUSTOMER;
  const put = (key: string, value: string | undefined) => {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  };
  return () => {
    put('PUBLIC_CHANNEL_ID', saved.channel);
    put('SITE_CUSTOMER', saved.customer);
  };
}

async function buildPages(options: AstroBuildOptions): Promise<number> {
  let rendered: number | undefined;
  await build({
    ...(options.site ? { site: options.site } : {}),
    root: options.root ?? process.cwd(),
    outDir: options.outDir,
    mode: 'production',
    logLevel: process.env.ASTRO_LOG_LEVEL === 'info' ? 'info' : 'warn',
    // Astro hashes the inline code it emits itself; writeCspManifest keeps those hashes only.
    security: { csp: true },
    integrations: [
      progressIntegration(options.log, (n) => {
        rendered = n;
      }),
    ],
  });
  const pages = await htmlFiles(options.outDir);
  await emitRewrites(options.outDir, pages);
  await writeCspManifest(options.outDir);
  return rendered ?? pages.length;
}
