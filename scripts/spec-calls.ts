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

/** The names the spec writes beside a call: what the client sends, and what the reply carries. */
export type SpecFields = {
  /** Parameter or body field names (the client sends them). */
  request: string[];
  /** Reply field or reply header names. */
  reply: string[];
};

/** One call of the spec: where it is listed, what it is and the names the spec gives it. */
export type SpecCall = SpecFields & {
  group: string;
  method: string;
  path: string;
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
 * Names the spec writes beside a call without saying they are the reply's, read as reply fields
 * because the spec says so elsewhere (§3, §4) or the call has nothing to send them in.
 */
const REPLY_READINGS = new Set([
  // §7 "(url)": the provider's address the browser goes to.
  'GET /v1/auth/{provider}/redirect url',
  // §4 "Unlock: success flag from result".
  'GET /v1/auth/unlock/{token} result',
  // §4 "check (enables reset, picks the question)".
  'POST /v1/reminder/check question_ct',
  // §7 "params; data, user_order_total_payment": the params are the query, the rest the list.
  'GET /v1/me/orders data',
  'GET /v1/me/orders user_order_total_payment',
  // §3 "Form layout": the definition a form is drawn from.
  'GET /v1/pages/front/layout/{matter} form',
  'GET /v1/pages/front/layout/{matter} dataFormDefault',
  'GET /v1/pages/front/layout/{matter} options',
  'GET /v1/pages/front/layout/{matter} prefix',
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

/** A word the spec writes that names a field (`is_show`, `x-limit`), not prose. */
const isFieldName = (name: string) => /^[A-Za-z_][A-Za-z0-9_-]*$/.test(name) && !PROSE.has(name);

/** The field name a phrase of the spec names: `area list`, `provider query`, `per default 15`, `single variant adds max_page_size`. */
function nameOfPhrase(phrase: string): string[] {
  const described = /^(\S+) (?:list|query|default \S+)$/.exec(phrase);
  if (described) return [described[1] as string];
  const last = phrase.split(/\s+/).at(-1) ?? '';
  return phrase.includes(' ') && !last.includes('_') ? [] : [last];
}

/**
 * The field names in the words beside a call (`a, b=1; c or d; maybe e; returns f, g; may return a
 * popup; h for PUT`), each the request's or the reply's: `returns`, `maybe` and `may return` start
 * reply names up to the next `;`, an `x-` name is a reply header, the rest are sent by the client.
 */
export function fieldsOf(notes: string, method?: string): SpecFields {
  const out: SpecFields = { request: [], reply: [] };
  for (const clause of notes.split(';')) {
    let replying = false;
    for (const raw of clause.split(',')) {
      const only = /\s+for (GET|POST|PUT|PATCH|DELETE)$/.exec(raw.trim());
      if (only && method && only[1] !== method) continue;
      const lead = /^(?:returns|maybe|may return(?: an?)?)\s+/.exec(raw.trim());
      if (lead) replying = true;
      const part = raw
        .trim()
        .replace(/^(?:returns|maybe|may return(?: an?)?|multipart)\s+/, '')
        .replace(/\s+for (?:GET|POST|PUT|PATCH|DELETE)$/, '');
      const named = part.includes('=') ? (part.split('=')[0] as string) : part;
      for (const word of named.split(/\s+or\s+/).flatMap((w) => nameOfPhrase(w.trim()))) {
        if (!isFieldName(word)) continue;
        (replying || word.startsWith('x-') ? out.reply : out.request).push(word);
      }
    }
  }
  return out;
}

/** Moves the names `REPLY_READINGS` reads as the reply's to the reply. */
function readReplies(method: string, path: string, fields: SpecFields): SpecFields {
  const isReply = (f: string) => REPLY_READINGS.has(`${method} ${path} ${f}`);
  return {
    request: fields.request.filter((f) => !isReply(f)),
    reply: [...fields.reply, ...fields.request.filter(isReply)],
  };
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
function splitQuery(path: string): { path: string; query: string[] } {
  const [bare, query] = path.split('?');
  return { path: bare as string, query: query ? fieldsOf(query.replace(/&/g, ',')).request : [] };
}

/**
 * The pieces of a list item's body, each path with the notes that belong to it: notes after the
 * last path joined by `and` (`attach and /detach (table='products', ids)`) belong to each of them.
 */
function piecesOf(body: string): { where: string; notes?: string }[] {
  return splitTop(body, /^,\s*/).flatMap((group) => {
    const joined = splitTop(group, /^ and /).map((piece) => {
      const match = /^(\S+)\s*(?:\((.*)\))?$/.exec(piece);
      return match ? { where: match[1] as string, notes: match[2] } : null;
    });
    const shared = joined.at(-1)?.notes;
    return joined.flatMap((p) => (p ? [{ where: p.where, notes: p.notes ?? shared }] : []));
  });
}

/** The calls of one list item such as `GET /v1/products/{key}, /recommend, /accessories`. */
function callsOfItem(group: string, item: string, inherited: string): SpecCall[] {
  const prefix = METHOD_PREFIX.exec(item);
  const methodText = prefix?.[1] ?? inherited;
  const methods = methodText.split(/\/| and /);
  const body = prefix ? item.slice(prefix[0].length) : item;
  const calls: SpecCall[] = [];
  let first = '';
  for (const { where, notes } of piecesOf(body)) {
    const { path: named, query } = splitQuery(where);
    const path = first ? continuationPath(first, named) : named;
    if (!first) first = path;
    // `(+/{id}, PUT)`: the same calls on one item, and the methods named there on the item only.
    const extraItem = notes?.includes('+/{id}') ?? false;
    const extraMethods = extraItem
      ? (notes?.match(/\b(?:GET|POST|PUT|PATCH|DELETE)\b/g) ?? [])
      : [];
    const noteText = extraItem ? '' : notes;
    const withNotes = notes ? { notes } : {};
    for (const method of methods) {
      const itemOnly = extraItem && (method === 'DELETE' || method === 'PUT');
      const target = itemOnly ? `${path}/{id}` : path;
      const named = fieldsOf(noteText ?? '', method);
      const fields = readReplies(method, target, {
        ...named,
        request: [...query, ...named.request],
      });
      calls.push({ group, method, path: target, ...fields, ...withNotes });
      if (extraItem && method === 'GET')
        calls.push({ group, method, path: `${path}/{id}`, ...fields });
    }
    for (const method of extraMethods.filter((m) => !methods.includes(m))) {
      calls.push({ group, method, path: `${path}/{id}`, request: query, reply: [] });
    }
  }
  return calls;
}

/** What a group's heading says of every call in it: `**Cart** (token in body)`. */
function groupBodyFields(note: string | undefined): string[] {
  const inBody = /^(\w+) in body$/.exec(note ?? '');
  return inBody ? [inBody[1] as string] : [];
}

/**
 * Adds the group's body fields to a call on the group's own paths (`/v1/carts/…`; not the card
 * provider's callback listed beside them) that sends a body and does not name them in its path.
 */
function withGroupFields(call: SpecCall, fields: string[]): SpecCall {
  const own = call.path.startsWith(`/v1/${call.group.toLowerCase()}s/`);
  const extra = fields.filter(
    (f) => own && ['POST', 'PUT', 'PATCH'].includes(call.method) && !call.path.includes(`{${f}}`),
  );
  return extra.length ? { ...call, request: [...new Set([...extra, ...call.request])] } : call;
}

/** Every call §7 of the spec lists, in the spec's order, one entry per method and path. */
export function parseSpecCalls(markdown: string): SpecCall[] {
  const section = markdown.split(/^## 7\. /m)[1]?.split(/^## /m)[0] ?? '';
  const calls: SpecCall[] = [];
  for (const line of section.split('\n')) {
    const heading = /^\*\*([^*]+)\*\*(?:\s*\(([^)]*)\))?:\s*(.*)$/.exec(line);
    if (!heading) continue;
    const [, group = '', groupNote, list = ''] = heading;
    const groupFields = groupBodyFields(groupNote);
    let method = 'GET';
    const items = /^(?:;\s*|\.\s+|,\s*(?=(?:GET|POST|PUT|PATCH|DELETE)[\s/]))/;
    for (const item of splitTop(list.replace(/\.\s*$/, ''), items)) {
      const found = callsOfItem(group, item, method).map((c) => withGroupFields(c, groupFields));
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
