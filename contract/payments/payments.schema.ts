import * as v from 'valibot';

/** `GET /v1/settings/payment-provider`: the card provider and whether card payments are simulated. */
export const PaymentProviderSettingsSchema = v.object({
  provider: v.nullable(v.picklist(['sandbox', 'sbpayment'])),
  test_mode: v.boolean(),
});
/** The card provider settings the storefront reads at runtime. */
export type PaymentProviderSettings = v.InferOutput<typeof PaymentProviderSettingsSchema>;
