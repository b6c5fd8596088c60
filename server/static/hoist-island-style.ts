// Astro writes this rule just before a page's first island, often inside a <li> or <div>, where
// <style> is not allowed; in <head> it is valid and applies the same (its CSP hash is unchanged).
const ISLAND_STYLE = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';

/**
 * Moves Astro's island style rule from the body into the head; other pages come back unchanged.
 * The build applies it to each page as it renders (astro-build.ts).
 */
export function hoistIslandStyle(html: string): string {
  const at = html.indexOf(ISLAND_STYLE);
  const head = html.indexOf('</head>');
  if (at < 0 || head < 0 || at < head) return html;
  const without = html.slice(0, at) + html.slice(at + ISLAND_STYLE.length);
  return without.slice(0, head) + ISLAND_STYLE + without.slice(head);
}
