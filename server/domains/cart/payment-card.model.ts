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
  /** Cancels (voids or refunds) a payment that is not final; null when it cannot be. */
  cancel(id: string): Promise<CardPayment | null>;
}
