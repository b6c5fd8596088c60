import {
  type ColorScheme,
  type LayoutName,
  type LayoutSection,
  type PageLayout,
  TOP_PART_NAMES,
} from './layouts.schema';

/** The top page's parts a layout can order (`embed` aside). */
export const TOP_PARTS = TOP_PART_NAMES;
/** A fixed part of the top page. */
export type TopPartType = (typeof TOP_PARTS)[number];
/** One part of the top page in display order; an embed carries its sanitised SVG or HTML. */
export type TopPart = { type: TopPartType } | { type: 'embed'; title: string; html: string };
/** A part as the layout names it, before embeds are loaded. */
export type TopPartRef = { type: TopPartType } | { type: 'embed'; title: string; url: string };

const isTopPart = (type: string): type is TopPartType =>
  (TOP_PARTS as readonly string[]).includes(type);

function toRef(section: LayoutSection): TopPartRef | null {
  if (section.type === 'embed') {
    return section.url ? { type: 'embed', title: section.title ?? '', url: section.url } : null;
  }
  return isTopPart(section.type) ? { type: section.type } : null;
}

/**
 * The top page's parts in the layout's order; unknown or repeated parts are dropped, and without
 * a layout every part shows in the default order.
 * @example topPartRefs(null).map((p) => p.type)[0] // 'banners'
 */
export function topPartRefs(layout: PageLayout | null): TopPartRef[] {
  if (!layout) return TOP_PARTS.map((type) => ({ type }));
  const seen = new Set<string>();
  const refs: TopPartRef[] = [];
  for (const section of layout.sections) {
    const ref = toRef(section);
    const key = ref?.type === 'embed' ? `embed:${ref.url}` : ref?.type;
    if (!ref || !key || seen.has(key)) continue;
    seen.add(key);
    refs.push(ref);
  }
  return refs;
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

/**
 * The colour scheme as CSS custom properties (colours must be hex, sizes are clamped), plus the
 * dot pointer when the cursor is on.
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
  ];
  const cursor = `html[data-cursor="dot"] body{cursor:${cursorImage(cursorColor, cursorSize)}}`;
  return `:root{${vars.join(';')}}${scheme.cursor.is_enabled ? cursor : ''}`;
}

/** The shop-page layout a page's layout names; the invalid-channel and maintenance ones are picked elsewhere. */
export function shopLayout(layout: LayoutName | undefined): 'default' | 'simple' | 'sample' {
  return layout === 'simple' || layout === 'sample' ? layout : 'default';
}
