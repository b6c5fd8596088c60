import * as v from 'valibot';
import {
  type Memorial,
  type MemorialBody,
  MemorialSchema,
} from '../../../contract/memorials/memorials.schema';
import type { HttpClient } from '../shared/http/http-client';

const ListSchema = v.object({ data: v.array(MemorialSchema) });

/** The member's memorial-day calls (spec §7); null when the client ignored the failure. */
export function createMemorialApi(http: HttpClient) {
  return {
    async list(): Promise<{ items: Memorial[]; limit: number } | null> {
      const res = await http.get('/v1/me/user-memorials');
      if (res.ignored) return null;
      const limit = Number(res.headers.get('x-limit') ?? 0);
      return { items: v.parse(ListSchema, res.data).data, limit };
    },
    async get(id: number): Promise<Memorial | null> {
      const res = await http.get(`/v1/me/user-memorials/${id}`);
      return res.ignored ? null : v.parse(MemorialSchema, res.data);
    },
    async save(id: number | null, body: MemorialBody): Promise<boolean> {
      const res =
        id === null
          ? await http.post('/v1/me/user-memorials', body)
          : await http.put(`/v1/me/user-memorials/${id}`, body);
      return !res.ignored;
    },
    async remove(id: number): Promise<boolean> {
      return !(await http.delete(`/v1/me/user-memorials/${id}`)).ignored;
    },
  };
}
