import { renderProductImage, wrapTitle } from '../../../media/product-image';
import { escapeXml, FONT_STACK, normaliseHue } from '../../../media/svg';

/** Size of a link-preview card (Open Graph, X/Twitter summary_large_image). */
export const OG_WIDTH = 1200;
/** Height of a link-preview card. */
export const OG_HEIGHT = 630;

const hsl = (h: number, s: number, l: number) => `hsl(${h % 360} ${s}% ${l}%)`;

function textLines(lines: string[], x: number, top: number, step: number): string {
  return lines
    .map((l, i) => `<tspan x="${x}" y="${top + i * step}">${escapeXml(l)}</tspan>`)
    .join('');
}

/** Inner SVG markup without its XML root, so it can be nested inside another picture. */
function nested(svg: string, x: number, y: number, size: number): string {
  return svg.replace(
    /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="\d+" height="\d+"/,
    `<svg x="${x}" y="${y}" width="${size}" height="${size}"`,
  );
}

/** A 1200x630 card: the product's picture on the left, its name and the shop's on the right. */
export function productCardSvg(opts: {
  name: string;
  hue: number;
  motif: string;
  siteName: string;
}): string {
  const hue = normaliseHue(opts.hue);
  const picture = renderProductImage({ name: opts.name, hue, motif: opts.motif, index: 0 });
  const lines = wrapTitle(opts.name, 9);
  const top = lines.length === 1 ? 300 : 262;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}" viewBox="0 0 ${OG_WIDTH} ${OG_HEIGHT}">`,
    `<rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="${hsl(hue, 30, 97)}"/>`,
    nested(picture, 0, 0, OG_HEIGHT),
    `<rect x="680" y="${top - 120}" width="72" height="8" rx="4" fill="${hsl(hue, 45, 45)}"/>`,
    `<text font-family="${FONT_STACK}" font-size="54" font-weight="700" fill="${hsl(hue, 35, 20)}">${textLines(lines, 680, top, 72)}</text>`,
    `<text x="680" y="560" font-family="${FONT_STACK}" font-size="30" fill="${hsl(hue, 20, 35)}">${escapeXml(opts.siteName)}</text>`,
    '</svg>',
  ].join('');
}

/** A 1200x630 card for pages without their own picture: the shop's name and description. */
export function siteCardSvg(opts: { siteName: string; description: string }): string {
  const hue = 214;
  const name = wrapTitle(opts.siteName, 14);
  const description = wrapTitle(opts.description, 26);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}" viewBox="0 0 ${OG_WIDTH} ${OG_HEIGHT}">`,
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="${hsl(hue, 45, 96)}"/><stop offset="1" stop-color="${hsl(hue + 24, 40, 86)}"/>`,
    '</linearGradient></defs>',
    `<rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="url(#g)"/>`,
    `<circle cx="1040" cy="120" r="200" fill="${hsl(hue, 55, 82)}" opacity="0.7"/>`,
    `<circle cx="960" cy="560" r="130" fill="${hsl(hue + 30, 50, 86)}" opacity="0.8"/>`,
    `<rect x="100" y="170" width="96" height="10" rx="5" fill="${hsl(hue, 45, 40)}"/>`,
    `<text font-family="${FONT_STACK}" font-size="80" font-weight="700" fill="${hsl(hue, 40, 20)}">${textLines(name, 100, 290, 96)}</text>`,
    `<text font-family="${FONT_STACK}" font-size="34" fill="${hsl(hue, 20, 30)}">${textLines(description, 100, 290 + name.length * 96 + 20, 48)}</text>`,
    '</svg>',
  ].join('');
}
