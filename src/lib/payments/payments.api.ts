import * as v from 'valibot';
import {
  type PaymentProviderSettings,
  PaymentProviderSettingsSchema,
} from '../../../contract/payments/payments.schema';
import type { HttpClient } from '../shared/http/http-client';

/** Card-provider calls over an HTTP client; answers are checked against the contract. */
export function createPaymentApi(http: HttpClient) {
  return {
    /** The card provider the server runs with, and whether its payments are simulated. */
    providerSettings: async (): Promise<PaymentProviderSettings | null> => {
      const res = await http.get('/v1/settings/payment-provider', { session: false });
      return res.ignored ? null : v.parse(PaymentProviderSettingsSchema, res.data);
    },
  };
}
