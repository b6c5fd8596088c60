import { CATALOG_MESSAGES_JA } from '../../contract/content/content.messages';
import { escapeXml, FONT_STACK, normaliseHue, truncate } from './svg';

/** One printed catalogue page to draw. */
export type CatalogPageOptions = {
  title: string;
  heading: string;
  lines: string[];
  hue: number;
  number: number;
  total: number;
};

const hsl = (h: number, s: number, l: number) => `hsl(${normaliseHue(h)} ${s}% ${l}%)`;

/** Draws a 600x800 catalogue page: the cover is a full-colour page, inner pages a printed layout. */
export function renderCatalogPage(opts: CatalogPageOptions): string {
  const cover = opts.number === 1;
  const ink = cover ? '#fff' : hsl(opts.hue, 35, 20);
  const body = opts.lines
    .slice(0, 6)
    .map(
      (l, i) =>
        `<text x="60" y="${cover ? 470 + i * 44 : 560 + i * 40}" font-size="26" fill="${ink}">${escapeXml(truncate(l, 20))}</text>`,
    )
    .join('');
  const label = `${opts.title} ${CATALOG_MESSAGES_JA.pageImage(opts.number, opts.heading)}`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800" viewBox="0 0 600 800" role="img" aria-label="${escapeXml(label)}">`,
    `<title>${escapeXml(label)}</title>`,
    `<g font-family="${FONT_STACK}">`,
    `<rect width="600" height="800" fill="${cover ? hsl(opts.hue, 45, 38) : '#fbf8f2'}"/>`,
    cover
      ? `<circle cx="470" cy="170" r="180" fill="${hsl(opts.hue + 25, 50, 55)}" opacity="0.6"/>`
      : `<rect x="60" y="120" width="480" height="340" rx="12" fill="${hsl(opts.hue, 40, 85)}"/><circle cx="300" cy="290" r="110" fill="${hsl(opts.hue + 20, 45, 70)}"/>`,
    `<text x="60" y="${cover ? 380 : 520}" font-size="${cover ? 34 : 32}" font-weight="700" fill="${ink}">${escapeXml(truncate(opts.heading, 15))}</text>`,
    body,
    `<text x="60" y="70" font-size="18" fill="${ink}" opacity="0.8">${escapeXml(truncate(opts.title, 28))}</text>`,
    `<text x="540" y="760" font-size="18" text-anchor="end" fill="${ink}" opacity="0.8">${opts.number} / ${opts.total}</text>`,
    '</g></svg>',
  ].join('');
}
