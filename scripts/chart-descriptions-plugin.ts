import type { Plugin } from 'vite';

/** The ESTree nodes this plugin reads (what the bundler's own parser answers). */
interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** `description: 'text'` (or a template without `${}`): a chart's words for designers. */
function isDescription(node: Node): boolean {
  if (node.type !== 'Property' || node.computed) return false;
  const key = node.key as Node & { name?: string; value?: unknown };
  const named = key.name === 'description' || key.value === 'description';
  const value = node.value as Node & { value?: unknown; expressions?: unknown[] };
  const text =
    (value.type === 'Literal' && typeof value.value === 'string') ||
    (value.type === 'TemplateLiteral' && value.expressions?.length === 0);
  return named && text;
}

function descriptionsIn(root: Node): Node[] {
  const found: Node[] = [];
  const visit = (node: Node) => {
    if (isDescription(node)) {
      found.push(node);
      return;
    }
    for (const child of Object.values(node)) {
      if (Array.isArray(child)) child.filter(isNode).forEach(visit);
      else if (isNode(child)) visit(child);
    }
  };
  visit(root);
  return found.sort((a, b) => a.start - b.start);
}

/**
 * `code` without its charts' descriptions; `parse` is the bundler's (ESTree with offsets).
 * Only string descriptions go: one built from an expression might have an effect.
 */
export function withoutChartDescriptions(code: string, parse: (code: string) => unknown): string {
  if (!code.includes('description')) return code;
  const found = descriptionsIn(parse(code) as Node);
  let stripped = '';
  let from = 0;
  for (const property of found) {
    stripped += code.slice(from, property.start);
    // The property's own comma goes with it, so the object stays well formed.
    const after = code.slice(property.end);
    from = /^\s*,/.test(after) ? property.end + after.indexOf(',') + 1 : property.end;
  }
  return stripped + code.slice(from);
}

/**
 * The charts' `description`s (src/machines) are for the exported charts (`npm run charts`) and
 * the inspector in development; the running app never reads them. The production build leaves
 * them out, so every chart ships without its prose — the session chart is in every first load.
 */
export function chartDescriptionsPlugin(): Plugin {
  return {
    name: 'rinn:chart-descriptions',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!/[/\\]src[/\\]machines[/\\].*\.ts$/.test(id)) return null;
      const stripped = withoutChartDescriptions(code, (source) => this.parse(source));
      return stripped === code ? null : { code: stripped, map: null };
    },
  };
}
