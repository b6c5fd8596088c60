import { PAYMENT_MESSAGES as M } from '../../../../contract/payments/payments.messages';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import type { Env } from '../../../env';
import { ApiException } from '../../../http/errors';
import type { PaymentProvider } from '../../../services/card-provider';

/** What the shop needs to talk to SB Payment Service. */
export type SbpaymentCredentials = { merchantId: string; serviceId: string; hashKey: string };

const REQUIRED = ['SBPAYMENT_MERCHANT_ID', 'SBPAYMENT_SERVICE_ID', 'SBPAYMENT_HASH_KEY'] as const;

/** Names of the SB Payment Service variables that are not set. */
export function missingSbpaymentCredentials(e: Env): string[] {
  return REQUIRED.filter((name) => !e[name]);
}

/** The SB Payment Service credentials (check `missingSbpaymentCredentials` first). */
export function sbpaymentCredentials(e: Env): SbpaymentCredentials {
  return {
    merchantId: e.SBPAYMENT_MERCHANT_ID ?? '',
    serviceId: e.SBPAYMENT_SERVICE_ID ?? '',
    hashKey: e.SBPAYMENT_HASH_KEY ?? '',
  };
}

/**
 * The SB Payment Service adapter. This reference ships the seam only (credentials checked at
 * start-up, the PaymentProvider contract); each call answers as a provider that is down (502
 * `payment.provider_unavailable`, shown on the payment step) until the provider's API client is
 * written here, so nothing is ever simulated as a real charge. Never 503: that means maintenance.
 */
export function sbpaymentProvider(_credentials: SbpaymentCredentials): PaymentProvider {
  const unavailable = async (): Promise<never> => {
    throw new ApiException(
      502,
      ERROR_CODES.paymentProviderUnavailable,
      { card_token: [M.providerUnavailable] },
      M.providerUnavailable,
    );
  };
  return {
    authorize: unavailable,
    authorizeSaved: unavailable,
    retrieve: unavailable,
    describeToken: unavailable,
    capture: unavailable,
    cancel: unavailable,
  };
}
