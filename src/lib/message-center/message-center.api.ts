import * as v from 'valibot';
import {
  type SystemMessage,
  SystemMessageSchema,
  UNREAD_HEADER,
} from '../../../contract/message-center/message-center.schema';
import type { HttpClient } from '../shared/http/http-client';
import type { Paging } from '../shared/http/http-types';

const ListSchema = v.object({ data: v.array(SystemMessageSchema) });

/** How many messages /mypage/message-center/ shows at once. */
export const MESSAGE_PER = 10;

/** One page of messages with the member's unread count. */
export type MessagePage = { data: SystemMessage[]; paging: Paging | null; unread: number };

/** The message-centre calls; null when the client ignored the failure. */
export function createMessageCenterApi(http: HttpClient) {
  return {
    async page(n: number, per = MESSAGE_PER): Promise<MessagePage | null> {
      const res = await http.get('/v1/me/system-messages', { params: { page: n, per } });
      if (res.ignored) return null;
      const unread = Number(res.headers.get(UNREAD_HEADER) ?? 0);
      return {
        data: v.parse(ListSchema, res.data).data,
        paging: res.paging,
        unread: Number.isSafeInteger(unread) ? unread : 0,
      };
    },
    async mark(id: number, isRead: boolean): Promise<SystemMessage | null> {
      const res = await http.patch(`/v1/me/system-messages/${id}`, { is_read: isRead });
      return res.ignored ? null : v.parse(SystemMessageSchema, res.data);
    },
    async open(id: number): Promise<SystemMessage | null> {
      const res = await http.get(`/v1/me/system-messages/${id}`);
      return res.ignored ? null : v.parse(SystemMessageSchema, res.data);
    },
  };
}
