import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isRoot, run } from './run.ts';

/** Debian's Chromium, which Playwright drives (never a downloaded browser build). */
export const CHROMIUM = '/usr/bin/chromium';

/** Makes sure Chromium is installed: installs it with apt as root, else explains how. */
export async function ensureChromium(): Promise<boolean> {
  if (existsSync(CHROMIUM)) return true;
  if (!isRoot()) {
    console.error(`${CHROMIUM} is missing. Install it with: sudo apt-get install chromium`);
    return false;
  }
  console.log('chromium: installing with apt-get…');
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  const update = await run('apt-get', ['update'], { env });
  const install =
    update.code === 0
      ? await run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { env })
      : update;
  if (install.code !== 0 || !existsSync(CHROMIUM)) {
    console.error('chromium: apt-get install chromium failed');
    return false;
  }
  return true;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  ensureChromium().then((ok) => process.exit(ok ? 0 : 1));
}
