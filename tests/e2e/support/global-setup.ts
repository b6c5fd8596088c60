import { ensureChromium } from '../../../scripts/ensure-chromium.ts';

/** Fails early, with the command to run, when Debian's Chromium is not installed. */
export default async function globalSetup(): Promise<void> {
  if (!(await ensureChromium())) {
    throw new Error('Chromium is required at /usr/bin/chromium (sudo apt-get install chromium)');
  }
}
