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
 * What every page runs (content pages too): the state and HTTP libraries, link prefetch, page
 * shell (toasts, navigation rules), HTTP client, session and the saved cart count. Listed by entry
 * file, not folder, so shared helpers only some screens use (prefectures, downloads…) stay out.
 * No valibot: the HTTP client reads error bodies by hand, the session checks its replies on demand.
 */
const BASE = new RegExp(
  [
    /node_modules[\\/](nanostores|@nanostores[\\/]persistent|redaxios)[\\/]/,
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

const oneOf = (...patterns: RegExp[]) => new RegExp(patterns.map((re) => re.source).join('|'));

/**
 * The parts of `contract/` (shared with the server) that every list and product page runs: the
 * catalogue and cart rules and the copy they show, money, the viewed-list copy. Without them here,
 * the product group took the catalogue rules along with its islands and the list page loaded the
 * product page's file (and valibot) for its sort options. Schemas stay out as in `src/`.
 */
const CONTRACT_SHOP =
  /[\\/]contract[\\/](catalog[\\/](catalog\.model|catalog-limits|catalog-core\.messages)|cart[\\/](cart\.model|cart-core\.messages)|shared[\\/]money|history[\\/]viewed\.messages)\.ts$/;

/**
 * The shop pages' domains (catalogue, cart and history stores and copy). Left out,
 * as every list or product page paid for them: the product list's search and browsing moments (its
 * island loads them), reviews and questions, the product page's head data (only the
 * client-rendered product screen), the cart page's payment methods and copy, the catalogue copy
 * only some screens show (search, filters, set orders; `cart-core.messages` and
 * `catalog-core.messages` hold what every list and product page needs) and the my-page history
 * copy, and the cart store with its calls (pages `import()` it on the first add, or when the
 * browser holds a cart; the header shows the saved count meanwhile), and the calls and schemas
 * (`catalog.api`, `*.schema`, history's list check, the quantity rule): they load with the first
 * call or the first add (`lazyApi`, `import()`), so a page that only shows what the build rendered
 * needs no valibot. The payment methods store also dragged the paging schema in, so the top page's popup
 * loaded this whole chunk for it. No React component belongs here: pages without React (content
 * pages' popups) may still load it.
 */
const SHOP = oneOf(
  /[\\/]src[\\/]lib[\\/](catalog|cart)[\\/](?!community[.-]|cart\.(?:store|api)\.|catalog\.api\.|[\w-]+\.schema\.|quantity\.|result-total\.|catalog-seo\.|product-data\.|catalog-query\.|search\.|catalog-search\.|browse\.|payment-methods\.|cart\.messages\.|catalog\.messages\.)/,
  /[\\/]src[\\/]lib[\\/]history[\\/](history\.(?!messages|schema)|viewed\.)/,
  CONTRACT_SHOP,
);

/**
 * The islands every React page of the shop shows: the header's account menu and cart link and the
 * product tiles of lists, in one file after the shop chunk (which keeps no React).
 */
const SHOP_ISLANDS = oneOf(
  /[\\/]src[\\/]islands[\\/](auth[\\/]AccountMenu|cart[\\/]CartLink|catalog[\\/]useSessionAfterMount)\.tsx?$/,
  /[\\/]src[\\/]islands[\\/]shared[\\/](ProductCard|ProductGrid)\.tsx$/,
);

/**
 * The product page's own islands and what only they use (reviews and questions): one file instead
 * of a dozen, each of which paid its own import list and compression start-up (about 4 KB brotli
 * on the product page). The forms' rules and copy (community.schema, community.messages) stay out. Members' lazy parts (the review and question forms, the favourite toggle,
 * the size suggestion panel) stay out: they are `import()`ed, so a group would load them at once.
 */
const PRODUCT = oneOf(
  /[\\/]src[\\/]islands[\\/]catalog[\\/](AddToCart|PriceBlock|StockTable|VariantPicker|Gallery|Reviews|Questions|FavouriteButton|LinkedProducts|RecentlyViewed)\.tsx$/,
  /[\\/]src[\\/]islands[\\/]measurements[\\/]SizeSuggestion\.tsx$/,
  /[\\/]src[\\/]lib[\\/]catalog[\\/]community\.(api|store)\.ts$/,
  /[\\/]contract[\\/]catalog[\\/](community-read\.schema|community-view\.messages)\.ts$/,
);

/**
 * valibot, in a file of its own: the reply and form schemas need it, a page that only shows what
 * the build rendered does not. The API modules and schemas load with the first call
 * (`lazyApi`), forms with their island; the file holds every valibot function any page uses, so it
 * is fetched once and cached for all of them.
 */
const VALIBOT = /node_modules[\\/]valibot[\\/]/;

/**
 * The copy of valibot that the product page's reply checks import (`valibot-reads.ts`): only the
 * functions those checks call, so a guest who scrolls the page does not load what forms use.
 */
const VALIBOT_READS = /node_modules[\\/]valibot[\\/].*\?reads$/;

/** The groups; a module goes to the first (highest priority) that matches. */
export const CLIENT_CHUNK_GROUPS: ChunkGroup[] = [
  { name: 'valibot-reads', test: VALIBOT_READS, priority: 7 },
  { name: 'valibot', test: VALIBOT, priority: 6 },
  { name: 'react', test: REACT, priority: 5 },
  { name: 'base', test: BASE, priority: 4 },
  { name: 'shop', test: SHOP, priority: 3 },
  { name: 'shop-islands', test: SHOP_ISLANDS, priority: 2 },
  { name: 'product', test: PRODUCT, priority: 1 },
];

/** The group a module id falls in, or null (automatic chunking). */
export function chunkGroupOf(id: string): string | null {
  const groups = [...CLIENT_CHUNK_GROUPS].sort((a, b) => b.priority - a.priority);
  return groups.find((g) => g.test.test(id))?.name ?? null;
}
