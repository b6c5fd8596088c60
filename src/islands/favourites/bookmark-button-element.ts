import { $session, checkSession } from '../../lib/session/session.store';

/** `<bookmark-button>`: appears for members once the session is known; saves this path and title. */
class BookmarkButton extends HTMLElement {
  #stop: (() => void) | undefined;

  connectedCallback(): void {
    this.#stop = $session.subscribe((s) => {
      this.hidden = !(s.check && s.isLogin);
    });
    this.querySelector('[data-add]')?.addEventListener('click', () => void this.#save());
    void checkSession();
  }

  disconnectedCallback(): void {
    this.#stop?.();
  }

  async #save(): Promise<void> {
    const button = this.querySelector<HTMLButtonElement>('[data-add]');
    const notice = this.querySelector<HTMLElement>('[data-notice]');
    if (!button || !notice) return;
    button.disabled = true;
    // The API part and the copy load on the first click only: pages stay light for everyone else
    // (guests never see the button, so they never fetch them).
    const [{ addBookmark }, { bookmarkTitle }, { BOOKMARK_MESSAGES: M }] = await Promise.all([
      import('../../lib/favourites/bookmarks.store'),
      import('../../lib/favourites/user-lists.model'),
      import('../../../contract/favourites/user-lists.messages'),
    ]);
    const { pathname, search } = window.location;
    const result = await addBookmark(
      `${pathname}${search}`,
      bookmarkTitle(search, this.dataset.title ?? document.title),
    );
    button.disabled = false;
    notice.hidden = false;
    notice.textContent = result.ok ? M.added : result.message;
    notice.className = `message ${result.ok ? 'message--success' : 'message--error'}`;
    notice.setAttribute('role', result.ok ? 'status' : 'alert');
    const see = this.querySelector<HTMLElement>('[data-see]');
    if (see) see.hidden = !result.ok;
  }
}
if (!customElements.get('bookmark-button'))
  customElements.define('bookmark-button', BookmarkButton);
