/** The e2e server's ADMIN_TOKEN (serve.ts sets it), for journeys that play the shop's side. */
export const E2E_ADMIN_TOKEN = 'e2e-admin-token-for-journeys-only';
