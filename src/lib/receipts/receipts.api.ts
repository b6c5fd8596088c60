import * as v from 'valibot';
import {
  type ReceiptBody,
  ReceiptCheckSchema,
  type ReceiptInfo,
  ReceiptInfoSchema,
} from '../../../contract/receipts/receipts.schema';
import type { HttpClient } from '../shared/http/http-client';

/** Whose receipt: a member's order by id, or a guest's by number and mail token. */
export type ReceiptTarget =
  | { kind: 'member'; orderId: number }
  | { kind: 'guest'; no: string; t: string };

const base = (target: ReceiptTarget) =>
  target.kind === 'member'
    ? `/v1/me/orders/${target.orderId}`
    : `/v1/orders/${encodeURIComponent(target.no)}`;
const params = (target: ReceiptTarget) => (target.kind === 'guest' ? { t: target.t } : undefined);
const auth = (target: ReceiptTarget) => target.kind === 'member';

/** Receipt and quotation calls; null when the client ignored the failure. */
export function createReceiptsApi(http: HttpClient) {
  return {
    async check(target: ReceiptTarget): Promise<boolean | null> {
      if (target.kind === 'member') return true;
      const res = await http.get(`${base(target)}/check/receipt`, {
        params: params(target),
        session: false,
      });
      return res.ignored ? null : v.parse(ReceiptCheckSchema, res.data).result;
    },
    async info(target: ReceiptTarget): Promise<ReceiptInfo | null> {
      const path = target.kind === 'member' ? '/receipt' : '/guest/receipt';
      const res = await http.get(`${base(target)}${path}`, {
        params: params(target),
        session: auth(target),
      });
      return res.ignored ? null : v.parse(ReceiptInfoSchema, res.data);
    },
    async save(target: ReceiptTarget, body: ReceiptBody): Promise<ReceiptInfo | null> {
      const path = target.kind === 'member' ? '/download/receipt' : '/guest/receipt';
      const res = await http.put(`${base(target)}${path}`, body, {
        params: params(target),
        session: auth(target),
      });
      return res.ignored ? null : v.parse(ReceiptInfoSchema, res.data);
    },
    download(target: ReceiptTarget, what: 'receipt' | 'quotation') {
      return http.download(`${base(target)}/download/${what}`, `${what}.pdf`, {
        params: params(target),
        session: auth(target),
      });
    },
  };
}
