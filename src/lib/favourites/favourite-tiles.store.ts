import { $favourites } from '../catalog/favourite-flags.store';
import { http } from '../shared/http';
import { favouriteIdsOf, withFavourites } from './favourites.model';
import { setFavourite } from './favourites.store';
import { createUserListApi } from './user-lists.api';

// The member's side of the hearts on product tiles, loaded only once the session says "member":
// guests never download the list calls (product and list pages' JS budget).

const listApi = createUserListApi(http);
let memberFavourites: Promise<Set<number>> | null = null;

/** The products in the member's lists (`GET /v1/me/user-lists`, then each non-empty list), once per page. */
function loadMemberFavourites(): Promise<Set<number>> {
  memberFavourites ??= (async () => {
    const lists = (await listApi.lists()) ?? [];
    const filled = lists.filter((l) => l.count > 0);
    const details = await Promise.all(filled.map((l) => listApi.detail(l.key)));
    return favouriteIdsOf(details.flatMap((d) => (d ? [d] : [])));
  })().catch((error: unknown) => {
    memberFavourites = null;
    throw error;
  });
  return memberFavourites;
}

/**
 * Learns whether each of `ids` (products a page shows on tiles) is the member's favourite; flags
 * already known stay (they are newer). A failed load leaves them unknown.
 */
export async function learnFavourites(ids: readonly number[]): Promise<void> {
  const favourites = await loadMemberFavourites().catch(() => null);
  if (favourites) $favourites.set(withFavourites($favourites.get(), ids, favourites));
}

/** Turns a tile's favourite over: the flag shown (or, unknown yet, `shown`) decides the way. */
export function toggleFavourite(product: { id: number; key: string }, shown: boolean) {
  const current = $favourites.get()[product.id] ?? shown;
  return setFavourite(product, !current);
}
