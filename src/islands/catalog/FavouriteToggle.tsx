import { lazy, Suspense, useState } from 'react';
import { FAVOURITE_MESSAGES as M } from '../../../contract/favourites/favourites.messages';
import { $favourites } from '../../lib/catalog/favourite-flags.store';
import { setFavourite } from '../../lib/favourites/favourites.store';
import Button from '../shared/Button';
import { useHydratedStore } from '../shared/useHydratedStore';

// Members only: the 「リストに追加」 menu and its store load once the session says so (issue 10).
const AddToList = lazy(() => import('../favourites/AddToList'));

/** The product the button is for (a favourite flag from the build or the live product). */
export type FavouriteProduct = { id: number; key: string; is_favorite: boolean; name?: string };

/** お気に入りに追加 / お気に入りから削除 and 「リストに追加」: a logged-in member's part, loaded only for them. */
export default function FavouriteToggle({ product }: { product: FavouriteProduct }) {
  const flags = useHydratedStore($favourites);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const favourite = flags[product.id] ?? product.is_favorite;
  // The built page cannot know the member's choice: the button waits for the live product, so a
  // click never acts on a label that is about to change.
  const known = flags[product.id] !== undefined;

  async function toggle() {
    setBusy(true);
    setMessage(null);
    const result = await setFavourite(product, !favourite);
    setBusy(false);
    if (result.ok) setMessage({ error: false, text: favourite ? M.removed : M.added });
    else setMessage({ error: true, text: result.message });
  }

  return (
    <div className="favourite">
      <Button
        type="button"
        className="btn favourite__button"
        aria-pressed={favourite}
        disabled={busy || !known}
        onClick={toggle}
      >
        <span aria-hidden="true">{favourite ? '♥' : '♡'}</span> {favourite ? M.remove : M.add}
      </Button>
      <Suspense fallback={null}>
        <AddToList product={product} />
      </Suspense>
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
