import { readFileSync } from 'node:fs';
import { parseAst, transformWithOxc } from 'vite';
import { describe, expect, it } from 'vitest';
import { withoutChartDescriptions } from '../../../scripts/chart-descriptions-plugin';

const parse = (code: string) => parseAst(code);

describe('the production build leaves the charts’ descriptions out', () => {
  it('drops string descriptions with their commas and keeps every other property', () => {
    const code = [
      'const chart = { id: "a", description: "For designers.", states: {',
      '  idle: { description: `Waiting.`, on: { go: { target: "busy", description: \'Go.\' } } },',
      '  busy: { tags: ["busy"], description: "Last, no comma" } } };',
    ].join('\n');
    const stripped = withoutChartDescriptions(code, parse);
    expect(stripped).not.toContain('description');
    expect(() => parse(stripped)).not.toThrow();
    const chart = new Function(`${stripped}; return chart;`)() as Record<string, unknown>;
    expect(chart).toEqual({
      id: 'a',
      states: { idle: { on: { go: { target: 'busy' } } }, busy: { tags: ['busy'] } },
    });
  });

  it('keeps a description built from an expression, which might have an effect', () => {
    const code = 'const x = { description: describe(), other: { description: `${name}` } };';
    expect(withoutChartDescriptions(code, parse)).toBe(code);
  });

  it('strips the session chart, which every first load carries, and it still parses', async () => {
    const source = readFileSync('src/machines/auth/machine.ts', 'utf8');
    const { code } = await transformWithOxc(source, 'machine.ts');
    expect(code).toMatch(/description:/);
    const stripped = withoutChartDescriptions(code, parse);
    expect(stripped).not.toMatch(/description:/);
    expect(() => parse(stripped)).not.toThrow();
    expect(stripped.length).toBeLessThan(code.length - 500);
  });
});
