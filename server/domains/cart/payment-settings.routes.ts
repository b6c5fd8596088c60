import { Hono } from 'hono';
import type { PaymentProviderSettings } from '../../../src/lib/payment/payment.schema';
import type { AppEnv } from '../../http/types';
import type { PaymentSetup } from '../../services/payment-setup';

/** The public view of the card provider setup (no credentials). */
export function toPaymentProviderSettings(setup?: PaymentSetup): PaymentProviderSettings {
  return { provider: setup?.provider ?? null, test_mode: setup?.testMode ?? false };
}

/** `GET /v1/settings/payment-provider`: lets the static storefront show the テスト決済 notice. */
export function paymentSettingsRoutes(setup?: PaymentSetup) {
  const settings = toPaymentProviderSettings(setup);
  return new Hono<AppEnv>().get('/settings/payment-provider', (c) => c.json(settings));
}
