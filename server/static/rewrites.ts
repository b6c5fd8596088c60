import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** One rewrite: a request path pattern (`:name` matches one segment, `:name?` may be absent) and the shell page it is served by. */
export interface RewriteRule {
  source: string;
  destination: string;
}

/** Private dynamic routes and their shell pages, used when the build emitted no `_rewrites.json`. */
export const BUILT_IN_REWRITES: readonly RewriteRule[] = [
  { source: '/mypage/address/:key/edit/', destination: '/mypage/address/_/edit/' },
  { source: '/mypage/memorial/:key/edit/', destination: '/mypage/memorial/_/edit/' },
  { source: '/mypage/inquiry_history/:key/', destination: '/mypage/inquiry_history/_/' },
  { source: '/mypage/list/:key/', destination: '/mypage/list/_/' },
  { source: '/mypage/message-center/:key/', destination: '/mypage/message-center/_/' },
  { source: '/mypage/order_history/:key/', destination: '/mypage/order_history/_/' },
  { source: '/social-gift/:key?/shipping/', destination: '/social-gift/_/shipping/' },
  { source: '/social-gift/:key?/delivery/', destination: '/social-gift/_/delivery/' },
  { source: '/social-gift/:key?/confirm/', destination: '/social-gift/_/confirm/' },
  { source: '/social-gift/:key?/complete/', destination: '/social-gift/_/complete/' },
];

const splitPath = (path: string): string[] => path.split('/').filter((s) => s !== '');

/** Whether `path` matches `pattern` segment by segment. */
function matches(pattern: string[], path: string[]): boolean {
  const [head, ...rest] = pattern;
  if (head === undefined) return path.length === 0;
  if (head.startsWith(':') && head.endsWith('?')) {
    return (path.length > 0 && matches(rest, path.slice(1))) || matches(rest, path);
  }
  if (path.length === 0) return false;
  if (!head.startsWith(':') && head !== path[0]) return false;
  return matches(rest, path.slice(1));
}

/**
 * The shell pages that may serve `path`, best first.
 * @example findRewrites(BUILT_IN_REWRITES, '/mypage/list/3/') // ['/mypage/list/_/']
 */
export function findRewrites(rules: readonly RewriteRule[], path: string): string[] {
  const segments = splitPath(path);
  return rules
    .filter((rule) => matches(splitPath(rule.source), segments))
    .map((r) => r.destination);
}

const isRuleList = (value: unknown): value is RewriteRule[] =>
  Array.isArray(value) &&
  value.every(
    (r) =>
      typeof r === 'object' &&
      r !== null &&
      typeof (r as RewriteRule).source === 'string' &&
      typeof (r as RewriteRule).destination === 'string',
  );

/** Rules from `<root>/_rewrites.json` when the build emitted one, then the built-in table. */
export async function loadRewrites(root: string): Promise<readonly RewriteRule[]> {
  try {
    const parsed: unknown = JSON.parse(await readFile(join(root, '_rewrites.json'), 'utf8'));
    const rules = Array.isArray(parsed) ? parsed : (parsed as { rewrites?: unknown })?.rewrites;
    if (isRuleList(rules)) return [...rules, ...BUILT_IN_REWRITES];
  } catch {
    // No table in this build: fall back to the built-in one.
  }
  return BUILT_IN_REWRITES;
}

/** Rewrite rules derived from the shell pages in a build: every `_` folder stands for one `:key` segment. */
export function rulesFromShellPages(htmlFiles: readonly string[]): RewriteRule[] {
  return htmlFiles
    .filter((file) => file.endsWith('/index.html') && splitPath(file).includes('_'))
    .map((file) => {
      const destination = file.slice(0, -'index.html'.length);
      const source = destination
        .split('/')
        .map((s) => (s === '_' ? ':key' : s))
        .join('/');
      return { source, destination };
    })
    .sort((a, b) => a.source.localeCompare(b.source));
}
