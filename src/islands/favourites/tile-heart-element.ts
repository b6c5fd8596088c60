import { checkSession } from '../../lib/session/session.store';

type MemberPart = typeof import('./tile-heart-member');
let member: Promise<MemberPart> | null = null;
// Members only: the favourites store and the list calls load once the session says so.
const memberPart = () => {
  member ??= import('./tile-heart-member');
  return member;
};

/**
 * `<tile-heart data-id data-key data-login>`: a product tile's favourite toggle. A member's shows
 * and turns over the product's flag in the favourites store (shared with the product page's
 * button and every other tile, so all change at once); a guest's leads to the login page.
 */
class TileHeartElement extends HTMLElement {
  #stop: (() => void) | null = null;
  #button: HTMLButtonElement | null = null;

  connectedCallback(): void {
    this.#button = this.querySelector('button');
    this.#button?.addEventListener('click', this.#click);
    void checkSession().then(async (session) => {
      if (!session.isLogin) return;
      const part = await memberPart();
      if (this.isConnected && !this.#stop) this.#stop = part.watchHeart(this);
    });
  }

  disconnectedCallback(): void {
    this.#button?.removeEventListener('click', this.#click);
    this.#stop?.();
    this.#stop = null;
  }

  #click = (event: Event): void => {
    event.preventDefault();
    void checkSession().then(async (session) => {
      if (!session.isLogin) {
        location.assign(this.dataset.login ?? '/login/');
        return;
      }
      await (await memberPart()).toggleHeart(this);
    });
  };
}

if (!customElements.get('tile-heart')) customElements.define('tile-heart', TileHeartElement);
