import { mkdir, mkdtemp } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * A scratch folder inside the project (`.build/tmp/<prefix>…`) for tests that run Astro builds:
 * Astro writes a build's intermediate files next to its outDir only when that is inside the
 * working directory, and otherwise into one shared `<cwd>/.astro/`, where two test files building
 * at once delete each other's chunks.
 */
export async function buildScratchDir(prefix: string): Promise<string> {
  const root = join(process.cwd(), '.build', 'tmp');
  await mkdir(root, { recursive: true });
  return mkdtemp(join(root, prefix));
}
