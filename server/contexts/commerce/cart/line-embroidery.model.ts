import { EMBROIDERY_MESSAGES as M } from '../../../../contract/embroidery/embroidery.messages';
import { threadColorLabel } from '../../../../contract/embroidery/embroidery.schema';

/** The name embroidered on a cart line, as the cart state carries it. */
export type LineEmbroidery = { name: string; color: string };

/**
 * The name an accessory shows in the cart and keeps on the order: an embroidery service names the
 * embroidered text and thread.
 * @example embroideredName('ネーム刺繍', { name: 'TARO', color: 'gold' }) // 'ネーム刺繍「TARO」（金糸）'
 */
export function embroideredName(
  productName: string,
  embroidery: LineEmbroidery | null | undefined,
): string {
  if (!embroidery) return productName;
  return `${productName}${M.summary(embroidery.name, threadColorLabel(embroidery.color))}`;
}
