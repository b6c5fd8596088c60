import {
  HEX_COLOR,
  SCHEME_COLOR_NAMES,
  SCHEME_COLOR_TOKENS,
} from '../../../contract/color/scheme-colors';
import {
  CART_PART_NAMES,
  type ColorScheme,
  type LayoutName,
  type LayoutSection,
  type PageLayout,
  PRODUCT_PART_NAMES,
  TOP_PART_NAMES,
} from '../../../contract/settings/layouts.schema';

/** The top page's parts a layout can order (`embed` aside). */
export const TOP_PARTS = TOP_PART_NAMES;
/** A fixed part of the top page. */
export type TopPartType = (typeof TOP_PARTS)[number];
/** A page's part in display order: a fixed one of that page, or an embed with its sanitised SVG or HTML. */
export type PagePart<T extends string = string> =
  | { type: T }
  | { type: 'embed'; title: string; html: string };
/** A part as the layout names it, before embeds are loaded. */
export type PagePartRef<T extends string = string> =
  | { type: T }
  | { type: 'embed'; title: string; url: string };
/** One part of the top page in display order; an embed carries its sanitised SVG or HTML. */
export type TopPart = PagePart<TopPartType>;
/** A top-page part as the layout names it, before embeds are loaded. */
export type TopPartRef = PagePartRef<TopPartType>;

/**
 * The pages whose screen is made of parts a layout orders, with those parts in their default
 * order. Every other page takes only the layout (default, simple, sample) from its layout.
 */
export const PAGE_PARTS = {
  top: TOP_PART_NAMES,
  cart: CART_PART_NAMES,
  'product-key': PRODUCT_PART_NAMES,
} as const;
/** A page whose parts a layout orders. */
export type PartsPage = keyof typeof PAGE_PARTS;
/** A fixed part of `page`. */
export type PartOf<P extends PartsPage> = (typeof PAGE_PARTS)[P][number];

function toRef<T extends string>(
  known: readonly T[],
  section: LayoutSection,
): PagePartRef<T> | null {
  if (section.type === 'embed') {
    return section.url ? { type: 'embed', title: section.title ?? '', url: section.url } : null;
  }
  return (known as readonly string[]).includes(section.type) ? { type: section.type as T } : null;
}

/**
 * A page's parts in the layout's order; unknown or repeated parts are dropped, and so are the
 * page's parts the layout leaves out. Without a layout,
 * or with one that names none of the page's parts (it only picks the layout), every part shows in
 * the default order.
 * @example pagePartRefs('cart', null).map((p) => p.type) // ['cart', 'caution']
 */
export function pagePartRefs<P extends PartsPage>(
  page: P,
  layout: PageLayout | null,
): PagePartRef<PartOf<P>>[] {
  const known = PAGE_PARTS[page] as readonly PartOf<P>[];
  const all = known.map((type) => ({ type }));
  if (!layout) return all;
  const seen = new Set<string>();
  const refs: PagePartRef<PartOf<P>>[] = [];
  for (const section of layout.sections) {
    const ref = toRef(known, section);
    const key = ref && 'url' in ref ? `embed:${ref.url}` : ref?.type;
    if (!ref || !key || seen.has(key)) continue;
    seen.add(key);
    refs.push(ref);
  }
  return refs.length > 0 ? refs : all;
}

/**
 * The top page's parts in the layout's order (see `pagePartRefs`).
 * @example topPartRefs(null).map((p) => p.type)[0] // 'banners'
 */
export const topPartRefs = (layout: PageLayout | null): TopPartRef[] => pagePartRefs('top', layout);

/**
 * The name a page's layout is saved under (`/v1/layouts/{page}`), from its route: the spec's path
 * with `/` as `-` and each `{param}` as its name; `/` is `top`, the pages of a list
 * (`/blog/page/{page}`) share the list's, and the catch-all page is `catch-all`.
 * @example layoutPageOf('/product/[key]') // 'product-key'
 */
export function layoutPageOf(route: string): string {
  const segments = route
    .split('/')
    .filter(Boolean)
    .map((s) => (s.startsWith('[...') ? 'catch-all' : s.replace(/^\[(.+)\]$/, '$1')));
  const name = segments.join('-').replace(/-page-page$/, '');
  return name || 'top';
}

const HEX = /^#[0-9a-f]{3,8}$/i;
const color = (value: string, fallback: string) => (HEX.test(value) ? value : fallback);
const px = (n: number, max: number) => Math.min(Math.max(Math.round(n) || 0, 0), max);

/** The `<html>` attributes that switch the colour scheme's loading, cursor and animation on. */
export function colorSchemeAttrs(scheme: ColorScheme): Record<string, string> {
  return {
    'data-loading': scheme.loading.is_enabled ? 'spinner' : 'off',
    'data-cursor': scheme.cursor.is_enabled ? 'dot' : 'off',
    'data-animation':
      scheme.animation.type === 'fade' && scheme.animation.duration_ms > 0 ? 'fade' : 'none',
  };
}

function cursorImage(fill: string, size: number): string {
  const r = size / 2;
  const svg = `<svg xmlns='http://www.w3.org/2000/svg' width='${size}' height='${size}'><circle cx='${r}' cy='${r}' r='${r}' fill='${fill}'/></svg>`;
  return `url("data:image/svg+xml,${svg.replaceAll('#', '%23')}") ${r} ${r}, auto`;
}

/** The theme colours a scheme replaces, as the theme's custom properties (only `#rrggbb` ones). */
function schemeColorVars(colors: ColorScheme['colors']): string[] {
  if (!colors) return [];
  return SCHEME_COLOR_NAMES.flatMap((name) => {
    const value = colors[name];
    return value && HEX_COLOR.test(value) ? [`--${SCHEME_COLOR_TOKENS[name]}:${value}`] : [];
  });
}

/**
 * The colour scheme as CSS custom properties (colours must be hex, sizes are clamped; the theme
 * colours it replaces come after the theme's, so they win), plus the dot pointer when the cursor is on.
 * @example colorSchemeCss(DEFAULT).startsWith(':root{') // true
 */
export function colorSchemeCss(scheme: ColorScheme): string {
  const loadingSize = px(scheme.loading.size, 64) || 20;
  const cursorSize = px(scheme.cursor.size, 32) || 10;
  const cursorColor = color(scheme.cursor.color, '#333333');
  const vars = [
    `--loading-color:${color(scheme.loading.color, 'currentColor')}`,
    `--loading-size:${loadingSize}px`,
    `--cursor-color:${cursorColor}`,
    `--cursor-size:${cursorSize}px`,
    `--animation-duration:${px(scheme.animation.duration_ms, 2000)}ms`,
    ...schemeColorVars(scheme.colors),
  ];
  const cursor = `html[data-cursor="dot"] body{cursor:${cursorImage(cursorColor, cursorSize)}}`;
  return `:root{${vars.join(';')}}${scheme.cursor.is_enabled ? cursor : ''}`;
}

/** A layout a shop page renders in (the invalid-channel and maintenance ones are picked elsewhere). */
export type ShopLayout = 'default' | 'simple' | 'sample';

/** The shop-page layout a page's layout names; the invalid-channel and maintenance ones are picked elsewhere. */
export function shopLayout(layout: LayoutName | undefined): ShopLayout {
  return layout === 'simple' || layout === 'sample' ? layout : 'default';
}
