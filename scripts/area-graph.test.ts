import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { areaGraph, areaLoops, staticImports } from './area-graph';

/** A context's tables: their foreign keys link contexts both ways, as the schema needs. */
const TABLES = /\/tables\//;

describe('areas import each other without loops', () => {
  it.each(readdirSync(join(import.meta.dirname, '../server/contexts')))(
    'server/contexts/%s: no domain reaches back to one that uses it',
    (context) => {
      const graph = areaGraph(join('server/contexts', context), TABLES);
      expect(graph.size).toBeGreaterThan(0);
      expect(areaLoops(graph)).toEqual([]);
    },
  );

  it.each(['src/lib', 'contract', 'server/contexts'])(
    '%s: no area reaches back to one that uses it',
    (root) => {
      const graph = areaGraph(root, TABLES);
      expect(graph.size).toBeGreaterThanOrEqual(8);
      expect(areaLoops(graph)).toEqual([]);
    },
  );
});

describe('the loop finder', () => {
  it('finds a loop through several areas and leaves a chain alone', () => {
    const graph = new Map([
      ['shared', new Set<string>()],
      ['cart', new Set(['shared', 'checkout'])],
      ['checkout', new Set(['analytics'])],
      ['analytics', new Set(['cart', 'shared'])],
      ['account', new Set(['shared'])],
    ]);
    expect(areaLoops(graph)).toEqual([['analytics', 'cart', 'checkout']]);
    graph.set('analytics', new Set(['shared']));
    expect(areaLoops(graph)).toEqual([]);
  });

  it('reads static imports and re-exports, type-only ones too, but not import()', () => {
    const text = [
      "import { a } from '../cart/cart.store';",
      "import type {\n  B,\n} from '../checkout/checkout.schema';",
      "export { c } from './local';",
      "import 'valibot';",
      "const p = import('../popup/popup.store');",
    ].join('\n');
    expect(staticImports('x.ts', text)).toEqual([
      '../cart/cart.store',
      '../checkout/checkout.schema',
      './local',
    ]);
  });
});
