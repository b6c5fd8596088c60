/**
 * Reads the spec's call lists (§7 of storefront-spec.md) into data: every call with its method,
 * path and the field names the spec writes beside it. The contract test
 * (`server/openapi/spec-contract.test.ts`) checks the app and the storefront against the file this
 * writes, so CI needs no copy of the spec.
 *
 *   npx tsx scripts/spec-calls.ts [path/to/storefront-spec.md]
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** One call of the spec: where it is listed, what it is and the names the spec gives it. */
export type SpecCall = {
  group: string;
  method: string;
  path: string;
  /** Parameter, body, header or reply field names written beside the call. */
  fields: string[];
  /** The spec's words beside the call, as written. */
  notes?: string;
};

/** The file the contract test reads. */
export const SPEC_CALLS_FILE = 'server/openapi/spec-calls.json';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
const METHOD_PREFIX =
  /^((?:GET|POST|PUT|PATCH|DELETE)(?:(?:\/| and )(?:GET|POST|PUT|PATCH|DELETE))*)\s+/;

/**
 * The spec's words beside calls that describe rather than name a field. Single words only: a phrase
 * of several words is prose anyway.
 */
const PROSE = new Set([
  'bearer',
  'credentials',
  'params',
  'registration',
  'blob',
  'paged',
  'input',
  'multipart',
]);

/**
 * Where the spec's shorthand has more than one reading, the one we take (REST: DELETE and PUT on a
 * collection address one of its items).
 */
const READINGS: Record<string, string> = {
  'DELETE /v1/me/timeseries': 'DELETE /v1/me/timeseries/{id}',
};

/** Splits on `separators` outside parentheses. */
export function splitTop(text: string, separators: RegExp): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (ch === '(') depth++;
    if (ch === ')') depth--;
    const rest = text.slice(i);
    const match = depth === 0 ? separators.exec(rest) : null;
    if (match && match.index === 0) {
      parts.push(current);
      current = '';
      i += match[0].length - 1;
      continue;
    }
    current += ch;
  }
  parts.push(current);
  return parts.map((p) => p.trim()).filter(Boolean);
}

/** The field names in the words beside a call (`a, b=1; c or d; maybe e; f for PUT`). */
export function fieldsOf(notes: string, method?: string): string[] {
  const out: string[] = [];
  for (const raw of notes.split(/[,;]/)) {
    const only = /\s+for (GET|POST|PUT|PATCH|DELETE)$/.exec(raw.trim());
    if (only && method && only[1] !== method) continue;
    const part = raw
      .trim()
      .replace(/^(?:maybe|returns|multipart)\s+/, '')
      .replace(/\s+for (?:GET|POST|PUT|PATCH|DELETE)$/, '');
    const named = part.includes('=') ? (part.split('=')[0] as string) : part;
    for (const word of named.split(/\s+or\s+/)) {
      const name = word.trim();
      if (/^[A-Za-z_][A-Za-z0-9_-]*$/.test(name) && !PROSE.has(name)) out.push(name);
    }
  }
  return out;
}

/** The path a continuation (`/x`, `x` or a full path) names after `first`. */
function continuationPath(first: string, next: string): string {
  if (next.startsWith('/v1/') || next.startsWith('/takimoto/')) return next;
  const tail = next.replace(/^\//, '');
  const segments = first.split('/');
  const last = segments.at(-1) ?? '';
  const appends = next.startsWith('/') && (/^\{[^}]+\}$/.test(last) || /^\{[^}]+\}$/.test(tail));
  return appends ? `${first}/${tail}` : [...segments.slice(0, -1), tail].join('/');
}

/** A path with its query written inline (`/v1/messages?per=all`) split into path and field names. */
function splitQuery(path: string): { path: string; fields: string[] } {
  const [bare, query] = path.split('?');
  return { path: bare as string, fields: query ? fieldsOf(query.replace(/&/g, ',')) : [] };
}

/** The calls of one list item such as `GET /v1/products/{key}, /recommend, /accessories`. */
function callsOfItem(group: string, item: string, inherited: string): SpecCall[] {
  const prefix = METHOD_PREFIX.exec(item);
  const methodText = prefix?.[1] ?? inherited;
  const methods = methodText.split(/\/| and /);
  const body = prefix ? item.slice(prefix[0].length) : item;
  const calls: SpecCall[] = [];
  let first = '';
  for (const piece of splitTop(body, /^(?:,\s*| and )/)) {
    const noteMatch = /^(\S+)\s*(?:\((.*)\))?$/.exec(piece);
    if (!noteMatch) continue;
    const [, where = '', notes] = noteMatch;
    const { path: named, fields: queryFields } = splitQuery(where);
    const path = first ? continuationPath(first, named) : named;
    if (!first) first = path;
    // `(+/{id}, PUT)`: the same calls on one item, and the methods named there on the item only.
    const extraItem = notes?.includes('+/{id}') ?? false;
    const extraMethods = extraItem
      ? (notes?.match(/\b(?:GET|POST|PUT|PATCH|DELETE)\b/g) ?? [])
      : [];
    const noteText = extraItem ? '' : notes;
    for (const method of methods) {
      const fields = [...queryFields, ...fieldsOf(noteText ?? '', method)];
      const itemOnly = extraItem && (method === 'DELETE' || method === 'PUT');
      const target = itemOnly ? `${path}/{id}` : path;
      calls.push({ group, method, path: target, fields, ...(notes ? { notes } : {}) });
      if (extraItem && method === 'GET')
        calls.push({ group, method, path: `${path}/{id}`, fields });
    }
    for (const method of extraMethods.filter((m) => !methods.includes(m))) {
      calls.push({ group, method, path: `${path}/{id}`, fields: queryFields });
    }
  }
  return calls;
}

/** Every call §7 of the spec lists, in the spec's order, one entry per method and path. */
export function parseSpecCalls(markdown: string): SpecCall[] {
  const section = markdown.split(/^## 7\. /m)[1]?.split(/^## /m)[0] ?? '';
  const calls: SpecCall[] = [];
  for (const line of section.split('\n')) {
    const heading = /^\*\*([^*]+)\*\*(?:\s*\([^)]*\))?:\s*(.*)$/.exec(line);
    if (!heading) continue;
    const [, group = '', list = ''] = heading;
    let method = 'GET';
    const items = /^(?:;\s*|\.\s+|,\s*(?=(?:GET|POST|PUT|PATCH|DELETE)[\s/]))/;
    for (const item of splitTop(list.replace(/\.\s*$/, ''), items)) {
      const found = callsOfItem(group, item, method);
      method =
        METHOD_PREFIX.exec(item)?.[1]
          ?.split(/\/| and /)
          .at(-1) ?? method;
      calls.push(...found);
    }
  }
  const seen = new Set<string>();
  return calls
    .map((call) => {
      const read = READINGS[`${call.method} ${call.path}`];
      return read ? { ...call, path: read.split(' ')[1] as string } : call;
    })
    .filter((call) => {
      const key = `${call.method} ${call.path}`;
      if (seen.has(key) || !METHODS.includes(call.method)) return false;
      seen.add(key);
      return true;
    });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const source = process.argv[2] ?? '../shared/spec/storefront-spec.md';
  const calls = parseSpecCalls(readFileSync(source, 'utf8'));
  writeFileSync(
    SPEC_CALLS_FILE,
    `${JSON.stringify({ source: 'storefront-spec.md §7', calls }, null, 2)}\n`,
  );
  execFileSync('npx', ['biome', 'format', '--write', SPEC_CALLS_FILE]);
  console.log(`${SPEC_CALLS_FILE}: ${calls.length} calls`);
}
