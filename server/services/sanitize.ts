import sanitizeHtml from 'sanitize-html';

/** Hosts whose absolute links count as the shop's own (made relative so they stay in the app). */
const OWN_HOSTS = new Set(
  [process.env.PUBLIC_SITE_URL, 'http://localhost:4321']
    .filter((u): u is string => Boolean(u))
    .map((u) => {
      try {
        return new URL(u).host;
      } catch {
        return '';
      }
    })
    .filter(Boolean),
);

/** A shop link made relative, or an external link opened safely in a new tab. */
export function rewriteLink(href: string, ownHosts: ReadonlySet<string> = OWN_HOSTS) {
  const trimmed = href.trim();
  if (!/^https?:\/\//i.test(trimmed)) return { href: trimmed, external: false };
  try {
    const url = new URL(trimmed);
    if (ownHosts.has(url.host))
      return { href: `${url.pathname}${url.search}${url.hash}`, external: false };
  } catch {
    return { href: '#', external: false };
  }
  return { href: trimmed, external: true };
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'h5',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'mark',
    'sup',
    'sub',
    'span',
    'div',
    'blockquote',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    '*': ['class'],
  },
  allowedClasses: { '*': ['note', 'caution', 'lead', 'center', 'right'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => {
      const { href, external } = rewriteLink(attribs.href ?? '');
      const next: Record<string, string> = { ...attribs, href };
      if (external) Object.assign(next, { target: '_blank', rel: 'noopener noreferrer' });
      else {
        delete next.target;
        delete next.rel;
      }
      return { tagName, attribs: next };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { loading: 'lazy', ...attribs } }),
  },
};

/**
 * Rich HTML from editors reduced to an allowlist; shop links become relative, others open safely.
 * @example sanitizeRichHtml('<p onclick="x()">a<script>b</script></p>') // '<p>a</p>'
 */
export function sanitizeRichHtml(html: string): string {
  const known = sanitized.get(html);
  if (known !== undefined) return known;
  const clean = sanitizeHtml(html, OPTIONS);
  // A plain Map kept in insertion order is enough for a bounded memo of a pure function: when
  // full, the oldest entry goes (a product list or a build reads the same texts again and again).
  if (sanitized.size >= SANITIZED_MAX) sanitized.delete(sanitized.keys().next().value as string);
  sanitized.set(html, clean);
  return clean;
}

/** Rich texts remembered with their clean form (every product's detail is read on each list). */
const SANITIZED_MAX = 20_000;
const sanitized = new Map<string, string>();
