import type { Alternatives } from '../../../contract/search/alternatives.schema';
import { rememberFavourites } from '../catalog/favourite-flags.store';
import { http } from '../shared/http';
import { latestRequest } from '../shared/latest-request';
import { createAlternativesApi } from './alternatives.api';

const api = createAlternativesApi(http);
const pending = latestRequest();

/**
 * Ways on from a keyword that found nothing: fewer words, a spelling that finds something, popular
 * products. Null when the call failed; undefined when a newer search replaced this one.
 */
export async function loadAlternatives(keyword: string): Promise<Alternatives | null | undefined> {
  const signal = pending.start();
  try {
    const found = await api.alternatives(keyword, signal);
    if (signal.aborted) return undefined;
    if (found) rememberFavourites(found.popular);
    return found;
  } catch {
    return signal.aborted ? undefined : null;
  }
}
