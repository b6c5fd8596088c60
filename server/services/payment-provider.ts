import * as sandbox from '../routes/sandbox-pay/sandbox.store';

/** A card payment as the shop sees it at its provider. */
export type CardPayment = {
  id: string;
  status: 'succeeded' | 'requires_action' | 'declined' | 'captured' | 'canceled';
  amount: number;
  brand: string;
  last4: string;
  /** Where the shopper completes 3-D Secure, when `requires_action`. */
  actionUrl: string | null;
};

/** What checkout needs from a card provider; card data never passes through the shop. */
export interface PaymentProvider {
  authorize(token: string, amount: number, returnUrl: string): Promise<CardPayment | null>;
  /** Authorises on a saved card reference (a member's card kept by the provider). */
  authorizeSaved(
    reference: string,
    amount: number,
    display: { brand: string; last4: string },
    returnUrl: string,
  ): Promise<CardPayment | null>;
  retrieve(id: string): Promise<CardPayment | null>;
  capture(id: string): Promise<CardPayment | null>;
}

const fromSandbox = (i: sandbox.SandboxIntent | null): CardPayment | null =>
  i && {
    id: i.id,
    status: i.status,
    amount: i.amount,
    brand: i.brand,
    last4: i.last4,
    actionUrl: i.status === 'requires_action' ? `/sandbox-pay/challenge/${i.id}` : null,
  };

/** The default provider: the sandbox served under /sandbox-pay/. */
export const sandboxProvider: PaymentProvider = {
  authorize: async (token, amount, returnUrl) =>
    fromSandbox(sandbox.authorize(token, amount, returnUrl)),
  authorizeSaved: async (reference, amount, display, returnUrl) =>
    fromSandbox(sandbox.authorizeSaved(reference, amount, display, returnUrl)),
  retrieve: async (id) => fromSandbox(sandbox.retrieve(id)),
  capture: async (id) => fromSandbox(sandbox.capture(id)),
};

/** The provider checkout uses. */
export const paymentProvider: PaymentProvider = sandboxProvider;
