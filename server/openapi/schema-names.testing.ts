import type { SpecEntity } from '../../scripts/spec-entities';
import { deref, type OpenApiDoc, type Schema } from '../security/openapi-cases';

/** The heading of the table in docs/spec-differences.md that lists entity fields we do not serve. */
export const ENTITY_TABLE = '## Entity fields the API names otherwise or does not carry';

type Media = { content?: Record<string, { schema?: Schema }> };
type DocOperation = { requestBody?: Media; responses?: Record<string, Media> };

/**
 * Every property name in a schema, however deep, and each nested one also as `parent.child`
 * (array items count as their property: `product_model.products`). References are followed once.
 */
export function propertyNames(
  doc: OpenApiDoc,
  schema: Schema | undefined,
  out = new Set<string>(),
  seen = new Set<Schema>(),
  parent?: string,
): Set<string> {
  if (!schema || seen.has(schema)) return out;
  seen.add(schema);
  const node = deref(doc, schema);
  for (const [name, sub] of Object.entries(node.properties ?? {})) {
    out.add(name);
    if (parent) out.add(`${parent}.${name}`);
    propertyNames(doc, sub, out, new Set(seen), name);
  }
  for (const sub of [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])]) {
    propertyNames(doc, sub, out, seen, parent);
  }
  propertyNames(doc, node.items, out, seen, parent);
  return out;
}

/**
 * Every field name the document's schemas give: request bodies and replies, and the named schemas;
 * with `scope`, only the bodies and replies of the paths it matches (references followed).
 */
export function schemaFieldNames(doc: OpenApiDoc, scope?: RegExp): Set<string> {
  const names = new Set<string>();
  if (!scope) {
    for (const schema of Object.values(doc.components?.schemas ?? {})) {
      propertyNames(doc, schema, names);
    }
  }
  for (const [path, ops] of Object.entries(doc.paths)) {
    if (scope && !scope.test(path)) continue;
    for (const op of Object.values(ops) as DocOperation[]) {
      const media = [op.requestBody, ...Object.values(op.responses ?? {})];
      for (const m of media) {
        for (const { schema } of Object.values(m?.content ?? {})) propertyNames(doc, schema, names);
      }
    }
  }
  return names;
}

/**
 * The entity fields the differences page lists, as `Entity field`: each row of its entity table
 * names the entity in the first cell and the fields in backticks in the second.
 */
export function listedEntityFields(markdown: string): Set<string> {
  const table = markdown.split(ENTITY_TABLE)[1]?.split(/^## /m)[0] ?? '';
  const listed = new Set<string>();
  for (const row of table.split('\n').filter((line) => line.startsWith('|'))) {
    const [entity = '', fields = ''] = row.split('|').slice(1, 3);
    for (const [, field] of fields.matchAll(/`([^`]+)`/g)) listed.add(`${entity.trim()} ${field}`);
  }
  return listed;
}

/**
 * The spec's entity fields (`Entity field`) the schemas do not name and the page does not list
 * (`missing`), and the page's entries that the schemas name now or that are no entity field of the
 * spec (`stale`).
 */
export function entityFieldGaps(
  entities: SpecEntity[],
  namesOf: (entity: string) => Set<string>,
  listed: Set<string>,
): { missing: string[]; stale: string[] } {
  const fields = new Map<string, { entity: string; field: string }>(
    entities.flatMap((e) =>
      e.fields.map((f) => [`${e.entity} ${f}`, { entity: e.entity, field: f }]),
    ),
  );
  const named = (key: string) => {
    const found = fields.get(key);
    return found !== undefined && namesOf(found.entity).has(found.field);
  };
  const missing = [...fields.keys()].filter((key) => !named(key) && !listed.has(key));
  const stale = [...listed].filter((key) => !fields.has(key) || named(key));
  return { missing, stale };
}
