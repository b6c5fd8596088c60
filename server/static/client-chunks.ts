/**
 * How the browser bundle is grouped (rolldown `codeSplitting.groups`, client build only).
 * Rolldown's automatic chunking cut the product page into ~56 small files, each paying its own
 * compression overhead; these groups merge what pages load together. A module a group takes
 * brings its own imports along, so the groups go from the most shared to the least. Grouping
 * whole domain folders was tried and made every page heavier (a page then loads the domain's
 * other screens too).
 */
type ChunkGroup = { name: string; test: RegExp; priority: number };

/**
 * React, its renderers and the tiny hooks nearly every island uses (on their own they were files
 * of 100–200 bytes): only pages with islands load them. The hooks import nothing but React, so
 * this group, taken first, drags no store out of the base chunk.
 */
const REACT = new RegExp(
  [
    /node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react|@nanostores[\\/]react)[\\/]/,
    /[\\/]src[\\/]islands[\\/]shared[\\/](useHydrated|useHydratedStore|Button)\.tsx?$/,
  ]
    .map((re) => re.source)
    .join('|'),
);

/**
 * What every page runs (content pages too): the libraries, link prefetch, page shell (toasts,
 * navigation rules), HTTP client, session and the saved cart count. Listed by entry file, not
 * folder, so shared helpers only some screens use (prefectures, downloads…) stay out.
 */
const BASE = new RegExp(
  [
    /node_modules[\\/](valibot|nanostores|@nanostores[\\/]persistent|redaxios)[\\/]/,
    /node_modules[\\/]astro[\\/]dist[\\/]prefetch[\\/]/,
    /preload-helper/,
    /[\\/]src[\\/]islands[\\/]shared[\\/]shell\.ts$/,
    /[\\/]src[\\/]lib[\\/]shared[\\/](http|env|flash\.store|toast\.store)\.ts$/,
    /[\\/]src[\\/]lib[\\/]session[\\/]session\.store\.ts$/,
    /[\\/]src[\\/]lib[\\/]cart[\\/]cart-count\.store\.ts$/,
  ]
    .map((re) => re.source)
    .join('|'),
);

/** The shop pages' domains: catalogue, cart and history stores, schemas and catalogues. */
const SHOP = /[\\/]src[\\/]lib[\\/]((catalog|cart)[\\/]|history[\\/]history\.)/;

/** The groups; a module goes to the first (highest priority) that matches. */
export const CLIENT_CHUNK_GROUPS: ChunkGroup[] = [
  { name: 'react', test: REACT, priority: 3 },
  { name: 'base', test: BASE, priority: 2 },
  { name: 'shop', test: SHOP, priority: 1 },
];

/** The group a module id falls in, or null (automatic chunking). */
export function chunkGroupOf(id: string): string | null {
  const groups = [...CLIENT_CHUNK_GROUPS].sort((a, b) => b.priority - a.priority);
  return groups.find((g) => g.test.test(id))?.name ?? null;
}
