import { $toasts, dismissToast } from '../../lib/shared/toast.store';

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
      item.append(text, close);
      region.append(item);
    }
  });
}
