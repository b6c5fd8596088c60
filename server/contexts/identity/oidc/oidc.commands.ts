import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import * as client from 'openid-client';
import type { Db } from '../../../db/client';
import { log } from '../../../log';
import { hashPassword } from '../../../services/password';
import { AUTH_MESSAGES, publicLink, type UserRow } from '../auth/index';
import {
  claimPending,
  findPending,
  insertMember,
  linkedMember,
  linkIdentity,
  memberWithEmail,
  savePending,
} from './oidc.queries';
import type { OidcProvider } from './oidc-providers';

const configs = new Map<string, Promise<client.Configuration>>();

function configFor(p: OidcProvider): Promise<client.Configuration> {
  let config = configs.get(p.name);
  if (!config) {
    const options = p.allowInsecure ? { execute: [client.allowInsecureRequests] } : undefined;
    config = client.discovery(new URL(p.issuer), p.clientId, p.clientSecret, undefined, options);
    config.catch(() => configs.delete(p.name));
    configs.set(p.name, config);
  }
  return config;
}

/** Forgets discovered configurations (tests start a fresh provider). */
export function resetOidcCache(): void {
  configs.clear();
}

const PENDING_MS = 10 * 60 * 1000;

/**
 * The storefront page the provider sends the shopper back to. It carries no query (the
 * redirect URI must match exactly); the provider name travels as the state's prefix.
 */
export function redirectUri(): string {
  return publicLink('/oauth/callback/');
}

const digest = (value: string) => createHash('sha256').update(value).digest('hex');

/** A fresh browser-binding value (128 bits) for the cookie that ties a callback to its browser. */
export function newBinding(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * Builds the provider's authorization URL with PKCE, state and nonce (kept 10 minutes). The state
 * only completes in the browser holding `binding`, so nobody can log a victim into their account
 * by sending them a callback link (login CSRF).
 */
export async function authorizationUrl(db: Db, p: OidcProvider, binding: string): Promise<string> {
  const config = await configFor(p);
  const verifier = client.randomPKCECodeVerifier();
  const state = `${p.name}.${client.randomState()}`;
  const nonce = client.randomNonce();
  const now = new Date();
  // Kept in the database so the callback may reach any API process.
  await savePending(
    db,
    {
      stateHash: digest(state),
      provider: p.name,
      verifier,
      nonce,
      bindingHash: digest(binding),
      expiresAt: new Date(now.getTime() + PENDING_MS),
    },
    now,
  );
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri(),
    scope: 'openid email profile',
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return url.toString();
}

/**
 * The verified ID-token claims of a callback; null when state, code or token is wrong or the
 * callback comes from another browser than the one that started the login.
 */
export async function completeCallback(
  db: Db,
  p: OidcProvider,
  query: Record<string, string>,
  binding: string,
) {
  const stateHash = digest(query.state ?? '');
  const found = await findPending(db, stateHash);
  if (!found || found.provider !== p.name || found.expiresAt < new Date()) return null;
  const same = timingSafeEqual(Buffer.from(found.bindingHash), Buffer.from(digest(binding)));
  if (!same) return null;
  // Deleting is the claim: of two callbacks with one state (two processes), one goes on.
  const entry = await claimPending(db, stateHash);
  if (!entry) return null;
  const current = new URL(redirectUri());
  for (const [key, value] of Object.entries(query)) {
    if (key !== 'provider') current.searchParams.set(key, value);
  }
  try {
    const config = await configFor(p);
    const tokens = await client.authorizationCodeGrant(
      config,
      current,
      {
        pkceCodeVerifier: entry.verifier,
        expectedState: query.state,
        expectedNonce: entry.nonce,
      },
      { redirect_uri: redirectUri() },
    );
    const idClaims = tokens.claims();
    if (!idClaims) return null;
    // Profile and email claims usually come from the UserInfo endpoint, checked against `sub`.
    const info = await client.fetchUserInfo(config, tokens.access_token, idClaims.sub);
    return { ...info, ...idClaims };
  } catch (error) {
    log.error('[oidc] callback failed:', (error as Error).message);
    return null;
  }
}

type Claims = Record<string, unknown> & { sub: string };

async function createFromClaims(db: Db, claims: Claims, email: string): Promise<UserRow> {
  return insertMember(db, {
    code: `S${Date.now().toString(36).toUpperCase()}${randomBytes(3).toString('hex').toUpperCase()}`,
    email,
    // Social members have no usable password until they set one with the reminder.
    passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
    lastName: String(claims.family_name ?? claims.name ?? AUTH_MESSAGES.customer),
    firstName: String(claims.given_name ?? ''),
    emailVerifiedAt: new Date(),
  });
}

/**
 * The member for a provider identity: a linked one, else the member with the same verified
 * email (then linked), else a new member. Unverified emails never link to an existing account.
 */
export async function memberForClaims(db: Db, provider: string, claims: Claims) {
  const linked = await linkedMember(db, provider, claims.sub);
  if (linked) return linked;
  const email = typeof claims.email === 'string' ? claims.email.toLowerCase() : null;
  if (!email || claims.email_verified !== true) return null;
  const existing = await memberWithEmail(db, email);
  const user = existing ?? (await createFromClaims(db, claims, email));
  await linkIdentity(db, user.id, provider, claims.sub);
  return user;
}
