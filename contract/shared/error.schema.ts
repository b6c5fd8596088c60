import * as v from 'valibot';

// Marked pure so that the browser bundle, which takes only ERROR_CODES from here (the HTTP client
// reads error bodies without valibot), drops the schema and valibot with it from every page.
/** Every `/v1` error body: a stable code, a Japanese message and optional per-field messages. */
export const ApiErrorSchema = /* @__PURE__ */ v.object({
  code: /* @__PURE__ */ v.string(),
  message: /* @__PURE__ */ v.string(),
  errors: /* @__PURE__ */ v.optional(
    /* @__PURE__ */ v.record(
      /* @__PURE__ */ v.string(),
      /* @__PURE__ */ v.array(/* @__PURE__ */ v.string()),
    ),
  ),
});
export type ApiError = v.InferOutput<typeof ApiErrorSchema>;

/** Error codes shared by the server and the storefront's HTTP client (spec §8). */
export const ERROR_CODES = {
  channelNotExist: 'channel.not_exist',
  notFound: 'common.not_found',
  validation: 'common.validation',
  badJson: 'common.bad_json',
  badInput: 'common.bad_input',
  payloadTooLarge: 'common.payload_too_large',
  valueOutOfRange: 'common.value_out_of_range',
  unauthorized: 'auth.unauthorized',
  maintenance: 'common.maintenance',
  internal: 'common.internal',
  unavailable: 'common.unavailable',
  rateLimited: 'common.rate_limited',
  botCheckFailed: 'common.bot_check_failed',
  productNotFound: 'cart.update_products.product_not_found',
  catalogProductNotFound: 'product.not_found',
  notSale: 'cart.update_products.not_sale',
  outOfStock: 'cart.update_products.out_of_stock',
  cartExpired: 'cart.common.is_expired',
  cartNotFound: 'cart.common.not_found',
  cartLineNotFound: 'cart.update_products.line_not_found',
  invalidCredentials: 'auth.invalid_credentials',
  accountLocked: 'auth.locked',
  passwordLoginRequired: 'auth.password_login_required',
  refreshInvalid: 'auth.refresh_invalid',
  verifyCodeInvalid: 'auth.verify_code_invalid',
  tokenInvalid: 'auth.token_invalid',
  securityAnswerInvalid: 'auth.security_answer_invalid',
  currentPasswordInvalid: 'account.current_password_invalid',
  usernameTaken: 'account.username_taken',
  postalCodeNotFound: 'postal_code.not_found',
  socialLoginFailed: 'auth.social_failed',
  paymentCallbackUnavailable: 'payment.callback_unavailable',
  paymentCallbackRejected: 'payment.callback_rejected',
  paymentProviderUnavailable: 'payment.provider_unavailable',
  addressNotData: 'cart_detail.set_user_address.not_data',
  addressLimit: 'user_address.limit_exceeded',
  addressOwnUndeletable: 'user_address.own_undeletable',
  addressImportInvalid: 'user_address.import_invalid',
  cardLimit: 'user_card.limit_exceeded',
  cardTokenInvalid: 'user_card.token_invalid',
  forbidden: 'auth.forbidden',
  csrfInvalid: 'auth.csrf_invalid',
  totpEnrolmentRequired: 'staff.totp_enrolment_required',
  totpInvalid: 'staff.totp_invalid',
  lastOwner: 'staff.last_owner',
  versionConflict: 'common.version_conflict',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/**
 * The codes the storefront's browser code compares, written out again so that its bundle carries
 * these strings instead of the whole map above (a const object goes whole into every page's
 * JS); `satisfies` keeps each one equal to its entry in ERROR_CODES.
 */
export const BROWSER_ERROR_CODES = {
  notFound: 'common.not_found',
  internal: 'common.internal',
  unavailable: 'common.unavailable',
  channelNotExist: 'channel.not_exist',
  passwordLoginRequired: 'auth.password_login_required',
  cartNotFound: 'cart.common.not_found',
  cartExpired: 'cart.common.is_expired',
  addressNotData: 'cart_detail.set_user_address.not_data',
  notSale: 'cart.update_products.not_sale',
} as const satisfies Partial<typeof ERROR_CODES>;
