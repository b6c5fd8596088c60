import { toHalfWidthDigits } from '../account/normalize';
import { http } from '../shared/http';
import { createPostalApi } from './postal.api';
import { type PostalAddress, postalAnswer } from './postal.model';

const api = createPostalApi(http);

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
