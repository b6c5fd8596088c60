import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  CSP_MANIFEST_FILE,
  createCspCollector,
  EMPTY_CSP_MANIFEST,
  extractAstroCsp,
  mergeCspManifests,
  readCspManifest,
  saveCspManifest,
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

describe('createCspCollector / saveCspManifest / readCspManifest', () => {
  it('strips each page as it renders and saves the union of every page’s hashes', async () => {
    const csp = createCspCollector();
    expect(csp.strip(`<head>${astroMeta(['sha256-AAA='], [])}</head>`)).toBe('<head></head>');
    expect(
      csp.strip(`<head>${astroMeta(['sha256-AAA=', 'sha256-BBB='], ['sha256-CCC='])}</head>`),
    ).toBe('<head></head>');
    await saveCspManifest(dir, csp.manifest());
    expect(await readCspManifest(dir)).toEqual({
      scripts: ['sha256-AAA=', 'sha256-BBB='],
      styles: ['sha256-CCC='],
    });
  });

  it('joins the hashes of pages copied from the cache with those rendered now', () => {
    const cached = { scripts: ['sha256-AAA='], styles: [] };
    const now = { scripts: ['sha256-BBB='], styles: ['sha256-CCC='] };
    expect(mergeCspManifests(cached, now)).toEqual({
      scripts: ['sha256-AAA=', 'sha256-BBB='],
      styles: ['sha256-CCC='],
    });
  });

  it('allows nothing when a build has no manifest or a broken one', async () => {
    expect(await readCspManifest(dir)).toEqual(EMPTY_CSP_MANIFEST);
    await writeFile(join(dir, CSP_MANIFEST_FILE), '{');
    expect(await readCspManifest(dir)).toEqual(EMPTY_CSP_MANIFEST);
  });
});
