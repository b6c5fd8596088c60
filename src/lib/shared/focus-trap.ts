/** What can take focus inside a container (enabled, not hidden). */
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Keeps Tab and Shift+Tab inside `container` (a modal drawer or sheet): from the last focusable
 * element Tab goes to the first, and back. A native modal `<dialog>` alone lets Tab leave for the
 * browser's own controls.
 */
export function keepFocusInside(
  container: HTMLElement,
  event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'preventDefault'>,
): void {
  if (event.key !== 'Tab') return;
  const items = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.getClientRects().length > 0,
  );
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) return;
  const active = container.ownerDocument.activeElement;
  const atEdge = event.shiftKey ? active === first : active === last;
  if (container.contains(active) && !atEdge) return;
  event.preventDefault();
  (event.shiftKey ? last : first).focus();
}
