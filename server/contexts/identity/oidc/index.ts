/** Social login over OpenID Connect (`/v1/auth/providers`, `/v1/auth/{provider}/*`). */
export { oidcRoutes } from './oidc.routes';
export type { OidcProvider } from './oidc-providers';
