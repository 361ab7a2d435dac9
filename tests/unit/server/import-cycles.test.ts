import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * No two modules of ours import each other, directly or round a longer circle: a circle makes
 * the load order decide what a module sees (an import that is still undefined) and means two
 * files are really one. Static imports and re-exports count, type-only ones too (they still tie
 * the files together); lazy `import()` does not, as it runs after both have loaded.
 */

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const STATIC_IMPORT = /^\s*(?:import|export)\s[^;]*?\sfrom\s+['"](\.{1,2}\/[^'"]+)['"]/gms;
const SIDE_EFFECT_IMPORT = /^\s*import\s+['"](\.{1,2}\/[^'"]+)['"]/gm;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(?:tsx?|mts|mjs)$/.test(name) && !/\.d\.m?ts$/.test(name) ? [path] : [];
  });
}

function resolveImport(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  const candidates = [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    // A script's `./x.mjs` may be written in TypeScript as `./x.mts` (or `./x.js` as `./x.ts`).
    base.replace(/\.mjs$/, '.mts'),
    base.replace(/\.js$/, '.ts'),
  ];
  return candidates.find((path) => existsSync(path) && statSync(path).isFile()) ?? null;
}

function importGraph(files: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const specifiers = [...text.matchAll(STATIC_IMPORT), ...text.matchAll(SIDE_EFFECT_IMPORT)].map(
      (match) => match[1] ?? '',
    );
    const targets = specifiers
      .map((specifier) => resolveImport(file, specifier))
      .filter((target): target is string => target !== null);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Tarjan's strongly connected components: every component of two or more files is a circle. */
function circles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];

  const visit = (node: string): void => {
    index.set(node, counter);
    lowLink.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        lowLink.set(node, Math.min(lowLink.get(node)!, lowLink.get(next)!));
      } else if (onStack.has(next)) {
        lowLink.set(node, Math.min(lowLink.get(node)!, index.get(next)!));
      }
    }
    if (lowLink.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      const selfImport = graph.get(node)?.includes(node) ?? false;
      if (component.length > 1 || selfImport) found.push(component);
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe('imports', () => {
  const files = [
    ...sourceFiles(join(root, 'server')),
    ...sourceFiles(join(root, 'src')),
    ...sourceFiles(join(root, 'scripts')),
  ];

  it('reads the whole tree (a broken walk would find no circle anywhere)', () => {
    const graph = importGraph(files);
    const edges = [...graph.values()].reduce((sum, targets) => sum + targets.length, 0);
    expect(files.length).toBeGreaterThan(200);
    expect(edges).toBeGreaterThan(files.length);
  });

  it('reads the scripts too, .mjs and .ts (the benches import one another)', () => {
    const graph = importGraph(files);
    const imported = (file: string) =>
      (graph.get(join(root, file)) ?? []).map((target) => relative(root, target));
    expect(imported('scripts/bench-api.mjs')).toContain('scripts/bench/measure.mjs');
    expect(imported('scripts/bench/profile.mjs')).toContain('scripts/bench/connections.mjs');
    expect(files.some((file) => file.endsWith('.ts') && file.includes('/scripts/'))).toBe(true);
  });

  it('finds no circle in server/, src/ or scripts/', () => {
    const found = circles(importGraph(files)).map((component) =>
      component.map((file) => relative(root, file)).sort(),
    );
    expect(found).toEqual([]);
  });

  it('would see a circle of two files', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['a']],
      ['c', ['a']],
    ]);
    expect(circles(graph).map((component) => component.sort())).toEqual([['a', 'b']]);
  });
});
