import * as v from 'valibot';

/**
 * Control characters, line and paragraph breaks, and invisible format characters (bidi overrides,
 * zero-width joiners): none belongs in a one-line field printed on a document.
 */
export const NOT_ONE_LINE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

/** A valibot check that a string is one line of printable characters (see `NOT_ONE_LINE`). */
export function oneLineText(message: string) {
  return v.check((text: string) => !NOT_ONE_LINE.test(text), message);
}
