/**
 * Reads the spec's entities (§3 of storefront-spec.md) into data: every entity with the field names
 * the spec gives it. The contract test (`server/openapi/spec-contract.test.ts`) checks the API's
 * schemas against the file this writes, so CI needs no copy of the spec.
 *
 *   npx tsx scripts/spec-entities.ts [path/to/storefront-spec.md]
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { splitTop } from './spec-calls';

/** One entity of the spec, or one labelled part of it (`Login response fields`, `Cookies`). */
export type SpecEntity = {
  entity: string;
  /** The label the spec puts before a list inside the entity's paragraph. */
  part?: string;
  fields: string[];
};

/** The file the contract test reads. */
export const SPEC_ENTITIES_FILE = 'server/openapi/spec-entities.json';

/** Single words in the entity lists that describe rather than name a field. */
const PROSE = new Set(['seconds', 'hierarchy']);

/** Words that lead into a field name inside a phrase (`form fields last_name`, `list with x-limit`). */
const LEAD_IN =
  /^(?:.*\bwith|form fields|extend fields|coupon has|query|cancel has an?|result)\s+(?=\S+$)/;

/** Phrases of the spec that name fields in words, and the fields they name. */
const READINGS: Record<string, string[]> = {
  'Cancel has a reason field': ['reason'],
  'result boolean': ['result'],
  'layout with props': ['layout', 'props'],
};

const IDENTIFIER = /^[A-Za-z_][\w.\-[\]]*$/;
/** A token of a phrase that can only be a field name: snake_case, camelCase, dotted or x-header. */
const NAME_LIKE = /\b(?:[a-z]+_[\w]+|[a-z]+[A-Z]\w*|[a-z_]+\.[\w.[\]]+|x-[a-z-]+)/g;

/** The field names in one item of a list, with what its parentheses name. */
function namesOfItem(item: string): string[] {
  const open = item.indexOf('(');
  const head = (open < 0 ? item : item.slice(0, open)).trim();
  const inner = open < 0 ? '' : item.slice(open + 1, item.lastIndexOf(')'));
  const names = READINGS[head] ?? namesOfPhrase(head);
  return [...names, ...(inner ? namesOfList(inner) : [])];
}

/** A single identifier is a field name; in a longer phrase only name-like tokens are. */
function namesOfPhrase(phrase: string): string[] {
  const bare = phrase.replace(LEAD_IN, '');
  if (IDENTIFIER.test(bare)) return PROSE.has(bare) ? [] : [bare.replace(/\[\]$/, '')];
  return [...bare.matchAll(NAME_LIKE)].map((m) => m[0]);
}

/** The field names of a list such as `id, is_main; pending card with token and name`. */
function namesOfList(list: string): string[] {
  return splitTop(list, /^(?:,\s*|;\s*| and )/).flatMap(namesOfItem);
}

/** The sentences of a paragraph, each with the label before its list when it has one. */
function sentencesOf(text: string): { part?: string; list: string }[] {
  return splitTop(text, /^\.\s+/).map((sentence) => {
    const labelled = /^([A-Z][\w ]*?):\s+(.*)$/.exec(sentence.replace(/\.$/, ''));
    return labelled
      ? { part: labelled[1] as string, list: labelled[2] as string }
      : { list: sentence.replace(/\.$/, '') };
  });
}

/** Every entity §3 of the spec lists, in the spec's order, with its field names. */
export function parseSpecEntities(markdown: string): SpecEntity[] {
  const section = markdown.split(/^## 3\. /m)[1]?.split(/^(?:## |Constants:)/m)[0] ?? '';
  const out: SpecEntity[] = [];
  for (const paragraph of section.split('\n')) {
    // One paragraph may hold several entities: `**Maintenance**: … **Colour scheme**: …`.
    for (const [, entity = '', text = ''] of paragraph.matchAll(
      /\*\*([^*]+)\*\*(?:\s*\([^)]*\))?:\s*((?:(?!\*\*).)*)/g,
    )) {
      for (const { part, list } of sentencesOf(text.trim())) {
        const fields = [...new Set(namesOfList(list))];
        if (fields.length) out.push({ entity, ...(part ? { part } : {}), fields });
      }
    }
  }
  return out;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const source = process.argv[2] ?? '../shared/spec/storefront-spec.md';
  const entities = parseSpecEntities(readFileSync(source, 'utf8'));
  writeFileSync(
    SPEC_ENTITIES_FILE,
    `${JSON.stringify({ source: 'storefront-spec.md §3', entities }, null, 2)}\n`,
  );
  execFileSync('npx', ['biome', 'format', '--write', SPEC_ENTITIES_FILE]);
  const count = entities.reduce((n, e) => n + e.fields.length, 0);
  console.log(`${SPEC_ENTITIES_FILE}: ${entities.length} entities, ${count} field names`);
}
