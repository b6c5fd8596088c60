import {
  IMAGE_TYPES,
  MAX_IMAGE_BYTES,
  type ProductImageItem,
} from '../../../../contract/catalog/product-media.schema';

/** The widths an upload is resized to: the product page's picture, list tiles, thumbnails. */
export const RENDITION_WIDTHS = [800, 400, 160] as const;
/** The width a product's `path` names (the one every storefront screen reads). */
export const MAIN_WIDTH = 800;

const UPLOADED = /^\/media\/images\/([0-9a-f]{64})-(\d{2,4})\.webp$/;
const FILE_NAME = /^[0-9a-f]{64}-\d{2,4}\.webp$/;

/** The file name of one rendition: the upload's SHA-256 and the width. */
export const renditionName = (source: string, width: number) => `${source}-${width}.webp`;

/** The URL path of a rendition, served by `/media/images/{name}`. */
export const renditionPath = (source: string, width: number) =>
  `/media/images/${renditionName(source, width)}`;

/** The upload hash of an uploaded picture's path; undefined for other pictures (the drawn demo ones). */
export function sourceOf(path: string): string | undefined {
  return UPLOADED.exec(path)?.[1];
}

/** Whether a name can be a rendition's (hex hash, width, `.webp`): anything else is never looked up. */
export const isRenditionName = (name: string) => FILE_NAME.test(name);

/** A picture row as the back office lists it, with its smaller renditions by width. */
export function toImageItem(row: {
  id: number;
  path: string;
  alt: string;
  position: number;
}): ProductImageItem {
  const source = sourceOf(row.path);
  const sizes = source
    ? Object.fromEntries(RENDITION_WIDTHS.map((w) => [String(w), renditionPath(source, w)]))
    : {};
  return { id: row.id, url: row.path, alt: row.alt, position: row.position, sizes };
}

/** What is wrong with an upload before it is decoded: none, too large, or not an allowed type. */
export function uploadProblem(
  bytes: number,
  mime: string | undefined,
): 'missing' | 'tooLarge' | 'type' | null {
  if (bytes === 0) return 'missing';
  if (bytes > MAX_IMAGE_BYTES) return 'tooLarge';
  if (!mime || !(IMAGE_TYPES as readonly string[]).includes(mime)) return 'type';
  return null;
}

/** Whether `ids` names each of `existing` exactly once (a reorder must place every picture). */
export function isFullOrder(ids: readonly number[], existing: readonly number[]): boolean {
  if (ids.length !== existing.length || new Set(ids).size !== ids.length) return false;
  const known = new Set(existing);
  return ids.every((id) => known.has(id));
}
