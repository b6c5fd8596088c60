import { Hono } from 'hono';
import { PaymentProviderSettingsSchema } from '../../../../contract/payments/payments.schema';
import type { AppEnv } from '../../../http/types';
import { describeOperation } from '../../../openapi/describe-operation';
import type { PaymentSetup } from './payment-setup';
import { toPaymentProviderSettings } from './payments.model';

/** `GET /v1/settings/payment-provider`: lets the static storefront show the テスト決済 notice. */
export function paymentSettingsRoutes(setup?: PaymentSetup) {
  const settings = toPaymentProviderSettings(setup);
  return new Hono<AppEnv>().get(
    '/settings/payment-provider',
    describeOperation({
      tag: 'payment',
      summary: 'カード決済のプロバイダーとテスト決済モード',
      response: PaymentProviderSettingsSchema,
      errors: [],
    }),
    (c) => c.json(settings),
  );
}
