import { atom } from 'nanostores';
import { failureText } from '../shared/failure.model';
import { ApiFailure, onSignedOut, setCsrfToken } from '../shared/http';
import type { FieldErrors } from '../shared/http.model';
import { navigate } from '../shared/router.store';
import { SHARED_MESSAGES as SHARED } from '../shared/shared.messages';
import {
  deleteSession,
  fetchSession,
  postSignIn,
  postTotp,
  postTotpConfirm,
  postTotpEnrolment,
} from './session.api';
import { SESSION_MESSAGES as M } from './session.messages';
import { needsTotp, normaliseCode, type SessionAnswer, type Staff } from './session.model';

/** Where sign-in stands: checking, signed out, waiting for the TOTP code, or signed in. */
export type SessionStatus = 'loading' | 'signed-out' | 'totp' | 'signed-in';

/** The session as every screen reads it. */
export const $session = atom<{ status: SessionStatus; staff: Staff | null; notice: string | null }>(
  { status: 'loading', staff: null, notice: null },
);

/** The sign-in and TOTP forms' state: busy, a message, and errors per field. */
export const $signInForm = atom<{ busy: boolean; error: string | null; fieldErrors: FieldErrors }>({
  busy: false,
  error: null,
  fieldErrors: {},
});

/** The TOTP enrolment: the secret to show, and the form's state. */
export const $enrolment = atom<{
  secret: string | null;
  otpauthUrl: string | null;
  busy: boolean;
  error: string | null;
  done: boolean;
}>({ secret: null, otpauthUrl: null, busy: false, error: null, done: false });

function signedIn(answer: SessionAnswer): void {
  setCsrfToken(answer.csrf_token);
  $session.set({ status: 'signed-in', staff: answer.staff, notice: null });
}

function signedOut(notice: string | null): void {
  setCsrfToken('');
  $session.set({ status: 'signed-out', staff: null, notice });
  $enrolment.set({ secret: null, otpauthUrl: null, busy: false, error: null, done: false });
}

// Any call answering 401 means the session lapsed (or was ended elsewhere): back to sign-in.
onSignedOut(() => {
  if ($session.get().status === 'signed-in') signedOut(SHARED.signedOut);
});

/** Reads the session once at start: signed in, or the sign-in screen. */
export async function loadSession(): Promise<void> {
  try {
    signedIn(await fetchSession());
  } catch (error) {
    const notice = error instanceof ApiFailure && error.status === 401 ? null : failureText(error);
    signedOut(notice);
  }
}

/** First step: checks the fields, then asks the API; a TOTP user goes on to the code. */
export async function signIn(email: string, password: string): Promise<void> {
  const fieldErrors: FieldErrors = {};
  if (!email.trim()) fieldErrors.email = [M.emailRequired];
  if (!password) fieldErrors.password = [M.passwordRequired];
  if (Object.keys(fieldErrors).length > 0) {
    $signInForm.set({ busy: false, error: null, fieldErrors });
    return;
  }
  $signInForm.set({ busy: true, error: null, fieldErrors: {} });
  try {
    const answer = await postSignIn(email.trim(), password);
    $signInForm.set({ busy: false, error: null, fieldErrors: {} });
    if (needsTotp(answer)) $session.set({ status: 'totp', staff: null, notice: null });
    else signedIn(answer);
  } catch (error) {
    $signInForm.set({ busy: false, ...signInFailure(error, M.wrongCredentials) });
  }
}

function signInFailure(error: unknown, wrong: string) {
  if (error instanceof ApiFailure && error.status === 401)
    return { error: error.body.message ?? wrong, fieldErrors: {} };
  if (error instanceof ApiFailure && error.status === 422)
    return { error: error.body.message ?? wrong, fieldErrors: error.fieldErrors };
  return { error: failureText(error), fieldErrors: {} };
}

/** Second step: the six-digit code (full-width digits accepted). */
export async function submitTotp(typed: string): Promise<void> {
  const code = normaliseCode(typed);
  if (!code) {
    $signInForm.set({ busy: false, error: null, fieldErrors: { code: [M.codeInvalid] } });
    return;
  }
  $signInForm.set({ busy: true, error: null, fieldErrors: {} });
  try {
    signedIn(await postTotp(code));
    $signInForm.set({ busy: false, error: null, fieldErrors: {} });
  } catch (error) {
    $signInForm.set({ busy: false, ...signInFailure(error, M.codeWrong) });
  }
}

/** Leaves the TOTP step for the first one. */
export function backToSignIn(): void {
  $signInForm.set({ busy: false, error: null, fieldErrors: {} });
  signedOut(null);
}

/**
 * Signs out and shows the sign-in screen. The next person starts at ホーム, not on the screen the
 * last one left open (which their role may not open); a lapsed session keeps its screen instead.
 */
export async function signOut(): Promise<void> {
  try {
    await deleteSession();
  } finally {
    signedOut(M.signedOut);
    navigate({ name: 'home' });
  }
}

/** Asks for a new secret and shows it with its QR code. */
export async function startEnrolment(): Promise<void> {
  $enrolment.set({ ...$enrolment.get(), busy: true, error: null });
  try {
    const { secret, otpauth_url } = await postTotpEnrolment();
    $enrolment.set({ secret, otpauthUrl: otpauth_url, busy: false, error: null, done: false });
  } catch (error) {
    $enrolment.set({ ...$enrolment.get(), busy: false, error: failureText(error) });
  }
}

/** Confirms the enrolment with a code, then reads the session again (no longer must enrol). */
export async function confirmEnrolment(typed: string): Promise<void> {
  const code = normaliseCode(typed);
  if (!code) {
    $enrolment.set({ ...$enrolment.get(), error: M.codeInvalid });
    return;
  }
  $enrolment.set({ ...$enrolment.get(), busy: true, error: null });
  try {
    await postTotpConfirm(code);
    signedIn(await fetchSession());
    $enrolment.set({ secret: null, otpauthUrl: null, busy: false, error: null, done: true });
  } catch (error) {
    const wrong = error instanceof ApiFailure && error.status === 422;
    $enrolment.set({
      ...$enrolment.get(),
      busy: false,
      error: wrong ? (error.body.message ?? M.codeWrong) : failureText(error),
    });
  }
}
