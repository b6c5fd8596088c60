/**
 * Where a path without its trailing slash moves: a relative `Location` built from the path and
 * query alone. The request's Host (and scheme) never appear, so a shared cache or a proxy that
 * passes Host through cannot be taught to send shoppers elsewhere, and https stays https.
 */
export function trailingSlashLocation(url: URL): string {
  // A leading `//` or `/\` would read as another host (protocol-relative): one slash only.
  const path = url.pathname.replace(/^[/\\]+/, '/');
  return `${path.endsWith('/') ? path : `${path}/`}${url.search}`;
}

/** The 301 to the same page with its trailing slash (see trailingSlashLocation). */
export function trailingSlashRedirect(url: URL): Response {
  return new Response(null, { status: 301, headers: { Location: trailingSlashLocation(url) } });
}
