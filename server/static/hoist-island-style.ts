import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

// Astro writes this rule just before a page's first island, often inside a <li> or <div>, where
// <style> is not allowed; in <head> it is valid and applies the same (its CSP hash is unchanged).
const ISLAND_STYLE = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';

/** Moves Astro's island style rule from the body into the head; other pages come back unchanged. */
export function hoistIslandStyle(html: string): string {
  const at = html.indexOf(ISLAND_STYLE);
  const head = html.indexOf('</head>');
  if (at < 0 || head < 0 || at < head) return html;
  const without = html.slice(0, at) + html.slice(at + ISLAND_STYLE.length);
  return without.slice(0, head) + ISLAND_STYLE + without.slice(head);
}

/** Build step: hoists the island style in every page written to the output folder. */
export function hoistIslandStyles(): AstroIntegration {
  return {
    name: 'shop:hoist-island-style',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const root = fileURLToPath(dir);
        const pages = (await readdir(root, { recursive: true })).filter((f) => f.endsWith('.html'));
        for (const page of pages) {
          const html = await readFile(join(root, page), 'utf8');
          const next = hoistIslandStyle(html);
          if (next !== html) await writeFile(join(root, page), next);
        }
      },
    },
  };
}
