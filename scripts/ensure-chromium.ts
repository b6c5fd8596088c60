import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isRoot, run } from './run.ts';

/**
 * Debian's Chromium headless shell, which Playwright drives (never a downloaded browser build):
 * the lighter headless build Playwright itself uses by default. The journeys took about a tenth
 * less CPU in it than in the full browser (`chromium --headless`), and the browser is most of the
 * CPU the journeys take. `E2E_CHROMIUM` runs them in another build (the full one, to watch them).
 */
export const CHROMIUM = process.env.E2E_CHROMIUM ?? '/usr/bin/chromium-headless-shell';
/** The Debian packages that install CHROMIUM (with chromium, so apt brings both to one version). */
const PACKAGES = ['chromium', 'chromium-headless-shell'];
const INSTALL = `apt-get install ${PACKAGES.join(' ')}`;

/** Makes sure Chromium is installed: installs it with apt as root, else explains how. */
export async function ensureChromium(): Promise<boolean> {
  if (existsSync(CHROMIUM)) return true;
  if (!isRoot()) {
    console.error(`${CHROMIUM} is missing. Install it with: sudo ${INSTALL}`);
    return false;
  }
  console.log(`chromium: ${INSTALL}…`);
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  const update = await run('apt-get', ['update'], { env });
  const install =
    update.code === 0
      ? await run('apt-get', ['install', '-y', '--no-install-recommends', ...PACKAGES], { env })
      : update;
  if (install.code !== 0 || !existsSync(CHROMIUM)) {
    console.error(`chromium: ${INSTALL} failed`);
    return false;
  }
  return true;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  ensureChromium().then((ok) => process.exit(ok ? 0 : 1));
}
