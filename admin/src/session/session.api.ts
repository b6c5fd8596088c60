import { call } from '../shared/http';
import type { SessionAnswer, SignInAnswer } from './session.model';

/** The current session; 401 (signed out) throws without the signed-out handler. */
export async function fetchSession(): Promise<SessionAnswer> {
  return (await call<SessionAnswer>('GET', '/v1/admin/session', undefined, { quiet401: true }))
    .data;
}

/** First sign-in step: email and password. */
export async function postSignIn(email: string, password: string): Promise<SignInAnswer> {
  return (
    await call<SignInAnswer>('POST', '/v1/admin/session', { email, password }, { quiet401: true })
  ).data;
}

/** Second sign-in step: the TOTP code. */
export async function postTotp(code: string): Promise<SessionAnswer> {
  return (await call<SessionAnswer>('POST', '/v1/admin/session/totp', { code }, { quiet401: true }))
    .data;
}

/** Signs out. */
export async function deleteSession(): Promise<void> {
  await call('DELETE', '/v1/admin/session', undefined, { quiet401: true });
}

/** A new TOTP secret for the signed-in staff member. */
export async function postTotpEnrolment(): Promise<{ secret: string; otpauth_url: string }> {
  return (await call<{ secret: string; otpauth_url: string }>('POST', '/v1/admin/me/totp')).data;
}

/** Confirms the enrolment with a code from the app. */
export async function postTotpConfirm(code: string): Promise<void> {
  await call('POST', '/v1/admin/me/totp/confirm', { code });
}
