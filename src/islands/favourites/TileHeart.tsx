import { createElement, useEffect } from 'react';
import type { ProductSummary } from '../../../contract/catalog/catalog.schema';
import { TILE_HEART_MESSAGES as M } from '../../../contract/favourites/tile-heart.messages';
import { favouriteLoginPath } from '../../lib/favourites/favourites.model';
import { wakeTileHearts } from './tile-hearts';

/**
 * The favourite heart of a product tile: `<tile-heart>` around a toggle button (pressed when the
 * product is a favourite). Plain markup, so pre-rendered tiles ship no React; the shell's
 * `tile-hearts.ts` handles its clicks and, for a member, its pressed state (a React list wakes it).
 */
export default function TileHeart({
  product,
}: {
  product: Pick<ProductSummary, 'id' | 'key' | 'name'>;
}) {
  useEffect(wakeTileHearts, []);
  return createElement(
    'tile-heart',
    {
      'data-id': product.id,
      'data-key': product.key,
      'data-login': favouriteLoginPath(product.key),
    },
    <button
      type="button"
      className="tile-heart"
      aria-pressed="false"
      aria-label={M.tileHeart(product.name)}
    />,
  );
}
