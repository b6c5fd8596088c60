import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { missingPlatformEntries, platformOf } from './lockfile.ts';

describe('platformOf', () => {
  it('reads os, cpu and libc from a binary package name', () => {
    expect(platformOf('@biomejs/cli-darwin-arm64')).toEqual({ os: ['darwin'], cpu: ['arm64'] });
    expect(platformOf('@astrojs/compiler-binding-linux-x64-musl')).toEqual({
      os: ['linux'],
      cpu: ['x64'],
      libc: ['musl'],
    });
    expect(platformOf('@astrojs/compiler-binding-wasm32-wasi')).toEqual({ cpu: ['wasm32'] });
    expect(platformOf('react')).toBeUndefined();
  });
});

describe('package-lock.json', () => {
  it('has an entry for every optional platform binary, so `npm ci` accepts it (fix: npm run fix-lockfile)', async () => {
    const lock = JSON.parse(await readFile('package-lock.json', 'utf8'));
    expect(Object.keys(missingPlatformEntries(lock))).toEqual([]);
  });
});
