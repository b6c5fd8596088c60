import { CHROMIUM, ensureChromium } from '../../../scripts/ensure-chromium.ts';

/** Fails early, with the command to run, when Debian's Chromium is not installed. */
export default async function globalSetup(): Promise<void> {
  if (!(await ensureChromium())) {
    throw new Error(
      `Chromium is required at ${CHROMIUM} (sudo apt-get install chromium chromium-headless-shell)`,
    );
  }
}
