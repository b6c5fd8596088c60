import * as v from 'valibot';
import { type LoginResponse, LoginResponseSchema } from '../session/session.schema';
import { http } from '../shared/http';
import type { HttpClient } from '../shared/http/http-client';
import { MyVoucherSchema, type Voucher, type VoucherLoginBody } from './benefit.schema';

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
