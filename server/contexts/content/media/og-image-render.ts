import sharp from 'sharp';
import { addBundledFonts } from './og-image-fonts';

/** Most rendered cards kept in memory (a card is ~50-100 KB). */
const CACHE_MAX = 200;
const cache = new Map<string, Promise<Buffer>>();

/**
 * PNG of an SVG picture, drawn by sharp (librsvg, with the bundled Noto Sans JP besides system fonts). Most social
 * sites ignore SVG share images, so the same drawings are rasterised for them. Results are cached
 * by the SVG text itself, so a renamed product never gets a stale card.
 */
export function svgToPng(svg: string): Promise<Buffer> {
  addBundledFonts();
  const hit = cache.get(svg);
  if (hit) return hit;
  const rendering = sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
  rendering.catch(() => cache.delete(svg));
  if (cache.size >= CACHE_MAX) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  cache.set(svg, rendering);
  return rendering;
}
