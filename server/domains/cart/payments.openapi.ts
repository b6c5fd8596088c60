import { PaymentProviderSettingsSchema } from '../../../src/lib/payment/payment.schema';
import type { RouteDoc } from '../../openapi/route-doc';

/** OpenAPI entries of the card provider settings. */
export const paymentSettingsDocs: RouteDoc[] = [
  {
    tag: 'payment',
    method: 'get',
    path: '/v1/settings/payment-provider',
    summary: 'カード決済のプロバイダーとテスト決済モード',
    response: PaymentProviderSettingsSchema,
    errors: [],
  },
];
