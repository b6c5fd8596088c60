import type { ToastLink } from '../../lib/shared/toast.model';
import { $toasts, dismissToast } from '../../lib/shared/toast.store';

/** A toast's link; one with `before` runs it (logging out) and then follows the link. */
function toastLink(link: ToastLink): HTMLAnchorElement {
  const a = Object.assign(document.createElement('a'), {
    href: link.href,
    textContent: link.label,
  });
  const { before } = link;
  if (before) {
    a.onclick = (event) => {
      event.preventDefault();
      void before().finally(() => window.location.assign(link.href));
    };
  }
  return a;
}

/** Renders the toasts into the layout's live region (plain DOM, so content pages load no React). */
export function mountToastHost(region: HTMLElement): void {
  const label = region.dataset.dismiss ?? '';
  $toasts.subscribe((toasts) => {
    const shown = new Map([...region.children].map((el) => [(el as HTMLElement).dataset.id, el]));
    for (const [id, el] of shown) if (!toasts.some((t) => String(t.id) === id)) el.remove();
    for (const t of toasts) {
      if (shown.has(String(t.id))) continue;
      const item = document.createElement('div');
      item.className = `toast toast--${t.kind}`;
      item.dataset.id = String(t.id);
      const text = Object.assign(document.createElement('p'), { textContent: t.message });
      const close = Object.assign(document.createElement('button'), {
        type: 'button',
        className: 'toast__close',
        textContent: '×',
        onclick: () => dismissToast(t.id),
      });
      close.setAttribute('aria-label', label);
      if (t.link) text.append(' ', toastLink(t.link));
      item.append(text, close);
      region.append(item);
    }
  });
}
