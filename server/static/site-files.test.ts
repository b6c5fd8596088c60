import { mkdtemp, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compressedBody } from './compress';
import { loadSiteFile } from './site-files';

describe('loadSiteFile', () => {
  it('gives files of equal size and mtime different validators, so their bodies never mix', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'site-files-'));
    const a = join(dir, 'a.html');
    const b = join(dir, 'b.html');
    await writeFile(a, '<p>カート</p>');
    await writeFile(b, '<p>マイペ</p>');
    const when = new Date('2026-11-22T00:00:00Z');
    await utimes(a, when, when);
    await utimes(b, when, when);
    const fileA = await loadSiteFile(a);
    const fileB = await loadSiteFile(b);
    expect(fileA?.body.byteLength).toBe(fileB?.body.byteLength);
    expect(fileA?.etag).not.toBe(fileB?.etag);
    if (!fileA || !fileB) throw new Error('files not loaded');
    const gzA = compressedBody(fileA.body, 'gzip', fileA.etag);
    const gzB = compressedBody(fileB.body, 'gzip', fileB.etag);
    expect(Buffer.from(gzA).equals(Buffer.from(gzB))).toBe(false);
  });
});
