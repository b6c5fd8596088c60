import { $favourites } from '../../lib/catalog/favourite-flags.store';
import { learnFavourites, toggleFavourite } from '../../lib/favourites/favourite-tiles.store';

// A logged-in member's side of `<tile-heart>`: loaded only for members.

const unknown = new Set<number>();
let asking = false;

/** Asks once for every tile that connected in the same turn (a grid connects all at once). */
function learnSoon(id: number): void {
  unknown.add(id);
  if (asking) return;
  asking = true;
  queueMicrotask(() => {
    asking = false;
    const ids = [...unknown];
    unknown.clear();
    void learnFavourites(ids);
  });
}

const productOf = (heart: HTMLElement) => ({
  id: Number(heart.dataset.id),
  key: heart.dataset.key ?? '',
});

/** Keeps a heart's pressed state on its product's flag; returns the way to stop. */
function watchHeart(heart: HTMLElement): () => void {
  const { id } = productOf(heart);
  const button = heart.querySelector('button');
  if (!(id in $favourites.get())) learnSoon(id);
  return $favourites.subscribe((flags) => {
    const value = flags[id];
    if (button && value !== undefined) button.setAttribute('aria-pressed', String(value));
  });
}

/** `<tile-heart>` for a member: each heart follows its product's flag while on the page. */
class TileHeartElement extends HTMLElement {
  #stop: (() => void) | null = null;

  connectedCallback(): void {
    this.#stop ??= watchHeart(this);
  }

  disconnectedCallback(): void {
    this.#stop?.();
    this.#stop = null;
  }
}

/** Gives life to every heart on the page, and to those added later (React lists, next pages). */
export function defineTileHeart(): void {
  if (!customElements.get('tile-heart')) customElements.define('tile-heart', TileHeartElement);
}

/** Turns the heart's product over through the store (a failure shows the server's message). */
export async function toggleHeart(heart: HTMLElement): Promise<void> {
  const button = heart.querySelector('button');
  if (!button || button.getAttribute('aria-busy') === 'true') return;
  button.setAttribute('aria-busy', 'true');
  try {
    await toggleFavourite(productOf(heart), button.getAttribute('aria-pressed') === 'true');
  } finally {
    button.removeAttribute('aria-busy');
  }
}
