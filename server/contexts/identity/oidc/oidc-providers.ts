/** One OpenID Connect provider the shop accepts. */
export type OidcProvider = {
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Only for local test providers over http. */
  allowInsecure?: boolean;
};

/**
 * Providers from the environment: `OIDC_<NAME>_ISSUER`, `OIDC_<NAME>_CLIENT_ID` and
 * `OIDC_<NAME>_CLIENT_SECRET` (the name is used lower-cased in `/v1/auth/{name}/…`).
 */
export function providersFromEnv(source: Record<string, string | undefined>): OidcProvider[] {
  const out: OidcProvider[] = [];
  for (const [key, issuer] of Object.entries(source)) {
    const match = /^OIDC_([A-Z0-9]+)_ISSUER$/.exec(key);
    if (!match || !issuer) continue;
    const prefix = `OIDC_${match[1]}`;
    const clientId = source[`${prefix}_CLIENT_ID`];
    if (!clientId) continue;
    out.push({
      name: (match[1] ?? '').toLowerCase(),
      issuer,
      clientId,
      clientSecret: source[`${prefix}_CLIENT_SECRET`] ?? '',
      allowInsecure: issuer.startsWith('http://127.0.0.1') || issuer.startsWith('http://localhost'),
    });
  }
  return out;
}

/** The provider called `name` among `providers`, or undefined. */
export function findProvider(
  providers: readonly OidcProvider[],
  name: string,
): OidcProvider | undefined {
  return providers.find((p) => p.name === name);
}
