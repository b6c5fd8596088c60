import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { E2E_SERVER_ENTRY, e2eWebServer } from '../tests/e2e/support/web-server.ts';

/** The e2e web server started ahead of Playwright, and how to wait for it and stop it. */
export interface EarlyE2eServer {
  /** Resolves true once every channel site is built and published (false: it exited or timed out). */
  ready: Promise<boolean>;
  /** Stops the server (SIGTERM, SIGKILL if it hangs) and waits for it to exit. */
  stop(): Promise<void>;
}

const READY_WITHIN_MS = 20 * 60_000;
const STOP_WITHIN_MS = 15_000;

/**
 * Starts the e2e web server the way Playwright's `webServer` would. Its start-up (migrate, seed,
 * build six channel sites) runs mostly on one core, like `astro check`, so `npm test` runs the two
 * side by side on a 2-core machine instead of one after the other.
 */
export function startE2eServer(): EarlyE2eServer {
  const server = e2eWebServer();
  // tsx passes SIGTERM on to the server, which closes its database (and exits within 5 s in any
  // case). In our process group, so Ctrl-C stops it too. Its log goes to E2E_LOG_FILE.
  const child = spawn('tsx', [E2E_SERVER_ENTRY], {
    env: { ...process.env, ...server.env },
    stdio: 'ignore',
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let running = true;
  void exited.then(() => {
    running = false;
  });
  return {
    ready: waitForReady(server.url, () => running),
    async stop() {
      if (!running || child.pid === undefined) return;
      child.kill('SIGTERM');
      const stopped = await Promise.race([exited.then(() => true), sleep(STOP_WITHIN_MS, false)]);
      if (!stopped && running) child.kill('SIGKILL');
      await exited;
    },
  };
}

async function waitForReady(url: string, running: () => boolean): Promise<boolean> {
  const deadline = Date.now() + READY_WITHIN_MS;
  while (running() && Date.now() < deadline) {
    const status = await fetch(url).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return true;
    await sleep(500);
  }
  return false;
}
