import { env } from '../env';
import { googleVerifier } from '../services/recaptcha';
import type { RequestSettings } from './types';

/**
 * The settings of this process from its environment: RECAPTCHA_SECRET_KEY, PASSWORD_MAX_AGE_DAYS,
 * MAIL_ERROR_LIMIT and SBPAYMENT_CALLBACK_SECRET.
 */
export function settingsFromEnv(): RequestSettings {
  return {
    botVerifier: env.RECAPTCHA_SECRET_KEY ? googleVerifier(env.RECAPTCHA_SECRET_KEY) : undefined,
    sessionPolicy: {
      passwordMaxAgeDays: env.PASSWORD_MAX_AGE_DAYS,
      mailErrorLimit: env.MAIL_ERROR_LIMIT,
    },
    paymentCallbackSecret: env.SBPAYMENT_CALLBACK_SECRET,
  };
}
