import * as v from 'valibot';
import { type Suggestions, SuggestionsSchema } from '../../../contract/search/suggestions.schema';
import type { HttpClient } from '../shared/http/http-client';

/** Suggestions for the text typed so far (null: the failure was ignored, e.g. a cancelled call). */
export function createSuggestionsApi(http: HttpClient) {
  return {
    suggestions: async (keyword: string, signal?: AbortSignal): Promise<Suggestions | null> => {
      const res = await http.get('/v1/search/suggestions', { params: { keyword }, signal });
      return res.ignored ? null : v.parse(SuggestionsSchema, res.data);
    },
  };
}
