import { lazy, Suspense, useEffect, useState } from 'react';
import { FAVOURITE_MESSAGES as M } from '../../lib/favourites/favourites.messages';
import { $favourites, setFavourite } from '../../lib/favourites/favourites.store';
import { checkSession } from '../../lib/session/session.store';
import Button from '../shared/Button';
import { useBusy } from '../shared/useBusy';
import { useHydratedStore } from '../shared/useHydratedStore';
import { useSessionAfterMount } from './useSessionAfterMount';

// Members only: the 「リストに追加」 menu and its store load once the session says so (issue 10).
const AddToList = lazy(() => import('../favourites/AddToList'));

type Props = { product: { id: number; key: string; is_favorite: boolean; name?: string } };

/** お気に入りに追加 / お気に入りから削除 and 「リストに追加」 for members; guests are pointed to the login page. */
export default function FavouriteButton({ product }: Props) {
  const flags = useHydratedStore($favourites);
  const session = useSessionAfterMount();
  const [busy, whileBusy] = useBusy();
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const favourite = flags[product.id] ?? product.is_favorite;
  // The built page cannot know the member's choice: the button waits for the live product, so a
  // click never acts on a label that is about to change.
  const known = flags[product.id] !== undefined;
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

  async function toggle() {
    setMessage(null);
    const result = await whileBusy(() => setFavourite(product, !favourite));
    if (result.ok) setMessage({ error: false, text: favourite ? M.removed : M.added });
    else setMessage({ error: true, text: result.message });
  }

  return (
    <div className="favourite">
      <Button
        type="button"
        className="btn favourite__button"
        aria-pressed={favourite}
        disabled={busy || !session.isLogin || !known}
        onClick={toggle}
      >
        <span aria-hidden="true">{favourite ? '♥' : '♡'}</span> {favourite ? M.remove : M.add}
      </Button>
      {session.isLogin && (
        <Suspense fallback={null}>
          <AddToList product={product} />
        </Suspense>
      )}
      <div aria-live="polite">
        {message && (
          <p
            className={`message ${message.error ? 'message--error' : 'message--success'}`}
            role={message.error ? 'alert' : 'status'}
          >
            {message.text}
          </p>
        )}
      </div>
    </div>
  );
}
