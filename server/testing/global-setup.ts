import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Gives this test run a scratch folder for the seeded PGlite template, removed afterwards. */
export default function setup(): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'mise-test-'));
  process.env.MISE_TEST_TEMPLATE_DIR = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
