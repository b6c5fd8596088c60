import type { Db, Tx } from '../db/client';

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

/** A tokenised card as the provider describes it: the reference to keep and display data (YYYYMM expiry). */
export type SavedCardInfo = {
  reference: string;
  brand: string;
  last4: string;
  expiration: string;
  /** The provider's key paired with the token, when it issues one (spec §3 `token_key`). */
  tokenKey?: string;
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
  /** What a fresh token stands for, to keep it as a member's saved card; null for an unknown token. */
  describeToken(token: string): Promise<SavedCardInfo | null>;
  capture(id: string): Promise<CardPayment | null>;
  /** Cancels (voids or refunds) a payment that is not final; null when it cannot be. */
  cancel(id: string): Promise<CardPayment | null>;
}

/**
 * The card provider chosen at start-up, opened on the caller's connection or transaction (the
 * sandbox keeps its state in the shop's database). `createApp` puts it on every request.
 */
export type CardProvider = (db: Db | Tx) => PaymentProvider;
