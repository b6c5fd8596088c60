import { $popup, dismissPopup, loadPopups } from '../../lib/popup/popup.store';

/** `<shop-popup>`: shows `$popup` in a dialog; with `data-load` it fetches the top popups once. */
class ShopPopup extends HTMLElement {
  #stop: (() => void) | undefined;

  connectedCallback(): void {
    const dialog = this.querySelector('dialog');
    if (!dialog) return;
    dialog.addEventListener('close', () => dismissPopup());
    dialog.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') dialog.close();
    });
    this.#stop = $popup.subscribe((popup) => {
      if (!popup) {
        if (dialog.open) dialog.close();
        return;
      }
      this.#fill(popup.title, popup.body, popup.link, popup.link_label);
      // Non-modal: the page stays usable underneath; Escape or the close button dismisses it.
      if (!dialog.open) dialog.show();
    });
    if (this.dataset.load !== undefined) void loadPopups();
  }

  disconnectedCallback(): void {
    this.#stop?.();
  }

  #fill(title: string, body: string, link: string, label: string): void {
    const set = (sel: string, fn: (el: HTMLElement) => void) => {
      const el = this.querySelector<HTMLElement>(sel);
      if (el) fn(el);
    };
    set('[data-title]', (el) => {
      el.textContent = title;
    });
    // The body is HTML the API sanitised with an allowlist.
    set('[data-body]', (el) => {
      el.innerHTML = body;
    });
    set('[data-link]', (el) => {
      el.hidden = !link;
      el.setAttribute('href', link || '#');
      el.textContent = label || link;
    });
  }
}

if (!customElements.get('shop-popup')) customElements.define('shop-popup', ShopPopup);
