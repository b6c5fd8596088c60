import { describe, expect, it } from 'vitest';
import { parseSpecEntities } from '../../scripts/spec-entities';
import type { OpenApiDoc } from '../security/openapi-cases';
import {
  ENTITY_TABLE,
  entityFieldGaps,
  listedEntityFields,
  schemaFieldNames,
} from './schema-names.testing';

const SPEC = `## 3. Entities and their fields

**User address**: id, postal_code (7 digits), image.path, shipping_name. The list carries x-limit.

**Maintenance**: title, message. **Flash message**: message, type (default positive).

Constants:
- Delivery: 1 大川渡し.

## 4. States
`;

/** A document whose address reply names `fields`, the body `image: {path}` beside them. */
function docWith(fields: string[]): OpenApiDoc {
  const properties = Object.fromEntries(fields.map((f) => [f, { type: 'string' }]));
  return {
    paths: {
      '/v1/me/user-addresses/{id}': {
        get: {
          responses: {
            200: {
              content: { 'application/json': { schema: { $ref: '#/components/schemas/A' } } },
            },
          },
        },
        put: {
          requestBody: {
            content: {
              'application/json': {
                schema: { type: 'object', properties: { image: { properties: { path: {} } } } },
              },
            },
          },
        },
      },
    },
    components: {
      schemas: { A: { type: 'object', properties }, M: { properties: { title: {}, message: {} } } },
      parameters: {},
    },
  } as unknown as OpenApiDoc;
}

const PAGE = `${ENTITY_TABLE}

| Entity       | Fields    | Why            |
| ------------ | --------- | -------------- |
| User address | \`x-limit\` | a reply header |
| Flash message | \`type\` | client state |

## Next
`;

describe('the entity field check', () => {
  const entities = parseSpecEntities(SPEC);

  it('reads each entity’s field names, prose and constants left out', () => {
    expect(entities).toEqual([
      { entity: 'User address', fields: ['id', 'postal_code', 'image.path', 'shipping_name'] },
      { entity: 'User address', fields: ['x-limit'] },
      { entity: 'Maintenance', fields: ['title', 'message'] },
      { entity: 'Flash message', fields: ['message', 'type'] },
    ]);
  });

  it('passes when the schemas name every field or the page lists it', () => {
    const names = schemaFieldNames(docWith(['id', 'postal_code', 'shipping_name']));
    expect(entityFieldGaps(entities, () => names, listedEntityFields(PAGE))).toEqual({
      missing: [],
      stale: [],
    });
  });

  it('fails on a renamed field', () => {
    const names = schemaFieldNames(docWith(['id', 'postal_code', 'shipping_nm']));
    expect(entityFieldGaps(entities, () => names, listedEntityFields(PAGE)).missing).toEqual([
      'User address shipping_name',
    ]);
  });

  it('fails on a nested field moved elsewhere (`image.path`)', () => {
    const doc = docWith(['id', 'postal_code', 'shipping_name', 'path']);
    const put = doc.paths['/v1/me/user-addresses/{id}']?.put as { requestBody: unknown };
    put.requestBody = {};
    expect(entityFieldGaps(entities, () => schemaFieldNames(doc), new Set()).missing).toContain(
      'User address image.path',
    );
  });

  it('looks for an entity’s fields in its own calls when it has a scope', () => {
    const doc = docWith(['id', 'postal_code', 'shipping_nm']);
    // Another call naming `shipping_name` does not hide the rename in the address calls.
    doc.paths['/v1/other'] = {
      get: {
        responses: {
          200: {
            content: {
              'application/json': { schema: { properties: { shipping_name: {} } } },
            },
          },
        },
      },
    } as never;
    const scoped = (entity: string) =>
      schemaFieldNames(doc, entity === 'User address' ? /^\/v1\/me\/user-addresses/ : undefined);
    expect(entityFieldGaps(entities, scoped, listedEntityFields(PAGE)).missing).toEqual([
      'User address shipping_name',
    ]);
    expect(
      entityFieldGaps(entities, () => schemaFieldNames(doc), listedEntityFields(PAGE)).missing,
    ).toEqual([]);
  });

  it('fails on a listed difference the schemas name now, or that names no spec field', () => {
    const names = schemaFieldNames(docWith(['id', 'postal_code', 'shipping_name', 'x-limit']));
    const listed = new Set([...listedEntityFields(PAGE), 'User address colour']);
    expect(entityFieldGaps(entities, () => names, listed).stale).toEqual([
      'User address x-limit',
      'User address colour',
    ]);
  });
});
