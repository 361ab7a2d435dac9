import { describe, expect, it } from 'vitest';
import { renderCharts, staleCharts } from '../../../scripts/export-charts';

describe('charts in docs/charts', () => {
  it('are up to date with the machines (run npm run charts)', async () => {
    expect(await staleCharts()).toEqual([]);
  });

  it('draw every machine, with its transitions labelled by event', async () => {
    const charts = await renderCharts();
    expect(charts.map(({ name }) => name)).toEqual(expect.arrayContaining(['auth', 'otp']));
    const otp = charts.find(({ name }) => name === 'otp')?.markdown ?? '';
    expect(otp).toContain('stateDiagram-v2');
    expect(otp).toContain('editingMobile --> sendingCode : mobile.submit [isMobileValid]');
    expect(otp).toContain('counting --> counting : after resendTick');
  });
});
