import { createElement, useEffect } from 'react';
import type { ProductSummary } from '../../lib/catalog/catalog.schema';
import { FAVOURITE_MESSAGES as M } from '../../lib/favourites/favourites.messages';
import { favouriteLoginPath } from '../../lib/favourites/favourites.model';

/**
 * The favourite heart of a product tile: `<tile-heart>` around a toggle button (pressed when the
 * product is a favourite). Plain markup, so pre-rendered tiles ship no React; the element
 * (`tile-heart-element.ts`) gives it life, and a React list loads the element itself.
 */
export default function TileHeart({
  product,
}: {
  product: Pick<ProductSummary, 'id' | 'key' | 'name'>;
}) {
  useEffect(() => {
    void import('./tile-heart-element');
  }, []);
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
