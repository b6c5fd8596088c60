import * as v from 'valibot';
import {
  MyVoucherSchema,
  type Voucher,
  type VoucherLoginBody,
} from '../../../contract/benefit/benefit.schema';
import { type LoginResponse, LoginResponseSchema } from '../../../contract/session/session.schema';
import { http } from '../shared/http';
import type { HttpClient } from '../shared/http/http-client';

/** Shareholder-benefit calls; null when the client ignored the failure. */
export function createBenefitApi(client: HttpClient) {
  return {
    /** Logs in (first time: registers) with the numbers printed on a voucher. */
    async login(body: VoucherLoginBody): Promise<LoginResponse | null> {
      const res = await client.post('/v1/benefit/login', body, { session: false });
      return res.ignored ? null : v.parse(LoginResponseSchema, res.data);
    },
    /** The logged-in member's voucher, or null. */
    async myVoucher(): Promise<Voucher | null> {
      const res = await client.get('/v1/me/benefit-voucher');
      return res.ignored ? null : v.parse(MyVoucherSchema, res.data).voucher;
    },
  };
}

/** The benefit calls over the shared client. */
export const benefitApi = createBenefitApi(http);
