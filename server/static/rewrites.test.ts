import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_REWRITES, findRewrites, loadRewrites, rulesFromShellPages } from './rewrites.ts';

describe('findRewrites', () => {
  it('maps a private dynamic route to its shell page', () => {
    expect(findRewrites(BUILT_IN_REWRITES, '/mypage/address/7/edit/')).toEqual([
      '/mypage/address/_/edit/',
    ]);
    expect(findRewrites(BUILT_IN_REWRITES, '/mypage/order_history/A-100/')).toEqual([
      '/mypage/order_history/_/',
    ]);
  });

  it('treats :key? as an optional segment', () => {
    expect(findRewrites(BUILT_IN_REWRITES, '/social-gift/abc/shipping/')).toEqual([
      '/social-gift/_/shipping/',
    ]);
    expect(findRewrites(BUILT_IN_REWRITES, '/social-gift/shipping/')).toEqual([
      '/social-gift/_/shipping/',
    ]);
  });

  it('does not match other paths', () => {
    expect(findRewrites(BUILT_IN_REWRITES, '/mypage/address/7/')).toEqual([]);
    expect(findRewrites(BUILT_IN_REWRITES, '/mypage/address/7/edit/extra/')).toEqual([]);
  });
});

describe('rulesFromShellPages', () => {
  it('derives one rule per `_` shell folder', () => {
    expect(
      rulesFromShellPages(['/index.html', '/mypage/list/_/index.html', '/product/a/index.html']),
    ).toEqual([{ source: '/mypage/list/:key/', destination: '/mypage/list/_/' }]);
  });
});

describe('loadRewrites', () => {
  it('puts the emitted table before the built-in one and ignores a broken file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'rewrites-'));
    try {
      expect(await loadRewrites(dir)).toBe(BUILT_IN_REWRITES);
      const rule = { source: '/x/:key/', destination: '/x/_/' };
      await writeFile(join(dir, '_rewrites.json'), JSON.stringify([rule]));
      expect((await loadRewrites(dir))[0]).toEqual(rule);
      await writeFile(join(dir, '_rewrites.json'), '{broken');
      expect(await loadRewrites(dir)).toBe(BUILT_IN_REWRITES);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
