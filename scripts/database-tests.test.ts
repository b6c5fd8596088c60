import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testsThatOpenADatabase } from './database-tests';

const root = mkdtempSync(join(tmpdir(), 'database-tests-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function files(tree: Record<string, string>) {
  for (const [path, text] of Object.entries(tree)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
}

describe('the test files run a second time on PostgreSQL', () => {
  it('are those whose imports reach the test database, statically, by import() or through a loop', () => {
    files({
      'testing/db.ts': 'export const db = 1;',
      'testing/api.ts': "import { db } from './db';\nexport const api = db;",
      'lazy/helper.ts': "export const open = () => import('../testing/api');",
      'a/loop-one.ts': "import { two } from './loop-two';\nexport const one = 1;",
      'a/loop-two.ts':
        "import { one } from './loop-one';\nimport '../testing/db.ts';\nexport const two = one;",
      'a/direct.test.ts': "import { api } from '../testing/api';",
      'a/lazy.test.ts': "import { open } from '../lazy/helper.ts';",
      'a/looped.test.ts': "import { one } from './loop-one';",
      'a/model.test.ts': "import { x } from './model';\nimport { it } from 'vitest';",
      'a/model.ts': "import { y } from './loop-free';\nexport const x = 1;",
      'a/loop-free.ts': 'export const y = 2;',
    });
    const found = testsThatOpenADatabase(root, join(root, 'testing/db.ts')).map((path) =>
      relative(relative(process.cwd(), root), path),
    );
    expect(found).toEqual(['a/direct.test.ts', 'a/lazy.test.ts', 'a/looped.test.ts']);
  });

  it('leave out the site and model files, and the build worker that only reads a seeded API', () => {
    const found = testsThatOpenADatabase();
    expect(found).toContain('server/security/fuzz.test.ts');
    expect(found).toContain('server/contexts/commerce/cart/cart-add-path.test.ts');
    expect(found).not.toContain('server/static/network.test.ts');
    expect(found).not.toContain('server/security/pdf-text.test.ts');
    expect(found).not.toContain('server/static/build-worker-client.test.ts');
  });
});
