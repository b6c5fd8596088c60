import {
  $hiddenMessages,
  $messages,
  hideMessage,
  loadMessages,
  visibleMessage,
} from '../../lib/messages/messages.store';

/**
 * `<info-message data-code="caution">`: the information message for a page, with a close
 * button; hidden until the message's `updated_at` changes. Usable from Astro and React pages.
 */
class InfoMessageElement extends HTMLElement {
  #stops: (() => void)[] = [];

  connectedCallback(): void {
    const code = this.dataset.code ?? '';
    const render = () => {
      const message = visibleMessage($messages.get(), $hiddenMessages.get(), code);
      const text = this.querySelector('[data-text]');
      if (text) text.textContent = message?.body ?? '';
      this.hidden = !message;
    };
    this.#stops = [$messages.listen(render), $hiddenMessages.listen(render)];
    this.querySelector('button')?.addEventListener('click', () => hideMessage(code));
    const codes = [...document.querySelectorAll<HTMLElement>('info-message')].map(
      (slot) => slot.dataset.code ?? '',
    );
    void loadMessages(codes).then(render);
  }

  disconnectedCallback(): void {
    for (const stop of this.#stops) stop();
  }
}

if (!customElements.get('info-message')) customElements.define('info-message', InfoMessageElement);
