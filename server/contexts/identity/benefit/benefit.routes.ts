import { Hono } from 'hono';
import {
  MyVoucherSchema,
  VoucherLoginBodySchema,
} from '../../../../contract/benefit/benefit.schema';
import { LoginResponseSchema } from '../../../../contract/session/session.schema';
import { type MemberEnv, requireMember } from '../../../http/auth';
import { limitForm } from '../../../http/rate-limit';
import type { AppEnv } from '../../../http/types';
import { validate } from '../../../http/validate';
import { describeOperation } from '../../../openapi/describe-operation';
import { findUser, startSession } from '../auth/index';
import { voucherLogin } from './benefit.commands';
import { toVoucher } from './benefit.model';
import { latestVoucherOf } from './benefit.queries';

/** Voucher numbers are the credential: few tries per client (IP) in ten minutes. */
const VOUCHER_LOGIN_LIMIT = { name: 'benefit-login', limit: 20, windowMs: 10 * 60 * 1000 };

const voucherLoginRoutes = new Hono<AppEnv>().post(
  '/benefit/login',
  describeOperation({
    summary: '株主優待券（株主番号と優待番号）でログイン（初回は会員登録）',
    tag: 'benefit',
    body: VoucherLoginBodySchema,
    response: LoginResponseSchema,
    errors: [401, 422, 429],
  }),
  limitForm(VOUCHER_LOGIN_LIMIT),
  validate('json', VoucherLoginBodySchema),
  async (c) => {
    const { db } = c.get('database');
    const login = await voucherLogin(db, c.get('channel'), c.req.valid('json'), new Date());
    const user = await findUser(db, login.userId);
    if (!user) throw new Error('voucher member vanished');
    // The voucher opens the benefit shop only, and only while it is usable (see http/auth).
    return c.json(await startSession(c, user, { kind: 'voucher', voucherId: login.voucherId }));
  },
);

const myVoucherRoutes = new Hono<MemberEnv>().get(
  '/me/benefit-voucher',
  describeOperation({
    summary: 'ログイン中の会員の株主優待券（優待ポイントの残り・有効期限）',
    tag: 'benefit',
    response: MyVoucherSchema,
    errors: [401],
  }),
  requireMember,
  async (c) => {
    const row = await latestVoucherOf(c.get('database').db, c.get('userId'), c.get('channel').id);
    return c.json({ voucher: row ? toVoucher(row) : null });
  },
);

/** The shareholder-benefit shop: login (and first registration) with a voucher, the member's voucher. */
export const benefitRoutes = new Hono<AppEnv>()
  .route('/', voucherLoginRoutes)
  .route('/', myVoucherRoutes);
