import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  CSP_MANIFEST_FILE,
  EMPTY_CSP_MANIFEST,
  extractAstroCsp,
  readCspManifest,
  writeCspManifest,
} from './csp-manifest.ts';

const astroMeta = (scripts: string[], styles: string[]) =>
  `<meta http-equiv="content-security-policy" content="script-src 'self' ${scripts.map((h) => `'${h}'`).join(' ')}; style-src 'self' ${styles.map((h) => `'${h}'`).join(' ')};">`;

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'csp-manifest-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('extractAstroCsp', () => {
  it("takes Astro's hashes by directive and removes its meta", () => {
    const html = `<head>${astroMeta(['sha256-AAA=', 'sha256-BBB='], ['sha256-CCC='])}<title>t</title></head>`;
    const { html: stripped, manifest } = extractAstroCsp(html);
    expect(manifest).toEqual({ scripts: ['sha256-AAA=', 'sha256-BBB='], styles: ['sha256-CCC='] });
    expect(stripped).toBe('<head><title>t</title></head>');
  });
});

describe('writeCspManifest / readCspManifest', () => {
  it('writes the union of every page’s hashes and strips the metas', async () => {
    await mkdir(join(dir, 'product/a'), { recursive: true });
    await writeFile(join(dir, 'index.html'), `<head>${astroMeta(['sha256-AAA='], [])}</head>`);
    await writeFile(
      join(dir, 'product/a/index.html'),
      `<head>${astroMeta(['sha256-AAA=', 'sha256-BBB='], ['sha256-CCC='])}</head>`,
    );
    await writeCspManifest(dir);
    expect(await readCspManifest(dir)).toEqual({
      scripts: ['sha256-AAA=', 'sha256-BBB='],
      styles: ['sha256-CCC='],
    });
    expect(await readFile(join(dir, 'product/a/index.html'), 'utf8')).toBe('<head></head>');
  });

  it('allows nothing when a build has no manifest or a broken one', async () => {
    expect(await readCspManifest(dir)).toEqual(EMPTY_CSP_MANIFEST);
    await writeFile(join(dir, CSP_MANIFEST_FILE), '{');
    expect(await readCspManifest(dir)).toEqual(EMPTY_CSP_MANIFEST);
  });
});
