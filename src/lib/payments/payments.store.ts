import { atom } from 'nanostores';
import type { PaymentProviderSettings } from '../../../contract/payments/payments.schema';
import { http } from '../shared/http';
import { createPaymentApi } from './payments.api';

const api = createPaymentApi(http);

/** The server's card provider setup; null until loaded. */
export const $paymentProvider = atom<PaymentProviderSettings | null>(null);

/** Loads the card provider setup once (the payment screens show テスト決済 while it simulates). */
export async function loadPaymentProvider(): Promise<void> {
  if ($paymentProvider.get()) return;
  $paymentProvider.set(await api.providerSettings());
}
