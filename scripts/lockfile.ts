import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

type LockEntry = {
  version?: string;
  dev?: boolean;
  license?: string;
  optionalDependencies?: Record<string, string>;
  [key: string]: unknown;
};
type Lockfile = { packages: Record<string, LockEntry>; [key: string]: unknown };

const PLATFORM =
  /(android|darwin|linux|win32|freebsd|wasm32)-(arm64|x64|ia32|arm|wasi)(?:-(gnu|musl|msvc|eabihf))?$/;

/** os/cpu/libc of a platform binary package, from its name (npm skips entries for other platforms). */
export function platformOf(name: string): Record<string, string[]> | undefined {
  const match = PLATFORM.exec(name);
  if (!match) return undefined;
  const [, os = '', cpu = '', libc] = match;
  if (os === 'wasm32') return { cpu: ['wasm32'] };
  const fields: Record<string, string[]> = { os: [os], cpu: [cpu] };
  if (libc === 'gnu' || libc === 'musl') fields.libc = [libc === 'gnu' ? 'glibc' : 'musl'];
  return fields;
}

/**
 * Optional platform binaries the lockfile names but has no entry for. This registry serves only
 * some platforms' binaries, so `npm install` leaves them out and `npm ci` then refuses the lockfile.
 */
export function missingPlatformEntries(lock: Lockfile): Record<string, LockEntry> {
  const missing: Record<string, LockEntry> = {};
  for (const entry of Object.values(lock.packages)) {
    for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
      const platform = platformOf(name);
      const path = `node_modules/${name}`;
      if (!platform || lock.packages[path] || missing[path]) continue;
      missing[path] = {
        version,
        ...platform,
        ...(entry.dev ? { dev: true } : {}),
        optional: true,
        license: entry.license ?? 'MIT',
      };
    }
  }
  return missing;
}

/** Adds the missing platform entries to package-lock.json; returns how many were added. */
export async function fixLockfile(path = 'package-lock.json'): Promise<number> {
  const lock = JSON.parse(await readFile(path, 'utf8')) as Lockfile;
  const missing = missingPlatformEntries(lock);
  const count = Object.keys(missing).length;
  if (count === 0) return 0;
  const merged = { ...lock.packages, ...missing };
  const sorted = Object.keys(merged)
    .sort((a, b) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b)))
    .map((k) => [k, merged[k]]);
  lock.packages = Object.fromEntries(sorted);
  await writeFile(path, `${JSON.stringify(lock, null, 2)}\n`);
  return count;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  fixLockfile().then((n) => console.log(`package-lock.json: added ${n} platform entries`));
}
