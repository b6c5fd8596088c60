import type { Database } from '../../../db/client';
import type { Env } from '../../../env';
import { missingSbpaymentCredentials } from './payment-sbpayment';
import { memberEmailExists } from './payment-setup.queries';

/** Card providers the shop can run with. */
export type PaymentProviderName = 'sandbox' | 'sbpayment';

/** The card provider chosen at start-up; `testMode` means card payments are simulated. */
export type PaymentSetup = { provider: PaymentProviderName; testMode: boolean };

/** The sandbox provider: test payments, no real charge. */
export const SANDBOX_SETUP: PaymentSetup = { provider: 'sandbox', testMode: true };

/** A demo-data member; its presence marks a database seeded with the demo shop. */
export const DEMO_MARKER_EMAIL = 'taro@example.jp';

/** Why the server refuses to start with the configured card provider. */
export class PaymentSetupError extends Error {
  override name = 'PaymentSetupError';
}

/** Whether the database holds the demo data `npm start` seeds into an empty database. */
export async function holdsDemoData(database: Database): Promise<boolean> {
  return memberEmailExists(database.db, DEMO_MARKER_EMAIL);
}

/** Refuses production mode (NODE_ENV=production) without a real card provider; checked before the database opens. */
export function assertProductionPayments(e: Env): void {
  if (e.NODE_ENV !== 'production' || e.PAYMENT_PROVIDER === 'sbpayment') return;
  throw new PaymentSetupError(
    `NODE_ENV=production needs a real card provider, but PAYMENT_PROVIDER is ${e.PAYMENT_PROVIDER ?? 'not set'}: set PAYMENT_PROVIDER=sbpayment with SBPAYMENT_MERCHANT_ID, SBPAYMENT_SERVICE_ID and SBPAYMENT_HASH_KEY (the sandbox only simulates payments).`,
  );
}

/**
 * The card provider to run with: PAYMENT_PROVIDER when set, else the sandbox only over the demo
 * data. Production (NODE_ENV=production) needs a real provider; a real provider needs its credentials.
 */
export function choosePaymentSetup(e: Env, demoData: boolean): PaymentSetup {
  assertProductionPayments(e);
  const provider = e.PAYMENT_PROVIDER ?? (demoData ? 'sandbox' : undefined);
  if (!provider) {
    throw new PaymentSetupError(
      'PAYMENT_PROVIDER is not set and the database does not hold the demo data: set PAYMENT_PROVIDER=sbpayment (real payments) or PAYMENT_PROVIDER=sandbox (test payments, nothing is charged).',
    );
  }
  const missing = provider === 'sbpayment' ? missingSbpaymentCredentials(e) : [];
  if (missing.length) {
    throw new PaymentSetupError(`PAYMENT_PROVIDER=sbpayment needs ${missing.join(', ')}.`);
  }
  return { provider, testMode: provider === 'sandbox' };
}
