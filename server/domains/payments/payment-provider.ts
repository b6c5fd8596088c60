import type { Db, Tx } from '../../db/client';
import { env } from '../../env';
import { setCardStatusLookup } from '../cart/index';
import type { CardPayment, PaymentProvider } from './payment-card.model';
import { sbpaymentCredentials, sbpaymentProvider } from './payment-sbpayment';
import type { PaymentSetup } from './payment-setup';
import * as sandbox from './sandbox.commands';

export type { CardPayment, PaymentProvider, SavedCardInfo } from './payment-card.model';

const fromSandbox = (i: sandbox.SandboxIntent | null): CardPayment | null =>
  i && {
    id: i.id,
    status: i.status,
    amount: i.amount,
    brand: i.brand,
    last4: i.last4,
    actionUrl: i.status === 'requires_action' ? `/sandbox-pay/challenge/${i.id}` : null,
  };

/** The sandbox provider served under /sandbox-pay/, keeping its state in `db`. */
export function sandboxProvider(db: Db | Tx): PaymentProvider {
  return {
    authorize: async (token, amount, returnUrl) =>
      fromSandbox(await sandbox.authorize(db, token, amount, returnUrl)),
    authorizeSaved: async (reference, amount, display, returnUrl) =>
      fromSandbox(await sandbox.authorizeSaved(db, reference, amount, display, returnUrl)),
    retrieve: async (id) => fromSandbox(await sandbox.retrieve(db, id)),
    describeToken: (token) => sandbox.describeToken(db, token),
    capture: async (id) => fromSandbox(await sandbox.capture(db, id)),
    cancel: async (id) => fromSandbox(await sandbox.cancel(db, id)),
  };
}

let active: ((db: Db | Tx) => PaymentProvider) | null = null;

/** Makes the provider chosen at start-up the one checkout uses. */
export function configurePaymentProvider(setup: PaymentSetup): void {
  setCardStatusLookup((db, intentId) => paymentProvider(db).retrieve(intentId));
  if (setup.provider === 'sandbox') active = sandboxProvider;
  else {
    const provider = sbpaymentProvider(sbpaymentCredentials(env));
    active = () => provider;
  }
}

/** The provider checkout uses, working inside the caller's connection or transaction. */
export function paymentProvider(db: Db | Tx): PaymentProvider {
  if (!active) throw new Error('No card provider is configured (createApp without `payments`).');
  return active(db);
}
