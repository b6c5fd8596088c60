import * as v from 'valibot';
import {
  type Alternatives,
  AlternativesSchema,
} from '../../../contract/search/alternatives.schema';
import type { HttpClient } from '../shared/http/http-client';

/** Ways on from a keyword that found nothing (null: the failure was ignored, e.g. a cancelled call). */
export function createAlternativesApi(http: HttpClient) {
  return {
    alternatives: async (keyword: string, signal?: AbortSignal): Promise<Alternatives | null> => {
      const res = await http.get('/v1/search/alternatives', { params: { keyword }, signal });
      return res.ignored ? null : v.parse(AlternativesSchema, res.data);
    },
  };
}
