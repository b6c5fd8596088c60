import type { HttpClient } from '../shared/http/http-client';

/** Postal-code calls (spec §7 "Other"). */
export function createPostalApi(http: HttpClient) {
  return {
    /** `GET /v1/postal-code`: the raw answer, or null when the client ignored the failure. */
    async lookup(code: string): Promise<unknown> {
      const res = await http.get('/v1/postal-code', { params: { code }, session: false });
      return res.ignored ? null : res.data;
    },
  };
}
