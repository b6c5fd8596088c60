import { persistentAtom } from '@nanostores/persistent';

/** A one-shot message shown on the next screen (spec §3 "Flash message"; type defaults to positive). */
export type Flash = { message: string; type: 'positive' | 'negative' };

/** The current flash message; kept in storage so it survives a page load. */
export const $flash = persistentAtom<Flash | null>('flash', null, {
  encode: JSON.stringify,
  decode: (raw) => {
    try {
      return JSON.parse(raw) as Flash | null;
    } catch {
      return null;
    }
  },
});

/** Shows a message on the next screen; the next one replaces the current. */
export function flash(message: string, type: Flash['type'] = 'positive'): void {
  $flash.set({ message, type });
}

/** Takes the pending message (and clears it). */
export function takeFlash(): Flash | null {
  const current = $flash.get();
  if (current) $flash.set(null);
  return current;
}
