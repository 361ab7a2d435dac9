/**
 * `npm run charts`: writes every machine in src/machines/<name>/machine.ts to
 * docs/charts/<name>.md as a Mermaid stateDiagram-v2 plus tables of its states and transitions.
 * `npm run charts -- --check` writes nothing and fails when a chart is out of date.
 *
 * Mermaid cannot draw a transition between states nested in different composite states, nor
 * from a composite state to its own child. So a transition is drawn between the two states
 * that are siblings under the common parent of its source and target, and its label names the
 * deeper source or target; a transition declared on a parent is drawn from each child that
 * does not handle the event itself. The transition table below the chart lists every
 * transition exactly as declared.
 */
import { readdirSync, readFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { StateMachine, type AnyStateMachine, type AnyStateNode } from 'xstate';
import { toDirectedGraph, type DirectedGraphNode } from 'xstate/graph';

type Transition = AnyStateNode['transitions'] extends Map<string, (infer T)[]> ? T : never;

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const machinesDir = join(root, 'src', 'machines');
const chartsDir = join(root, 'docs', 'charts');

function eventLabel(eventType: string): string {
  if (eventType === '') return 'always';
  const after = /^xstate\.after\.([^.]+)\./.exec(eventType);
  if (after) return `after ${after[1]}`;
  const done = /^xstate\.done\.actor\.(.+)$/.exec(eventType);
  if (done) return `${done[1]} done`;
  const error = /^xstate\.error\.actor\.(.+)$/.exec(eventType);
  if (error) return `${error[1]} failed`;
  if (eventType.startsWith('xstate.done.state.')) return 'done';
  return eventType;
}

function guardLabel(transition: Transition): string {
  const { guard } = transition;
  if (guard === undefined) return '';
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') return guard.name || 'guard';
  return (guard as { type?: string }).type ?? 'guard';
}

/** Mermaid reads a transition label to the end of the line; keep it on one line, colon-free. */
function clean(text: string): string {
  return text
    .replace(/[\r\n]+/g, ' ')
    .replace(/[:;#]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function statePath(node: AnyStateNode): string {
  return node.path.join('.') || '(root)';
}

function isAncestor(ancestor: AnyStateNode, node: AnyStateNode): boolean {
  for (let n = node.parent; n; n = n.parent) if (n === ancestor) return true;
  return false;
}

/** The child of `ancestor` on the way down to `node` (or `node` itself). */
function childToward(ancestor: AnyStateNode, node: AnyStateNode): AnyStateNode {
  let n = node;
  while (n.parent && n.parent !== ancestor) n = n.parent;
  return n;
}

function commonParent(a: AnyStateNode, b: AnyStateNode): AnyStateNode {
  const ancestors = new Set<AnyStateNode>();
  for (let n = a.parent; n; n = n.parent) ancestors.add(n);
  for (let n = b.parent; n; n = n.parent) if (ancestors.has(n)) return n;
  throw new Error(`No common parent for ${statePath(a)} and ${statePath(b)}`);
}

function relativePath(from: AnyStateNode, to: AnyStateNode): string {
  return to.path.slice(from.path.length).join('.');
}

interface Edge {
  from: AnyStateNode;
  to: AnyStateNode;
  label: string;
}

interface Declared {
  source: AnyStateNode;
  eventType: string;
  transition: Transition;
  targets: AnyStateNode[];
}

/** Every transition as declared, walking the graph that xstate/graph gives for the machine. */
function declaredTransitions(graph: DirectedGraphNode): Declared[] {
  const own: Declared[] = [];
  const seen = new Set<Transition>();
  for (const edge of graph.edges) {
    const { transition } = edge;
    if (seen.has(transition)) continue;
    seen.add(transition);
    own.push({
      source: graph.stateNode,
      eventType: transition.eventType,
      transition,
      targets: transition.target ? [...transition.target] : [],
    });
  }
  // toDirectedGraph leaves out eventless (`always`) transitions.
  for (const transition of graph.stateNode.always ?? []) {
    own.push({
      source: graph.stateNode,
      eventType: '',
      transition,
      targets: transition.target ? [...transition.target] : [],
    });
  }
  return [...own, ...graph.children.flatMap(declaredTransitions)];
}

function handles(node: AnyStateNode, eventType: string): boolean {
  return eventType === '' ? (node.always?.length ?? 0) > 0 : node.transitions.has(eventType);
}

/** Turns each declared transition into edges Mermaid can draw, keyed by the block they go in. */
function drawableEdges(declared: Declared[]): Map<AnyStateNode, Edge[]> {
  const byBlock = new Map<AnyStateNode, Edge[]>();
  const add = (block: AnyStateNode, edge: Edge) => {
    const list = byBlock.get(block) ?? [];
    list.push(edge);
    byBlock.set(block, list);
  };
  for (const { source, eventType, transition, targets } of declared) {
    const guard = guardLabel(transition);
    const base = `${eventLabel(eventType)}${guard ? ` [${guard}]` : ''}`;
    if (targets.length === 0) {
      // Actions only, no change of state: a loop on the state that handles it.
      if (source.parent) add(source.parent, { from: source, to: source, label: base });
      continue;
    }
    for (const target of targets) {
      if (target === source) {
        if (source.parent) add(source.parent, { from: source, to: source, label: base });
      } else if (isAncestor(source, target)) {
        const to = childToward(source, target);
        const suffix = to === target ? '' : ` (to ${relativePath(to, target)})`;
        for (const child of Object.values(source.states) as AnyStateNode[]) {
          if (child.type === 'final' || (child !== to && handles(child, eventType))) continue;
          if (child === to && handles(child, eventType)) continue;
          add(source, { from: child, to, label: `${base}${suffix}` });
        }
      } else {
        const parent = isAncestor(target, source) ? target.parent : commonParent(source, target);
        if (!parent) continue;
        const from = childToward(parent, source);
        const to = childToward(parent, target);
        const notes = [
          from === source ? '' : `from ${relativePath(from, source)}`,
          to === target ? '' : `to ${relativePath(to, target)}`,
        ].filter(Boolean);
        add(parent, {
          from,
          to,
          label: `${base}${notes.length ? ` (${notes.join(', ')})` : ''}`,
        });
      }
    }
  }
  return byBlock;
}

function mermaidIds(machine: AnyStateMachine): Map<AnyStateNode, string> {
  const all: AnyStateNode[] = [];
  const walk = (node: AnyStateNode) => {
    for (const child of Object.values(node.states) as AnyStateNode[]) {
      all.push(child);
      walk(child);
    }
  };
  walk(machine.root);
  const counts = new Map<string, number>();
  for (const node of all) counts.set(node.key, (counts.get(node.key) ?? 0) + 1);
  return new Map(
    all.map((node) => [node, counts.get(node.key) === 1 ? node.key : node.path.join('_')]),
  );
}

function renderMermaid(machine: AnyStateMachine, edges: Map<AnyStateNode, Edge[]>): string[] {
  const ids = mermaidIds(machine);
  const id = (node: AnyStateNode) => ids.get(node) ?? node.key;
  const lines: string[] = ['stateDiagram-v2'];

  const block = (node: AnyStateNode, indent: string) => {
    const children = Object.values(node.states) as AnyStateNode[];
    if (node.type !== 'parallel' && node.initial?.target[0]) {
      lines.push(`${indent}[*] --> ${id(childToward(node, node.initial.target[0]))}`);
    }
    children.forEach((child, index) => {
      if (node.type === 'parallel' && index > 0) lines.push(`${indent}--`);
      const tags = [...child.tags];
      const invokes = child.invoke.map((invoke) => `invokes ${invoke.id}`);
      const extras = [...tags, ...invokes].join(', ');
      if (Object.keys(child.states).length > 0) {
        lines.push(`${indent}state ${id(child)} {`);
        block(child, `${indent}  `);
        lines.push(`${indent}}`);
      } else {
        const label = extras ? `${child.key} (${extras})` : child.key;
        lines.push(`${indent}state "${clean(label)}" as ${id(child)}`);
        if (child.description) {
          lines.push(`${indent}note right of ${id(child)}`);
          lines.push(`${indent}  ${clean(child.description)}`);
          lines.push(`${indent}end note`);
        }
      }
      if (child.type === 'final') lines.push(`${indent}${id(child)} --> [*]`);
    });
    for (const edge of edges.get(node) ?? []) {
      lines.push(`${indent}${id(edge.from)} --> ${id(edge.to)} : ${clean(edge.label)}`);
    }
  };

  block(machine.root, '  ');
  return lines;
}

function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/[\r\n]+/g, ' ');
}

function renderMarkdown(name: string, file: string, machine: AnyStateMachine): string {
  const graph = toDirectedGraph(machine);
  const declared = declaredTransitions(graph);
  const all: AnyStateNode[] = [];
  const walk = (node: AnyStateNode) => {
    for (const child of Object.values(node.states) as AnyStateNode[]) {
      all.push(child);
      walk(child);
    }
  };
  walk(machine.root);

  const out: string[] = [
    `# Chart: ${name} (\`#${machine.id}\`)`,
    '',
    `<!-- Generated by \`npm run charts\` from ${file}. Do not edit by hand. -->`,
    '',
  ];
  if (machine.root.description) out.push(machine.root.description, '');
  out.push('```mermaid', ...renderMermaid(machine, drawableEdges(declared)), '```', '');

  out.push(
    '## States',
    '',
    '| State | Kind | Tags | Invokes | Description |',
    '|---|---|---|---|---|',
  );
  for (const node of all) {
    out.push(
      `| ${cell(statePath(node))} | ${node.type} | ${[...node.tags].join(', ')} | ${node.invoke
        .map((invoke) => `${invoke.id} (${String(invoke.src)})`)
        .join(', ')} | ${cell(node.description ?? '')} |`,
    );
  }
  out.push('');

  out.push(
    '## Transitions',
    '',
    '| From | Event | Guard | To | Actions | Description |',
    '|---|---|---|---|---|---|',
  );
  for (const { source, eventType, transition, targets } of declared) {
    const actions = transition.actions
      .map((action) =>
        typeof action === 'string'
          ? action
          : typeof action === 'function'
            ? action.name || '(inline)'
            : ((action as { type?: string }).type ?? '(inline)'),
      )
      .join(', ');
    const to = targets.length ? targets.map(statePath).join(', ') : '(stays)';
    out.push(
      `| ${cell(statePath(source))} | ${cell(eventLabel(eventType))} | ${cell(
        guardLabel(transition),
      )} | ${cell(to)}${transition.reenter ? ' (re-entered)' : ''} | ${cell(actions)} | ${cell(
        transition.description ?? '',
      )} |`,
    );
  }
  out.push('');
  return out.join('\n');
}

/** Every machine folder with a machine.ts, and the Markdown its chart should hold. */
export async function renderCharts(): Promise<{ name: string; path: string; markdown: string }[]> {
  const names = readdirSync(machinesDir, { withFileTypes: true })
    .filter(
      (entry) => entry.isDirectory() && existsSync(join(machinesDir, entry.name, 'machine.ts')),
    )
    .map((entry) => entry.name)
    .sort();
  const charts = [];
  for (const name of names) {
    const file = join(machinesDir, name, 'machine.ts');
    const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    const machines = Object.values(module).filter(
      (value): value is AnyStateMachine => value instanceof StateMachine,
    );
    if (machines.length !== 1) {
      throw new Error(`${relative(root, file)} must export exactly one machine`);
    }
    charts.push({
      name,
      path: join(chartsDir, `${name}.md`),
      markdown: renderMarkdown(name, relative(root, file), machines[0] as AnyStateMachine),
    });
  }
  return charts;
}

/** Charts whose file is missing or differs from what the machine draws now. */
export async function staleCharts(): Promise<string[]> {
  return (await renderCharts())
    .filter(({ path, markdown }) => !existsSync(path) || readFileSync(path, 'utf8') !== markdown)
    .map(({ path }) => relative(root, path));
}

async function main() {
  if (process.argv.includes('--check')) {
    const stale = await staleCharts();
    if (stale.length) {
      console.error(`Charts out of date (run npm run charts): ${stale.join(', ')}`);
      process.exitCode = 1;
    }
    return;
  }
  mkdirSync(chartsDir, { recursive: true });
  for (const { path, markdown } of await renderCharts()) {
    writeFileSync(path, markdown);
    console.log(`wrote ${relative(root, path)}`);
  }
}

// Run as a script (npm run charts), not when a test imports renderCharts.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
