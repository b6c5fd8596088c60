import { Hono } from 'hono';
import type { AppEnv } from '../../http/types';
import type { PaymentSetup } from './payment-setup';
import { toPaymentProviderSettings } from './payments.model';

/** `GET /v1/settings/payment-provider`: lets the static storefront show the テスト決済 notice. */
export function paymentSettingsRoutes(setup?: PaymentSetup) {
  const settings = toPaymentProviderSettings(setup);
  return new Hono<AppEnv>().get('/settings/payment-provider', (c) => c.json(settings));
}
