/**
 * The e2e web server: `npm start` on a fresh PGlite database under DATA_DIR (wiped first) and its
 * own DIST_DIR, so a test run never touches the developer's data or site.
 */
import { rm } from 'node:fs/promises';

const dataDir = process.env.DATA_DIR ?? '.build/e2e-data';
process.env.DATA_DIR = dataDir;
process.env.DIST_DIR ??= '.build/e2e-dist';
// The browser tests always run on the embedded database; the PostgreSQL path is covered by vitest.
delete process.env.DATABASE_URL;
await rm(dataDir, { recursive: true, force: true });
await import('../../../server/main.ts');
