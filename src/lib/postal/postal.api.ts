import * as v from 'valibot';
import type { HttpClient } from '../shared/http/http-client';

const PrefectureListSchema = v.object({
  data: v.array(v.object({ code: v.number(), name: v.string() })),
});

/** Postal-code calls (spec §7 "Other"). */
export function createPostalApi(http: HttpClient) {
  return {
    /** `GET /v1/postal-code`: the raw answer, or null when the client ignored the failure. */
    async lookup(code: string): Promise<unknown> {
      const res = await http.get('/v1/postal-code', { params: { code }, session: false });
      return res.ignored ? null : res.data;
    },
    /** `GET /v1/postal-codes/prefectures`: the prefecture names in code order (北海道 first). */
    async prefectures(): Promise<string[] | null> {
      const res = await http.get('/v1/postal-codes/prefectures', { session: false });
      if (res.ignored) return null;
      const { data } = v.parse(PrefectureListSchema, res.data);
      return [...data].sort((a, b) => a.code - b.code).map((p) => p.name);
    },
  };
}
