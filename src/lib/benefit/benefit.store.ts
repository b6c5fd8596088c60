import { atom } from 'nanostores';
import * as v from 'valibot';
import { AUTH_MESSAGES } from '../../../contract/auth/auth.messages';
import { type Voucher, VoucherLoginBodySchema } from '../../../contract/benefit/benefit.schema';
import { applyLogin } from '../session/session.store';
import { ApiRequestError } from '../shared/http';
import { benefitApi } from './benefit.api';

/** What a voucher login came to: done, or field errors and a message to show. */
export type VoucherLoginResult =
  | { kind: 'done' }
  | { kind: 'error'; message: string | null; errors: Record<string, string[]> };

/** True while a voucher login is in flight. */
export const $voucherBusy = atom(false);

/** The logged-in member's voucher (undefined until loaded, null without one). */
export const $voucher = atom<Voucher | null | undefined>(undefined);

/** Checks the numbers, then logs in with them; the session starts on success. */
export async function loginWithVoucher(input: {
  shareholder_no: string;
  voucher_no: string;
}): Promise<VoucherLoginResult> {
  const parsed = v.safeParse(VoucherLoginBodySchema, input);
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const [field, messages] of Object.entries(v.flatten(parsed.issues).nested ?? {})) {
      if (messages) errors[field] = messages;
    }
    return { kind: 'error', message: null, errors };
  }
  $voucherBusy.set(true);
  try {
    const res = await benefitApi.login(parsed.output);
    if (!res) return { kind: 'error', message: AUTH_MESSAGES.networkError, errors: {} };
    applyLogin(res);
    return { kind: 'done' };
  } catch (error) {
    if (!(error instanceof ApiRequestError)) {
      return { kind: 'error', message: AUTH_MESSAGES.networkError, errors: {} };
    }
    return { kind: 'error', message: error.message, errors: error.errors };
  } finally {
    $voucherBusy.set(false);
  }
}

/** Loads the member's voucher into `$voucher`. */
export async function loadVoucher(): Promise<void> {
  $voucher.set(await benefitApi.myVoucher().catch(() => null));
}
