import { randomUUID } from 'node:crypto';
import {
  lstat,
  mkdir,
  readdir,
  readFile,
  readlink,
  rename,
  rm,
  symlink,
  writeFile,
} from 'node:fs/promises';
import { basename, dirname, join, relative, resolve } from 'node:path';

/** Where the live site link and its builds live. */
export interface DistLayout {
  /** The path served: a symlink to the current build. */
  distDir: string;
  /** Folder holding the builds. */
  buildsDir: string;
  /** Name prefix of this link's builds inside `buildsDir`. */
  prefix: string;
}

/** Stamp written into every build; compared with the database to decide whether to rebuild. */
export interface BuildStamp {
  builtAt: string;
  contentVersion: string;
  sourceVersion: number;
  pages: number;
  /** What the build folder holds besides pages; older builds are rebuilt (see SITE_FORMAT). */
  format?: number;
}

export const STAMP_FILE = '.build-stamp.json';

/** 2: the build writes the CSP manifest (`_csp.json`) the server needs to allow its scripts. */
export const SITE_FORMAT = 2;

/** Layout for a dist path (DIST_DIR, default `dist`) with builds under `<cwd>/.build`. */
export function distLayout(
  distDir = process.env.DIST_DIR || 'dist',
  root = process.cwd(),
): DistLayout {
  const abs = resolve(root, distDir);
  const name = basename(abs);
  return {
    distDir: abs,
    buildsDir: join(root, '.build'),
    prefix: name === 'dist' ? 'site-' : `${name}-site-`,
  };
}

/** A fresh, sortable build folder path, e.g. `.build/site-20261122T063500123Z`. */
export function newBuildDir(layout: DistLayout, now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:.]/g, '');
  return join(layout.buildsDir, `${layout.prefix}${stamp}`);
}

/** The build folder `distDir` links to now, if it is a link. */
async function currentTarget(distDir: string): Promise<string | undefined> {
  try {
    return resolve(dirname(distDir), await readlink(distDir));
  } catch {
    return undefined;
  }
}

/**
 * Points `distDir` at `buildDir` atomically (rename of a temporary link); returns the build it
 * pointed at before (a plain folder of an older layout is moved into `buildsDir` first).
 */
export async function pointLink(layout: DistLayout, buildDir: string): Promise<string | undefined> {
  let previous = await currentTarget(layout.distDir);
  await mkdir(dirname(layout.distDir), { recursive: true });
  const info = await lstat(layout.distDir).catch(() => undefined);
  if (info && !info.isSymbolicLink()) {
    // A plain folder from an older layout: keep it as the previous build so the swap stays a rename.
    previous = join(layout.buildsDir, `${layout.prefix}0-legacy-${Date.now()}`);
    await mkdir(layout.buildsDir, { recursive: true });
    await rename(layout.distDir, previous);
  }
  const temp = `${layout.distDir}.tmp-${process.pid}-${Date.now()}`;
  await symlink(relative(dirname(layout.distDir), buildDir), temp);
  await rename(temp, layout.distDir);
  return previous;
}

/** Points `distDir` at `buildDir` atomically, then prunes this link's builds older than the previous. */
export async function swapIn(layout: DistLayout, buildDir: string): Promise<void> {
  const previous = await pointLink(layout, buildDir);
  await pruneBuilds(layout, [buildDir, previous]);
}

/** Deletes this link's builds older than the ones kept (newer ones may still be building). */
export async function pruneBuilds(layout: DistLayout, keep: (string | undefined)[]): Promise<void> {
  const kept = keep.filter((k): k is string => k !== undefined).map((k) => basename(k));
  const oldestKept = kept.sort()[0];
  if (!oldestKept) return;
  const names = await readdir(layout.buildsDir).catch(() => [] as string[]);
  const stale = names.filter(
    (n) => n.startsWith(layout.prefix) && n < oldestKept && !kept.includes(n),
  );
  await Promise.all(
    stale.map((n) => rm(join(layout.buildsDir, n), { recursive: true, force: true })),
  );
}

/** Writes the stamp into a finished build. */
export async function writeStamp(buildDir: string, stamp: BuildStamp): Promise<void> {
  await replaceFile(join(buildDir, STAMP_FILE), `${JSON.stringify(stamp, null, 2)}\n`);
}

/** Replaces `file` whole: written beside it, then renamed over it (a reader sees the old or the new). */
export async function replaceFile(file: string, body: string | Uint8Array): Promise<void> {
  const temporary = `${file}.${randomUUID()}.tmp`;
  await writeFile(temporary, body);
  await rename(temporary, file);
}

/** The stamp of the live site, or undefined when there is no complete build. */
export async function readStamp(distDir: string): Promise<BuildStamp | undefined> {
  try {
    return JSON.parse(await readFile(join(distDir, STAMP_FILE), 'utf8')) as BuildStamp;
  } catch {
    return undefined;
  }
}

/** Why the live site must be rebuilt, or undefined when it is current. */
export function staleReason(
  stamp: BuildStamp | undefined,
  contentVersion: Date,
  sourceVersion: number,
): string | undefined {
  if (!stamp) return 'no site built yet';
  if ((stamp.format ?? 1) < SITE_FORMAT) return 'site built by an older server';
  if (new Date(stamp.contentVersion).getTime() < contentVersion.getTime()) {
    return 'data changed since the last build';
  }
  if (stamp.sourceVersion < sourceVersion) return 'storefront sources changed since the last build';
  return undefined;
}
