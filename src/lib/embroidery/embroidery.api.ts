import * as v from 'valibot';
import { type Cart, CartSchema } from '../../../contract/cart/cart.schema';
import {
  type Embroidery,
  type EmbroideryBody,
  EmbroiderySchema,
} from '../../../contract/embroidery/embroidery.schema';
import type { HttpClient } from '../shared/http/http-client';

const ListSchema = v.object({ data: v.array(EmbroiderySchema) });
const ServicesSchema = v.object({ data: v.array(v.object({ key: v.string() })) });

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
    /** Keys of the accessory products that are name embroidery. */
    async services(): Promise<string[]> {
      const res = await http.get('/v1/name-embroidery/services');
      return res.ignored ? [] : v.parse(ServicesSchema, res.data).data.map((s) => s.key);
    },
    /** Puts a saved name on a cart line (the server prices it). */
    async addToLine(token: string, key: string, embroidery_id: number): Promise<Cart | null> {
      const res = await http.patch('/v1/carts/embroideries/add', { token, key, embroidery_id });
      return res.ignored ? null : v.parse(CartSchema, res.data);
    },
    /** Takes the name off a cart line. */
    async removeFromLine(token: string, key: string): Promise<Cart | null> {
      const res = await http.patch('/v1/carts/embroideries/delete', { token, key });
      return res.ignored ? null : v.parse(CartSchema, res.data);
    },
  };
}
