import { describe, expect, it } from 'vitest';
import {
  HASHED_SCORE_FROM,
  HASHED_SCORE_SPAN,
  SANDBOX_PANS,
  sandboxBureau,
  sandboxBureauReport,
} from '../../../../src/domain/rules-engine/bureau-sandbox';

describe('the sandbox bureau', () => {
  it.each([
    ['ABCDE1234F', 780, 0, 0],
    ['AAAPA0001A', 830, 0, 0],
    ['AAAPB0002B', 720, 0, 0],
    ['AAAPC0003C', 670, 0, 0],
    ['AAAPL0004L', 590, 0, 0],
    ['AAAPO0005O', 760, 48_500, 0],
    ['AAAPX0006X', 560, 12_000, 0],
    ['AAAPE0007E', 790, 0, 40_000],
  ])('test PAN %s → score %d, overdue ₹%d, EMIs ₹%d', (pan, score, overdue, emis) =>
    expect(sandboxBureauReport(pan)).toEqual({
      score,
      overdue_amount: overdue,
      monthly_obligations: emis,
    }),
  );

  it('has exactly the PANs docs/rules-engine.md lists', () => {
    expect(Object.keys(SANDBOX_PANS)).toHaveLength(8);
  });

  it('reads a PAN as typed: trimmed and uppercased', () => {
    expect(sandboxBureauReport(' aaapo0005o ')).toEqual(sandboxBureauReport('AAAPO0005O'));
  });

  it('gives any other PAN the same score every time, from its hash, with nothing overdue', () => {
    // FNV-1a of the PAN, modulo 280, plus 620 (values listed in docs/rules-engine.md)
    expect(sandboxBureauReport('ABCPQ1234R')).toEqual({
      score: 758,
      overdue_amount: 0,
      monthly_obligations: 0,
    });
    expect(sandboxBureauReport('AAAFV1234K').score).toBe(639);
    expect(sandboxBureauReport('ABCFI1234K').score).toBe(843);
  });

  it('keeps hashed scores in [620, 900) and mostly above the cut-off', () => {
    let below = 0;
    const pans = Array.from(
      { length: 2_000 },
      (_, i) => `ABCP${'QRSTU'[i % 5]}${String(i).padStart(4, '0')}K`,
    );
    for (const pan of pans) {
      const { score } = sandboxBureauReport(pan);
      expect(score).toBeGreaterThanOrEqual(HASHED_SCORE_FROM);
      expect(score).toBeLessThan(HASHED_SCORE_FROM + HASHED_SCORE_SPAN);
      if (score < 650) below += 1;
    }
    // 30 of the 280 possible scores are under 650: about 11 %.
    expect(below / pans.length).toBeGreaterThan(0.05);
    expect(below / pans.length).toBeLessThan(0.17);
  });

  it('answers through the adapter seam a real bureau implements', async () => {
    await expect(
      sandboxBureau.pull({
        pan: 'AAAPO0005O',
        name: 'Asha Rao',
        mobile: '9876543210',
        dob: '1990-01-01',
      }),
    ).resolves.toEqual({ score: 760, overdue_amount: 48_500, monthly_obligations: 0 });
  });
});
