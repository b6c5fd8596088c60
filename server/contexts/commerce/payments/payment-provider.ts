import type { Db, Tx } from '../../../db/client';
import { env } from '../../../env';
import type { CardPayment, CardProvider, PaymentProvider } from '../../../services/card-provider';
import { sbpaymentCredentials, sbpaymentProvider } from './payment-sbpayment';
import type { PaymentSetup } from './payment-setup';
import * as sandbox from './sandbox.commands';

export type {
  CardPayment,
  CardProvider,
  PaymentProvider,
  SavedCardInfo,
} from '../../../services/card-provider';

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

/** The provider `setup` chooses: the sandbox on the caller's database, or SBPayment. */
export function createCardProvider(setup: PaymentSetup): CardProvider {
  if (setup.provider === 'sandbox') return sandboxProvider;
  const provider = sbpaymentProvider(sbpaymentCredentials(env));
  return () => provider;
}

/** The provider of an app started without card payments: any call to it fails. */
export const NO_CARD_PROVIDER: CardProvider = () => {
  throw new Error('No card provider is configured (createApp without `payments`).');
};
