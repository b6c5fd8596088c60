import { persistentAtom } from '@nanostores/persistent';

/** A one-shot message for one page (spec §3 "Flash message"; type defaults to positive). */
export type Flash = { message: string; type: 'positive' | 'negative'; path: string };

/** The current flash message; kept in storage so it survives a page load. */
export const $flash = persistentAtom<Flash | null>('flash', null, {
  encode: JSON.stringify,
  decode: (raw) => {
    try {
      const value = JSON.parse(raw) as Flash | null;
      return value && typeof value.path === 'string' ? value : null;
    } catch {
      return null;
    }
  },
});

const here = () => (typeof location === 'undefined' ? '' : location.pathname);

/** Leaves a message for the page at `path` (shown there once); the next one replaces the current. */
export function flash(message: string, path: string, type: Flash['type'] = 'positive'): void {
  $flash.set({ message, type, path });
}

/** Takes the message meant for `path` (the current page by default) and clears it; null otherwise. */
export function takeFlash(path: string = here()): Flash | null {
  const current = $flash.get();
  if (!current || current.path !== path) return null;
  $flash.set(null);
  return current;
}

/** A page load drops a message meant for another page: its page was skipped, so it never shows. */
export function dropStrayFlash(path: string = here()): void {
  const current = $flash.get();
  if (current && current.path !== path) $flash.set(null);
}
