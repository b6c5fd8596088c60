import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dropTemplates } from './postgres-template';

/**
 * Gives this test run a scratch folder for the seeded PGlite template and an id that names its
 * PostgreSQL template databases; both are removed afterwards.
 */
export default function setup(): () => Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'mise-test-'));
  process.env.MISE_TEST_TEMPLATE_DIR = dir;
  process.env.MISE_TEST_RUN_ID = randomBytes(6).toString('hex');
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    const url = process.env.TEST_DATABASE_URL;
    if (url) await dropTemplates(url).catch(() => undefined);
  };
}
