import { atom } from 'nanostores';
import { toHalfWidthDigits } from '../../../contract/account/normalize';
import { PREFECTURES } from '../../../contract/shared/prefectures';
import { http } from '../shared/http';
import { createPostalApi } from './postal.api';
import { type PostalAddress, postalAnswer } from './postal.model';

const api = createPostalApi(http);

/** The prefecture select's choices: the fixed 47 until `GET /v1/postal-codes/prefectures` answers. */
export const $prefectures = atom<readonly string[]>(PREFECTURES);
let prefecturesAsked = false;

/** Loads the prefectures from the API once per page; the fixed list stays if the call fails. */
export async function loadPrefectures(): Promise<void> {
  if (prefecturesAsked) return;
  prefecturesAsked = true;
  try {
    const names = await api.prefectures();
    if (names?.length) $prefectures.set(names);
  } catch {
    // The built-in list is the same 47 the API validates against.
  }
}

/** Looks an address up from a postal code (full-width digits and a hyphen allowed); null when unknown. */
export async function lookupPostal(code: string): Promise<PostalAddress | null> {
  const digits = toHalfWidthDigits(code).replace(/\D/g, '');
  if (digits.length !== 7) return null;
  try {
    return postalAnswer(await api.lookup(digits));
  } catch {
    return null;
  }
}
