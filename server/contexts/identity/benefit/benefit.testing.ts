import { eq } from 'drizzle-orm';
import { benefitVouchers, users } from '../../../db/schema/index';
import { hashPassword } from '../../../services/password';
import type { TestApi } from '../../../testing/api';
import { req } from '../../catalogue/catalog/catalog.testing';

const PASSWORD = 'Kabunushi-pass-2026';

/**
 * A password login (the step-up a voucher session lacks) of the shareholder a voucher
 * registered: the test gives the member a known password first.
 */
export async function shareholderPasswordToken(api: TestApi, voucherNo: string): Promise<string> {
  const { db } = api.database;
  const [voucher] = await db
    .select({ userId: benefitVouchers.userId })
    .from(benefitVouchers)
    .where(eq(benefitVouchers.voucherNo, voucherNo));
  const [user] = await db
    .update(users)
    .set({ passwordHash: await hashPassword(PASSWORD) })
    .where(eq(users.id, voucher?.userId ?? 0))
    .returning({ email: users.email });
  const res = await req<{ access_token: string }>(api.app, 'POST', '/v1/auth/login', {
    body: { login_id: user?.email, password: PASSWORD },
    channel: 'benefit',
  });
  if (res.status !== 200) throw new Error(`shareholder login: ${res.status} ${res.text}`);
  return res.body.access_token;
}
