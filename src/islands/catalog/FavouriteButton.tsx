import { lazy, Suspense, useEffect } from 'react';
import { FAVOURITE_MESSAGES as M } from '../../../contract/favourites/favourites.messages';
import { checkSession } from '../../lib/session/session.store';
import Button from '../shared/Button';
import type { FavouriteProduct } from './FavouriteToggle';
import { useSessionAfterMount } from './useSessionAfterMount';

// Members only: the working button, its store calls and the 「リストに追加」 menu load once the
// session says so; guests never fetch them (product-page JS budget, issue 27).
const FavouriteToggle = lazy(() => import('./FavouriteToggle'));

/** The button as it stands until the session is known (or while the member's part loads). */
function Pending({ product }: { product: FavouriteProduct }) {
  return (
    <div className="favourite">
      <Button
        type="button"
        className="btn favourite__button"
        aria-pressed={product.is_favorite}
        disabled
      >
        <span aria-hidden="true">{product.is_favorite ? '♥' : '♡'}</span>{' '}
        {product.is_favorite ? M.remove : M.add}
      </Button>
    </div>
  );
}

/** お気に入りに追加 / お気に入りから削除 and 「リストに追加」 for members; guests are pointed to the login page. */
export default function FavouriteButton({ product }: { product: FavouriteProduct }) {
  const session = useSessionAfterMount();
  useEffect(() => {
    void checkSession();
  }, []);

  if (session.check && !session.isLogin) {
    return (
      <p className="favourite favourite--guest">
        <a href={`/login/?redirect=${encodeURIComponent(`/product/${product.key}/`)}`}>
          {M.loginRequired}
        </a>
      </p>
    );
  }
  if (!session.isLogin) return <Pending product={product} />;
  return (
    <Suspense fallback={<Pending product={product} />}>
      <FavouriteToggle product={product} />
    </Suspense>
  );
}
