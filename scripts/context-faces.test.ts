import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const CONTEXTS = join(import.meta.dirname, '../server/contexts');
/** A narrow API: the most values (functions and constants) a context gives other contexts. */
const API_MAX_VALUES = 15;

/** The names a face re-exports, values and types apart; anything but a re-export is reported. */
function faceNames(text: string): { values: string[]; types: string[]; other: number } {
  const file = ts.createSourceFile('face.ts', text, ts.ScriptTarget.Latest, true);
  const names = { values: [] as string[], types: [] as string[], other: 0 };
  for (const statement of file.statements) {
    const reexport = ts.isExportDeclaration(statement) ? statement : undefined;
    const clause = reexport?.exportClause;
    if (!reexport || !clause || !ts.isNamedExports(clause)) {
      names.other += 1;
      continue;
    }
    for (const element of clause.elements) {
      const type = reexport.isTypeOnly || element.isTypeOnly;
      (type ? names.types : names.values).push(element.name.text);
    }
  }
  return names;
}

const faces = readdirSync(CONTEXTS).flatMap((context) =>
  ['api', 'routes', 'steps']
    .map((face) => join(CONTEXTS, context, `${face}.ts`))
    .filter((path) => existsSync(path))
    .map((path) => ({ context, path, ...faceNames(readFileSync(path, 'utf8')) })),
);

describe('context faces', () => {
  it('reads values and types apart, and counts anything else', () => {
    const text =
      "export { a, type B } from './x/index';\nexport type { C } from './y/index';\nconst d = 1;";
    expect(faceNames(text)).toEqual({ values: ['a'], types: ['B', 'C'], other: 1 });
  });

  it('every context has a routes face, and faces only re-export', () => {
    const contexts = readdirSync(CONTEXTS);
    expect(contexts.length).toBeGreaterThanOrEqual(8);
    expect(contexts.filter((c) => !existsSync(join(CONTEXTS, c, 'routes.ts')))).toEqual([]);
    expect(faces.filter((face) => face.other > 0).map((face) => face.path)).toEqual([]);
  });

  it(`every narrow API gives at most ${API_MAX_VALUES} values`, () => {
    const apis = faces.filter((face) => face.path.endsWith('/api.ts'));
    expect(apis.length).toBeGreaterThanOrEqual(6);
    const wide = apis
      .filter((face) => face.values.length > API_MAX_VALUES)
      .map((face) => `${face.context}: ${face.values.length}`);
    expect(wide).toEqual([]);
  });
});
