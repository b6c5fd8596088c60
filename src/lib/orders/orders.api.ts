import * as v from 'valibot';
import {
  type Memo,
  MemoSchema,
  type OrderDetail,
  OrderDetailSchema,
  type OrderList,
  OrderListSchema,
  type Reorder,
  ReorderSchema,
} from '../../../contract/orders/orders.schema';
import {
  type PointBalance,
  PointBalanceSchema,
  type PointHistory,
  PointHistorySchema,
} from '../../../contract/orders/points.schema';
import type { HttpClient } from '../shared/http/http-client';
import type { Paging } from '../shared/http/http-types';

/** How many orders and point movements a my page screen shows at once (spec §9). */
export const ORDERS_PER_PAGE = 10;

const PointPageSchema = v.object({ data: v.array(PointHistorySchema) });

/** The member's order, memo and point calls (spec §7); null when the client ignored the failure. */
export function createOrdersApi(http: HttpClient) {
  return {
    async orders(
      page: number,
      per = ORDERS_PER_PAGE,
    ): Promise<(OrderList & { paging: Paging | null }) | null> {
      const res = await http.get('/v1/me/orders', { params: { page, per } });
      if (res.ignored) return null;
      return { ...v.parse(OrderListSchema, res.data), paging: res.paging };
    },
    async order(id: number): Promise<OrderDetail | null> {
      const res = await http.get(`/v1/me/orders/${id}`);
      return res.ignored ? null : v.parse(OrderDetailSchema, res.data);
    },
    async cancel(id: number, reason: string): Promise<OrderDetail | null> {
      const res = await http.put(`/v1/me/orders/${id}/cancel`, { cancel_reason: reason });
      return res.ignored ? null : v.parse(OrderDetailSchema, res.data);
    },
    async reorder(id: number, token: string, lineIds?: number[]): Promise<Reorder | null> {
      const res = await http.post(`/v1/me/orders/${id}/reorder`, { token, line_ids: lineIds });
      return res.ignored ? null : v.parse(ReorderSchema, res.data);
    },
    async addMemo(orderId: number, body: string): Promise<Memo | null> {
      const res = await http.post('/v1/memos', { order_id: orderId, body });
      return res.ignored ? null : v.parse(MemoSchema, res.data);
    },
    async editMemo(id: number, body: string): Promise<Memo | null> {
      const res = await http.patch(`/v1/memos/${id}`, { body });
      return res.ignored ? null : v.parse(MemoSchema, res.data);
    },
    async removeMemo(id: number): Promise<boolean> {
      return !(await http.delete(`/v1/memos/${id}`)).ignored;
    },
    async points(): Promise<PointBalance | null> {
      const res = await http.get('/v1/me/points');
      return res.ignored ? null : v.parse(PointBalanceSchema, res.data);
    },
    async pointHistory(
      page: number,
    ): Promise<{ data: PointHistory[]; paging: Paging | null } | null> {
      const res = await http.get('/v1/me/point-histories', {
        params: { page, per: ORDERS_PER_PAGE },
      });
      if (res.ignored) return null;
      return { data: v.parse(PointPageSchema, res.data).data, paging: res.paging };
    },
  };
}
