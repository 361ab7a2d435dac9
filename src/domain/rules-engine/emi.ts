/*
 * Standard amortisation: equal monthly instalments, interest on the reducing balance at a monthly
 * rate r = annual percent / 12 / 100.
 *   EMI = P·r·(1+r)^n / ((1+r)^n − 1)        and, solved for P,
 *   P   = EMI·((1+r)^n − 1) / (r·(1+r)^n)
 * At a 0 % rate both become P = EMI·n.
 */

const monthlyRate = (annualPercent: number): number => annualPercent / 12 / 100;

/**
 * The EMI of `principal` rupees over `months` at `annualPercent`, rounded to the nearest whole
 * rupee (half up), the figure the borrower pays each month. Nothing borrowed or no months: 0.
 */
export function emiFor(principal: number, annualPercent: number, months: number): number {
  if (principal <= 0 || months <= 0) return 0;
  const r = monthlyRate(annualPercent);
  if (r === 0) return Math.round(principal / months);
  const growth = (1 + r) ** months;
  return Math.round((principal * r * growth) / (growth - 1));
}

/**
 * The principal whose EMI over `months` at `annualPercent` is exactly `emi` rupees, unrounded:
 * the caller rounds it down, so the loan it suggests never needs more than that EMI.
 */
export function principalFor(emi: number, annualPercent: number, months: number): number {
  if (emi <= 0 || months <= 0) return 0;
  const r = monthlyRate(annualPercent);
  if (r === 0) return emi * months;
  const growth = (1 + r) ** months;
  return (emi * (growth - 1)) / (r * growth);
}
