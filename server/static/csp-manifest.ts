import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Hash sources (`sha256-…`) of the inline scripts and styles the build itself emitted. */
export interface CspManifest {
  scripts: readonly string[];
  styles: readonly string[];
}

/** The manifest a build writes beside its pages; the server allows no other inline code. */
export const CSP_MANIFEST_FILE = '_csp.json';

/** A manifest that allows no inline code (a site without one, or the server's own pages). */
export const EMPTY_CSP_MANIFEST: CspManifest = { scripts: [], styles: [] };

const ASTRO_CSP_META = /<meta\s+http-equiv="content-security-policy"\s+content="([^"]*)"\s*\/?>/gi;
const HASH_SOURCE = /'(sha(?:256|384|512)-[A-Za-z0-9+/=]+)'/g;

/** Hash sources of one directive family (`script-src…` or `style-src…`) in a CSP text. */
function directiveHashes(policy: string, family: 'script-src' | 'style-src'): string[] {
  return policy
    .replaceAll('&#39;', "'")
    .split(';')
    .filter((d) => d.trim().startsWith(family))
    .flatMap((d) => [...d.matchAll(HASH_SOURCE)].map((m) => m[1] ?? ''));
}

/**
 * Takes the CSP `<meta>` Astro renders (its own hashes: hydration runtime, client directives,
 * bundled scripts, component styles) out of one page, so the server's header is the one policy.
 */
export function extractAstroCsp(html: string): { html: string; manifest: CspManifest } {
  const scripts: string[] = [];
  const styles: string[] = [];
  const stripped = html.replace(ASTRO_CSP_META, (_, policy: string) => {
    scripts.push(...directiveHashes(policy, 'script-src'));
    styles.push(...directiveHashes(policy, 'style-src'));
    return '';
  });
  return { html: stripped, manifest: { scripts, styles } };
}

const union = (a: readonly string[], b: readonly string[]) => [...new Set([...a, ...b])].sort();

/** The union of two manifests. */
export const mergeCspManifests = (a: CspManifest, b: CspManifest): CspManifest => ({
  scripts: union(a.scripts, b.scripts),
  styles: union(a.styles, b.styles),
});

/** Writes a manifest into `dir` as `_csp.json`. */
export async function saveCspManifest(dir: string, manifest: CspManifest): Promise<void> {
  await writeFile(join(dir, CSP_MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
}

/**
 * Collects the hashes of pages as Astro renders them and strips the meta from each, so a page
 * copied unchanged from the incremental cache needs no second pass over every file.
 */
export function createCspCollector() {
  let manifest = EMPTY_CSP_MANIFEST;
  return {
    /** The page without Astro's CSP meta; its hashes join the manifest. */
    strip(html: string): string {
      const extracted = extractAstroCsp(html);
      manifest = mergeCspManifests(manifest, extracted.manifest);
      return extracted.html;
    },
    /** The hashes of every page stripped so far. */
    manifest: () => manifest,
  };
}

/** The manifest of the build in `root`; a build without one allows no inline code. */
export async function readCspManifest(root: string): Promise<CspManifest> {
  try {
    const raw = JSON.parse(await readFile(join(root, CSP_MANIFEST_FILE), 'utf8')) as CspManifest;
    return {
      scripts: raw.scripts.filter((h) => /^sha256-/.test(h)),
      styles: raw.styles.filter((h) => /^sha256-/.test(h)),
    };
  } catch {
    return EMPTY_CSP_MANIFEST;
  }
}
