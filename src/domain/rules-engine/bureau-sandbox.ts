/*
 * The bureau: where the rules engine gets a credit score, any overdue amount and the EMIs the
 * applicant already pays. A real credit bureau plugs in by implementing BureauAdapter on the
 * server (it needs the network and credentials); the sandbox below answers from a table and a
 * hash, so every environment gives the same, documented outcome for the same PAN
 * (docs/rules-engine.md lists them). The PAN is personal data: nothing here logs it.
 */

/** Who is asked about. Real bureaus match on more than the PAN, so the seam carries it all. */
export interface BureauInquiry {
  pan: string;
  name: string;
  mobile: string;
  /** 'YYYY-MM-DD'. */
  dob: string;
}

export interface BureauReport {
  /** Credit score on the 300–900 scale. */
  score: number;
  /** Rupees past due on existing loans and cards; more than 0 rejects the application. */
  overdue_amount: number;
  /** Rupees a month already paid in EMIs on other loans: the FOIR's existing obligations. */
  monthly_obligations: number;
}

/** The seam where a real bureau plugs in. */
export interface BureauAdapter {
  pull(inquiry: BureauInquiry): Promise<BureauReport>;
}

const report = (score: number, overdue_amount = 0, monthly_obligations = 0): BureauReport => ({
  score,
  overdue_amount,
  monthly_obligations,
});

/**
 * Test PANs with a known outcome. Individuals' PANs have P as the fourth letter; the fifth names
 * the case (A, B, C: score bands; L: low score; O: overdue; X: both; E: existing EMIs).
 * ABCDE1234F is the PAN the tests and the demo data type everywhere: a clean, high score.
 */
export const SANDBOX_PANS: Readonly<Record<string, BureauReport>> = {
  ABCDE1234F: report(780),
  AAAPA0001A: report(830),
  AAAPB0002B: report(720),
  AAAPC0003C: report(670),
  AAAPL0004L: report(590),
  AAAPO0005O: report(760, 48_500),
  AAAPX0006X: report(560, 12_000),
  AAAPE0007E: report(790, 0, 40_000),
};

/** Scores of other PANs fall in [620, 900): about one in nine is below the 650 cut-off. */
export const HASHED_SCORE_FROM = 620;
export const HASHED_SCORE_SPAN = 280;

/** 32-bit FNV-1a: small, well spread, and the same in every runtime. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/**
 * The sandbox's report for a PAN (as typed: trimmed and uppercased first): the table's, else a
 * score from the PAN's hash with nothing overdue and no other EMIs.
 */
export function sandboxBureauReport(pan: string): BureauReport {
  const key = pan.trim().toUpperCase();
  const seeded = SANDBOX_PANS[key];
  if (seeded !== undefined) return seeded;
  return report(HASHED_SCORE_FROM + (fnv1a(key) % HASHED_SCORE_SPAN));
}

/** The sandbox bureau behind the adapter seam, for every environment without a real bureau. */
export const sandboxBureau: BureauAdapter = {
  pull: (inquiry) => Promise.resolve(sandboxBureauReport(inquiry.pan)),
};
