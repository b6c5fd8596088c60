import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SpecCall } from '../../scripts/spec-calls';
import type { SpecEntity } from '../../scripts/spec-entities';
import { call, seededApi, type TestApi } from '../testing/api';
import { clientCalls, pathShape, unsentFields, writesSpecPath } from './client-calls.testing';
import { entityFieldGaps, listedEntityFields, schemaFieldNames } from './schema-names.testing';
import {
  addedOperations,
  type ContractDoc,
  callGaps,
  listedCalls,
  unlisted,
} from './spec-compare.testing';

/**
 * The spec's calls (§7) against the API and the storefront, method, path, request fields and reply
 * fields apart: every call is in `/v1/openapi.json` with its method, written by the storefront's
 * client code (`src/lib`) with the spec's method and path, every request field the spec writes
 * beside it is a parameter or body field of the operation, every reply field a reply field or
 * header, and every field the operation requires is one the spec names. Every operation the spec
 * does not list is in "Calls we add". What we keep different on purpose is listed below with why,
 * and in docs/spec-differences.md (the comparison itself: `spec-compare.testing.ts`).
 * `server/openapi/spec-calls.json` is made from the spec by `npx tsx scripts/spec-calls.ts`.
 */
const SPEC_CALLS: SpecCall[] = JSON.parse(
  readFileSync(new URL('./spec-calls.json', import.meta.url), 'utf8'),
).calls;

/** Spec calls the API does not describe in `/v1/openapi.json`, and why. */
const NOT_SERVED: Record<string, string> = {};

/** Spec calls no storefront client code makes, and why. */
const NOT_CALLED: Record<string, string> = {
  'GET /v1/users/dummy':
    'served; the registration form starts from the defaults the build reads with the form layout',
  'GET /v1/layouts/{page}':
    'served; a build reads every page layout in one call (GET /v1/layouts), each item the same answer',
  'GET /v1/banners/{id}/download':
    'served; banners are images the build writes into the page, nothing offers them as a file',
  'GET /v1/carts/{token}':
    'served; the storefront loads and reloads the cart with POST /v1/carts/init (the same cart)',
  'PATCH /v1/me/user-lists/detach':
    'served; the storefront removes a product from the list it is shown in (/{key}/detach)',
  'GET /v1/settings/payment-service/{code}':
    'served; the payment step takes the provider settings from /v1/settings/payment-provider',
  'GET /v1/ecommerce_events/{id}':
    'served; the spec does not say what a screen does with it (details not shown)',
  'GET /v1/me/bookmarks/{id}':
    'served; the bookmark list (GET /v1/me/bookmarks) already carries every field a screen shows',
  'POST /v1/sbpayment/receive/fraud-detection':
    'the card provider calls it on the server; no browser does',
};

/** Request fields the spec names that the storefront does not send, and why. */
const NOT_SENT: Record<string, string> = {
  'PUT /v1/orders/{no}/guest/receipt receiptInfo': 'a flat body {name, proviso}',
  'GET /v1/collections/{alias} max_page_size':
    'only for a single-variant collection, which no screen shows',
  'GET /v1/banners is_show': 'the API answers shown banners only',
  'PATCH /v1/carts/shippings/reset is_removing_address':
    'accepted and ignored: the reset always forgets the addresses',
  'PATCH /v1/carts/products/delete ids': '“key or ids”: the storefront names the line by key',
  'GET /v1/shipping-leadtime/carts/{token} choiceMode':
    'the spec does not say what it chooses; the lead time answers every date and slot',
};

/** Field names the spec writes beside a call that the operation names otherwise, and why. */
const FIELD_DIFFERENCES: Record<string, string> = {
  'GET /v1/me/user-addresses x-limit':
    'a reply header (sent; the document does not describe reply headers)',
  'GET /v1/me/user-cards x-limit':
    'a reply header (sent; the document does not describe reply headers)',
  'POST /v1/me/user-addresses/import file':
    'a multipart form field; the document describes JSON bodies only',
  'PUT /v1/orders/{no}/guest/receipt receiptInfo':
    'a flat body {name, proviso}: the spec does not show receiptInfo’s fields',
  'GET /v1/pages/front/layout/{matter} form':
    'the reply’s fields are data, dataDefault, options, prefix and constant as §3 “Form layout” names them',
  'GET /v1/pages/front/layout/{matter} dataFormDefault':
    'the reply’s fields are data, dataDefault, options, prefix and constant as §3 “Form layout” names them',
  'DELETE /v1/me/timeseries/{id} purpose':
    'purpose picks the list and the new entry; a DELETE names one entry by its id',
  'GET /v1/shipping-leadtime/carts/{token} keys':
    'read from the query (the shipment whose prefecture sets the lead time) but not described',
  'GET /v1/shipping-leadtime/carts/{token} choiceMode':
    'the spec does not say what it chooses; the lead time answers every date and slot',
  'GET /v1/banners is_show':
    'not a parameter: the API answers shown banners only, so the storefront does not send it',
  'DELETE /v1/me/user current_password':
    'required: a stolen or left-open session must not be enough to erase an account',
  'POST /v1/carts/{token}/decision total_payment':
    'required: the total the shopper saw, so a price that changed meanwhile stops the order',
  'POST /v1/carts/{token}/decision payment_id':
    'required: the payment method the shopper chose, checked against the cart’s',
};

/**
 * Required body fields of calls the spec lists without their body (a name and no fields): a
 * client learns them from `/v1/openapi.json` and the spec's entities (§3). Listed so that a
 * required field added to one of them, or to a call whose body the spec does name, fails here.
 */
const BODIES_LEFT_OPEN: Record<string, string[]> = {
  'POST /v1/auth/login': ['login_id', 'password'],
  'POST /v1/users': [
    'gender',
    'is_receive_newsletter',
    'question_ct',
    'last_name',
    'first_name',
    'prefecture',
    'city',
    'address1',
    'email',
    'password',
    'answer',
  ],
  'PUT /v1/me/user': [
    'gender',
    'is_receive_newsletter',
    'last_name',
    'first_name',
    'prefecture',
    'city',
    'address1',
  ],
  'POST /v1/email-verify/check': ['token'],
  'POST /v1/me/user-cards': ['token'],
  'PUT /v1/me/orders/{id}/download/receipt': ['name'],
  'PUT /v1/orders/{no}/guest/receipt': ['name'],
  'POST /v1/memos': ['order_id', 'body'],
  'PATCH /v1/memos/{id}': ['body'],
  'POST /v1/products/{product_id}/reviews': ['rating', 'title', 'body'],
  'POST /v1/product-requests': ['body'],
  'PATCH /v1/me/user-lists/{key}/detach': ['table', 'ids'],
  'POST /v1/inquiries': ['category_id', 'subject', 'body'],
  'POST /v1/inquiry-comments/reply': ['inquiry_id', 'body'],
  'POST /v1/me/user-memorials': ['target_user_name', 'division_ct', 'name', 'month', 'date'],
  'PUT /v1/me/user-memorials/{id}': ['target_user_name', 'division_ct', 'name', 'month', 'date'],
  'POST /v1/me/timeseries': ['measured_on'],
  'POST /v1/me/bookmarks': ['url', 'title'],
  'PATCH /v1/carts/products/add': ['product_id', 'quantity'],
  'PATCH /v1/carts/products/add-set': ['products'],
  'PATCH /v1/carts/products/modify': ['key', 'quantity'],
  'PATCH /v1/carts/products/divide': ['key'],
  'PATCH /v1/carts/shippings/modify': ['delivery_id'],
  'PATCH /v1/carts/packings/add': ['shipping_key', 'wrapping', 'noshi'],
  'PATCH /v1/carts/packings/modify': ['packing_key', 'wrapping', 'noshi'],
  'PATCH /v1/carts/other/modify': ['remarks'],
  'PATCH /v1/carts/accessories/add': ['key', 'product_id', 'quantity'],
  'PATCH /v1/carts/accessories/modify': ['key', 'product_id', 'quantity'],
  'PATCH /v1/carts/accessories/delete': ['key', 'product_id'],
  'PATCH /v1/carts/coupons/add': ['code'],
  'PATCH /v1/carts/point': ['point'],
  'PATCH /v1/carts/social/receiver': ['is_social_gift'],
  'POST /v1/sbpayment/receive/fraud-detection': [
    'notification_id',
    'payment_id',
    'result',
    'timestamp',
  ],
  'POST /v1/social-gifts/check/shipping': ['token', 'address'],
  'POST /v1/social-gifts/check/delivery': ['token', 'prefecture'],
  'PUT /v1/social-gifts/{token}': ['address', 'delivery_at'],
  'PUT /v1/me/password': ['current_password', 'password'],
  'POST /takimoto/v1/schools/check': ['key'],
  'POST /v1/reminder/request': ['email'],
  'POST /v1/reminder/check': ['token'],
  'PUT /v1/me/user-addresses/{id}': [
    'shipping_last_name',
    'shipping_first_name',
    'city',
    'address1',
  ],
  'POST /v1/me/user-addresses': ['shipping_last_name', 'shipping_first_name', 'city', 'address1'],
};

/** The spec's entities (§3) with their field names, made by `npx tsx scripts/spec-entities.ts`. */
const SPEC_ENTITIES: SpecEntity[] = JSON.parse(
  readFileSync(new URL('./spec-entities.json', import.meta.url), 'utf8'),
).entities;

/**
 * The calls whose bodies and replies carry each entity, by OpenAPI path: an entity's fields are
 * looked for there, so a field renamed in them fails even when another call has the old name. An
 * entity not listed (lists, state of the storefront) is looked for in every schema.
 */
const ENTITY_SCOPES: Record<string, RegExp> = {
  Session: /^\/v1\/auth\//,
  Cart: /^\/v1\/carts\//,
  Product: /^\/v1\/products\/\{key\}$/,
  'Order list': /^\/v1\/me\/orders/,
  Maintenance: /^\/v1\/maintenance/,
  'Colour scheme': /^\/v1\/colorschemes\//,
  Settings: /^\/v1\/settings\/front$/,
  'Social gift': /^\/v1\/(social-gifts|shipping-leadtime\/input)\//,
  'User address': /^\/v1\/me\/user-addresses/,
  'User card': /^\/v1\/me\/user-cards/,
  User: /^(\/v1\/(me\/user$|users)|\/takimoto\/v1\/schools)/,
  'Memorial day': /^\/v1\/me\/user-memorials/,
  Measurement: /^\/v1\/me\/timeseries/,
  Message: /^\/v1\/messages/,
  'Password reminder': /^\/v1\/reminder\//,
  Review: /^\/v1\/products\/\{[^}]+\}\/reviews$/,
  'Product history': /product-histories/,
  'Static page': /^\/v1\/static-pages\//,
  'Landing page': /^\/v1\/lp/,
  'Free area': /^\/v1\/free-areas/,
  'Unlock result': /^\/v1\/auth\/unlock\//,
  'Form layout': /^\/v1\/pages\/front\/layout\//,
  'Contact form': /^\/v1\/inquiries$/,
  'Business contact form': /^\/v1\/inquiries$/,
};

let api: TestApi;
let doc: ContractDoc;
let client: ReturnType<typeof clientCalls>;
const differences = readFileSync('docs/spec-differences.md', 'utf8');

beforeAll(async () => {
  api = await seededApi();
  doc = (await call<ContractDoc>(api.app, 'GET', '/v1/openapi.json')).body;
  client = clientCalls();
});
afterAll(() => api.drop());

const callKey = (c: SpecCall) => `${c.method} ${c.path}`;
const served = (c: SpecCall) => !callGaps(doc, c).some((g) => g.key === callKey(c));

/** The section of docs/spec-differences.md under a heading, up to the next one. */
const section = (heading: string) => differences.split(heading)[1]?.split(/^## /m)[0] ?? '';

describe('the spec’s calls (§7)', () => {
  it('are read from the spec into data (169 calls)', () => {
    expect(SPEC_CALLS).toHaveLength(169);
  });

  it('are each described in /v1/openapi.json with their method, or listed as a difference', () => {
    const missing = SPEC_CALLS.filter((c) => !served(c) && !(callKey(c) in NOT_SERVED));
    const messages = missing.flatMap((c) => callGaps(doc, c).map((g) => g.message));
    expect(messages).toEqual([]);
    const stale = SPEC_CALLS.filter((c) => served(c) && callKey(c) in NOT_SERVED);
    expect(stale.map(callKey), 'served now: take them off NOT_SERVED').toEqual([]);
  });

  it('are each made by the storefront with the spec’s method and path, or listed as a difference', () => {
    const specShapes = new Set(SPEC_CALLS.map((c) => pathShape(c.path)));
    // A client path that is a spec path exactly stands for that call only.
    const loose = [...client.keys()].filter((shape) => !specShapes.has(shape));
    const callsWith = (shape: string, method: string) => {
      const methods = client.get(shape)?.methods;
      return methods?.has(method) || methods?.has('*');
    };
    const usedBy = (c: SpecCall) => {
      const shape = pathShape(c.path);
      return (
        callsWith(shape, c.method) ||
        loose.some((s) => writesSpecPath(s, shape) && callsWith(s, c.method))
      );
    };
    const unused = SPEC_CALLS.filter((c) => !usedBy(c) && !(callKey(c) in NOT_CALLED));
    expect(unused.map(callKey)).toEqual([]);
    const stale = SPEC_CALLS.filter((c) => usedBy(c) && callKey(c) in NOT_CALLED);
    expect(stale.map(callKey), 'used now: take them off NOT_CALLED').toEqual([]);
  });

  it('are sent by the storefront with every request field the spec names, or listed as a difference', () => {
    const written = (c: SpecCall) => {
      const shape = pathShape(c.path);
      return [...client.entries()]
        .filter(([s]) => s === shape || writesSpecPath(s, shape))
        .flatMap(([, entry]) => entry.files);
    };
    const unsent = SPEC_CALLS.flatMap((c) => {
      const files = written(c);
      return files.length ? unsentFields(c.request, files).map((f) => `${callKey(c)} ${f}`) : [];
    });
    expect(unsent.filter((key) => !(key in NOT_SENT))).toEqual([]);
    const stale = Object.keys(NOT_SENT).filter((key) => !unsent.includes(key));
    expect(stale, 'sent now: take them off NOT_SENT').toEqual([]);
    const fields = Object.keys(NOT_SENT).map((key) => key.split(' ').at(-1) as string);
    expect(fields.filter((f) => !differences.includes(`\`${f}\``))).toEqual([]);
  });

  it('take every request field and answer every reply field the spec names, and require no other field, or list it as a difference', () => {
    const gaps = SPEC_CALLS.filter(served).flatMap((c) =>
      callGaps(doc, c)
        .filter((g) => g.kind !== 'not-served')
        .map((g) => ({ ...g, call: callKey(c), field: g.key.split(' ').at(-1) as string })),
    );
    const leftOpen = (g: (typeof gaps)[number]) =>
      g.kind === 'required' && (BODIES_LEFT_OPEN[g.call]?.includes(g.field) ?? false);
    const unlisted = gaps.filter((g) => !(g.key in FIELD_DIFFERENCES) && !leftOpen(g));
    expect(unlisted.map((g) => g.message)).toEqual([]);
    const found = new Set(gaps.map((g) => g.key));
    const stale = [
      ...Object.keys(FIELD_DIFFERENCES),
      ...Object.entries(BODIES_LEFT_OPEN).flatMap(([c, fields]) => fields.map((f) => `${c} ${f}`)),
    ].filter((key) => !found.has(key));
    expect(stale, 'as the spec now: take them off the lists').toEqual([]);
  });

  it('lists each difference in docs/spec-differences.md, and only differences that still exist', () => {
    const listed = [...Object.keys(NOT_SERVED), ...Object.keys(NOT_CALLED)];
    expect(listed.filter((call) => !differences.includes(call))).toEqual([]);
    const fields = Object.keys(FIELD_DIFFERENCES).map((key) => key.split(' ').at(-1) as string);
    expect(fields.filter((f) => !differences.includes(`\`${f}\``))).toEqual([]);
    const calls = new Set(SPEC_CALLS.map(callKey));
    expect(listed.filter((call) => !calls.has(call))).toEqual([]);
  });
});

describe('the calls we add', () => {
  it('are each named in “Calls we add” of docs/spec-differences.md', () => {
    const listed = listedCalls(section('## Calls we add'));
    expect(unlisted(addedOperations(doc, SPEC_CALLS), listed)).toEqual([]);
  });
});

describe('the spec’s entities (§3)', () => {
  it('are read from the spec into data', () => {
    expect(SPEC_ENTITIES.length).toBeGreaterThan(30);
    expect(SPEC_ENTITIES.find((e) => e.entity === 'User address')?.fields).toContain(
      'shipping_name',
    );
  });

  it('scope each listed entity to calls that exist', () => {
    const paths = Object.keys(doc.paths);
    const empty = Object.entries(ENTITY_SCOPES).filter(([, re]) => !paths.some((p) => re.test(p)));
    expect(empty.map(([entity]) => entity)).toEqual([]);
  });

  it('have every field named in the schemas of their calls in /v1/openapi.json, or listed as a difference', () => {
    const gaps = entityFieldGaps(
      SPEC_ENTITIES,
      (entity) => schemaFieldNames(doc, ENTITY_SCOPES[entity]),
      listedEntityFields(differences),
    );
    expect(gaps.missing).toEqual([]);
    expect(gaps.stale, 'named now: take them off the entity table').toEqual([]);
  });
});
