/** What a response must never show: a stack frame, SQL or the server's own file paths. */
const LEAKS: [string, RegExp][] = [
  ['stack trace', /\bat [^\n]*\.(ts|js|mjs):\d+/],
  ['stack trace', /\n\s+at [\w.<>]+ \(/],
  ['SQL', /\bselect\s[^<>\n]{0,200}\sfrom\s/i],
  ['SQL', /\binsert\s+into\b/i],
  ['SQL', /\bsyntax error\b/i],
  ['SQL', /\bpg_[a-z]/i],
  ['SQL', /\bdrizzle/i],
  ['internal path', /(\/work\/|node_modules|\/server\/(routes|services|http|db)\/)/],
];

/** The kind of internal detail a response body leaks, or null when it shows none. */
export function leaksInternals(text: string): string | null {
  for (const [kind, pattern] of LEAKS) if (pattern.test(text)) return kind;
  return null;
}
