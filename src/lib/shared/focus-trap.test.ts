import { describe, expect, it, vi } from 'vitest';
import { keepFocusInside } from './focus-trap';

/** A container of three focusable elements (the middle one not rendered) with one focused. */
function drawer(focused: 'first' | 'last' | 'outside' | 'middle') {
  const make = (shown: boolean) => ({ focus: vi.fn(), getClientRects: () => (shown ? [1] : []) });
  const [first, hidden, middle, last] = [make(true), make(false), make(true), make(true)];
  const items = [first, hidden, middle, last];
  const active = { first, last, middle, outside: {} }[focused];
  const container = {
    querySelectorAll: () => items,
    contains: (el: unknown) => items.includes(el as never),
    ownerDocument: { activeElement: active },
  } as unknown as HTMLElement;
  return { container, first, last };
}
const tab = (shiftKey = false) => ({ key: 'Tab', shiftKey, preventDefault: vi.fn() });

describe('keepFocusInside', () => {
  it('sends Tab from the last element to the first, and Shift+Tab from the first to the last', () => {
    const atLast = drawer('last');
    const forward = tab();
    keepFocusInside(atLast.container, forward);
    expect(atLast.first.focus).toHaveBeenCalled();
    expect(forward.preventDefault).toHaveBeenCalled();
    const atFirst = drawer('first');
    keepFocusInside(atFirst.container, tab(true));
    expect(atFirst.last.focus).toHaveBeenCalled();
  });

  it('brings focus that left the container back to its first element', () => {
    const lost = drawer('outside');
    keepFocusInside(lost.container, tab());
    expect(lost.first.focus).toHaveBeenCalled();
  });

  it('leaves Tab alone in the middle and ignores other keys', () => {
    const middle = drawer('middle');
    const event = tab();
    keepFocusInside(middle.container, event);
    keepFocusInside(drawer('last').container, { ...tab(), key: 'Enter' });
    expect(event.preventDefault).not.toHaveBeenCalled();
    expect(middle.first.focus).not.toHaveBeenCalled();
    expect(middle.last.focus).not.toHaveBeenCalled();
  });
});
