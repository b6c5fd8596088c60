import { drawMotif, type Palette } from './motifs.ts';
import { escapeXml, FONT_STACK, normaliseHue, truncate } from './svg.ts';

/** What a product picture shows: the product name, its colour and the kind of thing it is. */
export type ProductImageOptions = { name: string; hue: number; motif: string; index: number };

const hsl = (h: number, s: number, l: number) => `hsl(${h % 360} ${s}% ${l}%)`;

/** The three views of a product: whole, close-up, and tilted on a dotted ground. */
const VIEWS = [
  { scale: 1.45, x: 400, y: 350, rotate: 0, pattern: false },
  { scale: 1.8, x: 420, y: 360, rotate: 0, pattern: false },
  { scale: 1.25, x: 400, y: 345, rotate: -8, pattern: true },
] as const;

function palette(hue: number): Palette {
  return {
    fill: hsl(hue, 42, 58),
    light: hsl(hue, 52, 82),
    stroke: hsl(hue, 35, 30),
    paper: '#fffdf8',
  };
}

function background(id: string, hue: number, width: number, height: number): string {
  return [
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="${hsl(hue, 45, 95)}"/>`,
    `<stop offset="1" stop-color="${hsl(hue + 24, 40, 86)}"/>`,
    '</linearGradient></defs>',
    `<rect width="${width}" height="${height}" fill="url(#${id})"/>`,
  ].join('');
}

function dottedGround(hue: number): string {
  const dots: string[] = [];
  for (let y = 40; y < 640; y += 60) {
    for (let x = 40 + ((y / 60) % 2) * 30; x < 800; x += 60) {
      dots.push(`<circle cx="${x}" cy="${y}" r="4"/>`);
    }
  }
  return `<g fill="${hsl(hue, 40, 78)}">${dots.join('')}</g>`;
}

/** Draws an 800x800 SVG picture of a product; text is escaped, nothing external is referenced. */
export function renderProductImage(opts: ProductImageOptions): string {
  const hue = normaliseHue(opts.hue);
  const index = Number.isFinite(opts.index) ? Math.max(0, Math.floor(opts.index)) : 0;
  const view = VIEWS[index % VIEWS.length] ?? VIEWS[0];
  const colours = palette(hue);
  const name = escapeXml(opts.name);
  const caption = escapeXml(truncate(opts.name, 20));
  const id = `bg-${hue}-${index}`;
  const motif = drawMotif(opts.motif, colours);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800" role="img" aria-label="${name}">`,
    `<title>${name}</title>`,
    background(id, hue, 800, 800),
    view.pattern ? dottedGround(hue) : '',
    `<ellipse cx="400" cy="${view.y + 250}" rx="260" ry="26" fill="${hsl(hue, 30, 78)}" opacity="0.6"/>`,
    `<g transform="translate(${view.x} ${view.y}) rotate(${view.rotate}) scale(${view.scale}) translate(-200 -205)"`,
    ` fill="${colours.fill}" stroke="${colours.stroke}" stroke-width="5" stroke-linejoin="round" stroke-linecap="round">`,
    motif,
    '</g>',
    '<rect x="60" y="676" width="680" height="76" rx="38" fill="#ffffff" opacity="0.88"/>',
    `<text x="400" y="725" text-anchor="middle" font-family="${FONT_STACK}" font-size="30" fill="${hsl(hue, 30, 24)}">${caption}</text>`,
    '</svg>',
  ].join('');
}

/** Options of a banner: its headline and colour. */
export type BannerImageOptions = { title: string; hue: number };

/** Width of a character in ems: half-width (ASCII) characters are about half as wide. */
const charWidth = (c: string) => (c.charCodeAt(0) < 0x2e80 ? 0.56 : 1);

/** Splits a headline into at most two lines of `width` ems, preferring breaks at spaces. */
export function wrapTitle(title: string, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  let used = 0;
  for (const word of title.split(/(?<=[ \u3000])/)) {
    const w = Array.from(word).reduce((sum, c) => sum + charWidth(c), 0);
    if (used + w <= width || current === '') {
      for (const c of Array.from(word)) {
        if (used + charWidth(c) > width) {
          lines.push(current);
          current = '';
          used = 0;
        }
        current += c;
        used += charWidth(c);
      }
    } else {
      lines.push(current);
      current = word;
      used = w;
    }
  }
  lines.push(current);
  const trimmed = lines.map((l) => l.trim()).filter((l) => l !== '');
  if (trimmed.length <= 2) return trimmed;
  return [trimmed[0] ?? '', truncate(trimmed.slice(1).join(' '), Math.floor(width))];
}

/** Draws a 1200x400 SVG banner with the headline on a soft ground in the given hue. */
export function renderBannerImage(opts: BannerImageOptions): string {
  const hue = normaliseHue(opts.hue);
  const lines = wrapTitle(opts.title, 15);
  const top = lines.length === 1 ? 222 : 180;
  const text = lines
    .map((l, i) => `<tspan x="90" y="${top + i * 76}">${escapeXml(l)}</tspan>`)
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400" role="img" aria-label="${escapeXml(opts.title)}">`,
    `<title>${escapeXml(opts.title)}</title>`,
    background(`banner-${hue}`, hue, 1200, 400),
    `<circle cx="1040" cy="90" r="170" fill="${hsl(hue, 55, 80)}" opacity="0.7"/>`,
    `<circle cx="930" cy="330" r="110" fill="${hsl(hue + 30, 50, 84)}" opacity="0.8"/>`,
    `<circle cx="1130" cy="350" r="60" fill="${hsl(hue, 45, 70)}" opacity="0.6"/>`,
    `<rect x="90" y="${top - 110}" width="72" height="8" rx="4" fill="${hsl(hue, 45, 45)}"/>`,
    `<text font-family="${FONT_STACK}" font-size="58" font-weight="700" fill="${hsl(hue, 35, 22)}">${text}</text>`,
    '</svg>',
  ].join('');
}
