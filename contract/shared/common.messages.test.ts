import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, FALLBACK_ERRORS } from './common.messages';
import { BROWSER_ERROR_CODES, ERROR_CODES } from './error.schema';

const ROOT = join(import.meta.dirname, '..', '..');

/**
 * Source files that may reach the browser (islands, client libraries and the contract they import),
 * tests and the catalogue itself left out.
 */
function browserSources(): string[] {
  return ['src/islands', 'src/lib', 'contract'].flatMap((dir) =>
    readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.(ts|tsx)$/.test(f) && !/\.test\.tsx?$/.test(f))
      .map((f) => join(dir, f))
      .filter((f) => !f.endsWith('common.messages.ts')),
  );
}

describe('error messages in the browser', () => {
  it('falls back to the same words the server sends', () => {
    expect(FALLBACK_ERRORS.internal).toBe(ERROR_MESSAGES[ERROR_CODES.internal]);
    expect(FALLBACK_ERRORS.notFound).toBe(ERROR_MESSAGES[ERROR_CODES.notFound]);
    expect(FALLBACK_ERRORS.maintenance).toBe(ERROR_MESSAGES[ERROR_CODES.maintenance]);
  });

  it('never bundles the whole error catalogue (every page would carry about 2 KB of it)', () => {
    const users = browserSources().filter((f) =>
      /\bERROR_MESSAGES\b/.test(readFileSync(join(ROOT, f), 'utf8')),
    );
    expect(users).toEqual([]);
  });

  it('compares only the codes written out for the browser, each equal to the server code', () => {
    const users = browserSources()
      .filter((f) => !f.endsWith('error.schema.ts'))
      .filter((f) => /\bERROR_CODES\b/.test(readFileSync(join(ROOT, f), 'utf8')));
    expect(users).toEqual([]);
    for (const [name, code] of Object.entries(BROWSER_ERROR_CODES)) {
      expect(ERROR_CODES[name as keyof typeof BROWSER_ERROR_CODES]).toBe(code);
    }
  });
});
