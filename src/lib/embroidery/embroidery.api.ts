import * as v from 'valibot';
import type { HttpClient } from '../shared/http/http-client';
import { type Embroidery, type EmbroideryBody, EmbroiderySchema } from './embroidery.schema';

const ListSchema = v.object({ data: v.array(EmbroiderySchema) });

/** The member's saved-name calls (`/v1/me/name-embroideries`); null when the failure was ignored. */
export function createEmbroideryApi(http: HttpClient) {
  return {
    async list(): Promise<{ items: Embroidery[]; limit: number } | null> {
      const res = await http.get('/v1/me/name-embroideries');
      if (res.ignored) return null;
      const limit = Number(res.headers.get('x-limit') ?? 0);
      return { items: v.parse(ListSchema, res.data).data, limit };
    },
    async save(id: number | null, body: EmbroideryBody): Promise<boolean> {
      const res =
        id === null
          ? await http.post('/v1/me/name-embroideries', body)
          : await http.put(`/v1/me/name-embroideries/${id}`, body);
      return !res.ignored;
    },
    async remove(id: number): Promise<boolean> {
      return !(await http.delete(`/v1/me/name-embroideries/${id}`)).ignored;
    },
  };
}
