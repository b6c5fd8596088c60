import { atom } from 'nanostores';

/** Set when the API says the channel does not exist; the shell then opens the 404 page. */
export const $invalidChannel = atom(false);

/** Flags the channel as invalid. */
export function flagInvalidChannel(): void {
  $invalidChannel.set(true);
}
