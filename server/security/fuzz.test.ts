import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { loginAs } from '../contexts/identity/auth/auth.testing';
import { seededApi } from '../testing/api';
import {
  bodyArb,
  edgeBodies,
  fillPath,
  hostileString,
  loadOperations,
  type OpenApiDoc,
  type Operation,
  pathParamNames,
  queryValueArb,
} from './openapi-cases';
import { leaksInternals } from './response-leaks';

const SEED = 20261124;
/** Cases per operation: half as a guest, half as a member; bounded so the file stays near a minute. */
const RUNS = 30;
/**
 * Operations that end the member's session or account; they run last so the others keep their
 * member. A refresh with the member's bearer rotates it (and a second one revokes the login).
 */
const ENDS_SESSION = new Set([
  'post /v1/auth/refresh',
  'post /v1/auth/logout',
  'delete /v1/me/user',
  'put /v1/me/password',
]);

const api = await seededApi();
const { doc, operations } = await loadOperations(api.app);
const member = await loginAs(api.app, 'hanako', 'Hanako-pass-2026');
const counts = { operations: 0, cases: 0, findings: 0 };
afterAll(async () => {
  console.log(
    `fuzz: ${counts.operations} operations probed, ${counts.cases} cases generated, ${counts.findings} findings`,
  );
  await api.drop();
});

type Case = {
  path: Record<string, string>;
  encodePath: boolean;
  query: [string, string][];
  body: unknown;
  asMember: boolean;
  contentType: string;
};

function caseArb(docRef: OpenApiDoc, op: Operation): fc.Arbitrary<Case> {
  const names = pathParamNames(op.path);
  const documented = op.params.filter((p) => p.in === 'query');
  const query = fc.tuple(
    ...documented.map((p) =>
      fc.option(
        queryValueArb(docRef, p).map((v): [string, string] => [p.name, v]),
        { nil: undefined },
      ),
    ),
    fc.option(fc.tuple(fc.string({ maxLength: 8 }), hostileString), { nil: undefined }),
  );
  return fc.record({
    path: fc
      .tuple(...names.map(() => hostileString))
      .map((values) => Object.fromEntries(names.map((n, i) => [n, values[i] ?? '']))),
    encodePath: fc.boolean(),
    query: query.map((pairs) => pairs.filter((p): p is [string, string] => !!p)),
    body: op.method === 'get' ? fc.constant(undefined) : bodyArb(docRef, op.body),
    asMember: fc.boolean(),
    contentType: fc.constantFrom(
      'application/json',
      'application/json',
      'text/plain',
      'Application/JSON',
    ),
  });
}

function url(op: Operation, c: Case): string {
  const path = fillPath(op.path, c.path, c.encodePath).replace(/[?#]/g, encodeURIComponent);
  const search = new URLSearchParams(c.query).toString();
  return search ? `${path}?${search}` : path;
}

async function probe(op: Operation, c: Case) {
  const headers: Record<string, string> = {};
  if (c.asMember) headers.Authorization = `Bearer ${member.token}`;
  let body: string | undefined;
  if (c.body !== undefined) {
    headers['Content-Type'] = c.contentType;
    body = JSON.stringify(c.body);
  }
  const target = url(op, c);
  let res: Response;
  try {
    res = await api.app.request(target, { method: op.method.toUpperCase(), headers, body });
  } catch (error) {
    // A URL the runtime refuses to build is the client's problem, never the server's.
    if (error instanceof TypeError) return null;
    throw error;
  }
  const text = await res.text();
  const leak = leaksInternals(text);
  if (!failed(res.status, text) && !leak) return null;
  return {
    url: target,
    status: res.status,
    leak,
    body: c.body,
    member: c.asMember,
    text: text.slice(0, 300),
  };
}

/** A 5xx is a finding, except a 503 that names why the service is off (e.g. an unconfigured callback). */
function failed(status: number, text: string): boolean {
  if (status === 503) return !/"code":"[a-z_.]+"/.test(text) || text.includes('common.internal');
  return status >= 500;
}

/** A fixed seed per operation, so operations do not all get the same sequence of cases. */
function seedOf(name: string): number {
  let hash = SEED;
  for (const ch of name) hash = (Math.imul(hash, 31) + ch.charCodeAt(0)) | 0;
  return hash;
}

const key = (op: Operation) => `${op.method} ${op.path}`;
const ordered = [
  ...operations.filter((op) => !ENDS_SESSION.has(key(op))),
  ...operations.filter((op) => ENDS_SESSION.has(key(op))),
];

describe('every documented operation survives generated paths, queries and bodies', () => {
  it.each(ordered.map((op) => [key(op), op] as const))('%s', async (_name, op) => {
    const seed = seedOf(key(op));
    const cases = fc.sample(caseArb(doc, op), { seed, numRuns: RUNS });
    for (const [i, body] of edgeBodies(doc, op.body, seed).entries()) {
      const [base] = fc.sample(caseArb(doc, op), { seed: seed + i, numRuns: 1 });
      if (base)
        cases.push({ ...base, body, contentType: 'application/json', asMember: i % 2 === 0 });
    }
    const findings = [];
    for (const c of cases) {
      const finding = await probe(op, c);
      if (finding) findings.push(finding);
    }
    counts.operations += 1;
    counts.cases += cases.length;
    counts.findings += findings.length;
    expect(findings).toEqual([]);
  });
});
