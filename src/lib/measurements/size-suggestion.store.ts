import {
  latestValues,
  type SizeSuggestion,
  suggestSize,
} from '../../../contract/measurements/measurements.model';
import type { BodyValues } from '../../../contract/measurements/measurements.schema';
import { checkSession } from '../session/session.store';
import { http } from '../shared/http';

let latest: Promise<Partial<BodyValues> | null> | null = null;

/** The member's latest measurements, fetched once per page (a failure is no suggestion). */
function loadLatest(): Promise<Partial<BodyValues> | null> {
  latest ??= http
    .get<{ data?: unknown }>('/v1/me/timeseries', { params: { purpose: 'body' } })
    .then((res) => {
      // No valibot here (product-page JS budget): latestValues keeps numbers only.
      const data = !res.ignored && Array.isArray(res.data.data) ? res.data.data : [];
      return latestValues(data.filter((r): r is object => typeof r === 'object' && r !== null));
    })
    .catch(() => null);
  return latest;
}

/** The size to suggest for a product's size table; null for guests or when nothing fits. */
export async function suggestSizeFor(sizeTable: string[][] | null): Promise<SizeSuggestion | null> {
  if (!sizeTable || !(await checkSession()).isLogin) return null;
  return suggestSize(sizeTable, await loadLatest());
}
