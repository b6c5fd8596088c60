import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/** Areas and the areas each imports statically (tests and test helpers left out). */
export type AreaGraph = Map<string, Set<string>>;

const SOURCE = /\.(ts|tsx)$/;
const NOT_SHIPPED = /\.(test|testing)\.tsx?$/;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return SOURCE.test(entry.name) && !NOT_SHIPPED.test(entry.name) ? [path] : [];
  });
}

/** The relative specifiers of a file's static imports and re-exports (types included). */
export function staticImports(path: string, text = readFileSync(path, 'utf8')): string[] {
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false);
  return file.statements.flatMap((s) => {
    const from =
      (ts.isImportDeclaration(s) || ts.isExportDeclaration(s)) && s.moduleSpecifier
        ? s.moduleSpecifier
        : undefined;
    return from && ts.isStringLiteral(from) && from.text.startsWith('.') ? [from.text] : [];
  });
}

/**
 * The import graph between the areas (first-level folders) of `root`, leaving out the files
 * `leaveOut` matches (a context's tables, whose foreign keys link contexts both ways). Dynamic `import()` is left
 * out on purpose: it is a lazy load of a part rarely needed, and dependency-cruiser has no rule for
 * loops between folders, only between files, so this reads the imports itself.
 */
export function areaGraph(root: string, leaveOut?: RegExp): AreaGraph {
  const areaOf = (path: string) => {
    const rel = relative(root, path);
    return rel.startsWith('..') || !rel.includes(sep) ? null : rel.split(sep)[0];
  };
  const graph: AreaGraph = new Map();
  for (const file of sourceFiles(root)) {
    if (leaveOut?.test(file)) continue;
    const from = areaOf(file) as string;
    const targets = graph.get(from) ?? new Set<string>();
    graph.set(from, targets);
    for (const specifier of staticImports(file)) {
      const target = resolve(dirname(file), specifier);
      const to = leaveOut?.test(target) ? null : areaOf(target);
      if (to && to !== from) targets.add(to);
    }
  }
  return graph;
}

/**
 * The loops of a graph: each strongly connected set of two or more areas (Tarjan's algorithm).
 * @example areaLoops(new Map([['a', new Set(['b'])], ['b', new Set(['a'])]])) // [['a', 'b']]
 */
export function areaLoops(graph: AreaGraph): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const loops: string[][] = [];
  const visit = (area: string) => {
    index.set(area, next);
    low.set(area, next++);
    stack.push(area);
    for (const to of graph.get(area) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(area, Math.min(low.get(area) as number, low.get(to) as number));
      } else if (stack.includes(to)) {
        low.set(area, Math.min(low.get(area) as number, index.get(to) as number));
      }
    }
    if (low.get(area) !== index.get(area)) return;
    const loop: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop() as string;
      loop.push(member);
    } while (member !== area);
    if (loop.length > 1) loops.push(loop.sort());
  };
  for (const area of graph.keys()) if (!index.has(area)) visit(area);
  return loops;
}
