import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { MAX_IMAGE_PIXELS } from '../../../../contract/catalog/product-media.schema';
import { RENDITION_WIDTHS, renditionName } from './product-media.model';

/** One resized picture ready to store. */
export type Rendition = {
  name: string;
  source: string;
  mime: 'image/webp';
  width: number;
  height: number;
  content: Buffer;
};

/** Why an upload could not be made into renditions. */
export class RenditionError extends Error {
  constructor(readonly reason: 'tooManyPixels' | 'unreadable') {
    super(reason);
  }
}

/** sharp's refusal of a picture past `limitInputPixels`, or any other decoding failure. */
const reasonOf = (error: unknown) =>
  error instanceof Error && /pixel limit/i.test(error.message) ? 'tooManyPixels' : 'unreadable';

/**
 * Decodes an upload (at most MAX_IMAGE_PIXELS, checked from the header before any pixel is
 * decoded, and again by sharp's own limit) and writes each storefront width as a square WebP on
 * white, upright per its EXIF orientation, without its metadata (no location leaks).
 */
export async function makeRenditions(input: Buffer): Promise<Rendition[]> {
  const options = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' as const };
  let meta: { width?: number; height?: number };
  try {
    meta = await sharp(input, options).metadata();
  } catch (error) {
    throw new RenditionError(reasonOf(error));
  }
  const pixels = (meta.width ?? 0) * (meta.height ?? 0);
  if (pixels > MAX_IMAGE_PIXELS) throw new RenditionError('tooManyPixels');
  if (pixels === 0) throw new RenditionError('unreadable');
  const source = createHash('sha256').update(input).digest('hex');
  try {
    return await Promise.all(
      RENDITION_WIDTHS.map(async (width) => {
        const { data, info } = await sharp(input, options)
          .rotate()
          .flatten({ background: '#ffffff' })
          .resize(width, width, { fit: 'contain', background: '#ffffff' })
          .webp({ quality: 82 })
          .toBuffer({ resolveWithObject: true });
        return {
          name: renditionName(source, width),
          source,
          mime: 'image/webp' as const,
          width: info.width,
          height: info.height,
          content: data,
        };
      }),
    );
  } catch (error) {
    throw new RenditionError(reasonOf(error));
  }
}
