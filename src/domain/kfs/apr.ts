/*
 * The Annual Percentage Rate of a Key Fact Statement, as the circular's illustration computes it
 * (RBI/2024-25/18, Annex B): the monthly internal rate of return of the cash flows — the net
 * amount disbursed to the borrower at month 0, against each instalment at months 1…n — times
 * 12, in percent with two decimals. Every up-front charge is in it because it is taken from
 * the amount disbursed; so with any charge the APR is above the interest rate.
 */

/** Present value at monthly rate `i` of `instalments` paid at the end of months 1, 2, …. */
function presentValue(instalments: readonly number[], i: number): number {
  let value = 0;
  let discount = 1;
  for (const amount of instalments) {
    discount /= 1 + i;
    value += amount * discount;
  }
  return value;
}

/**
 * The monthly rate at which the instalments are worth exactly `netDisbursed` today, by bisection
 * (the present value falls as the rate rises, so the root is unique). Between 0 and 100 % a
 * month; a loan repaid with less than was disbursed has no positive rate: 0.
 */
export function monthlyInternalRate(netDisbursed: number, instalments: readonly number[]): number {
  const repaid = instalments.reduce((sum, amount) => sum + amount, 0);
  if (netDisbursed <= 0 || repaid <= netDisbursed) return 0;
  let low = 0;
  let high = 1;
  // 60 halvings take the bracket below 1e-18: far past the two decimals the APR keeps.
  for (let step = 0; step < 60; step += 1) {
    const middle = (low + high) / 2;
    if (presentValue(instalments, middle) > netDisbursed) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}

/** The APR in percent per annum, two decimals: the monthly internal rate × 12. */
export function annualPercentageRate(netDisbursed: number, instalments: readonly number[]): number {
  const annualPercent = monthlyInternalRate(netDisbursed, instalments) * 12 * 100;
  return Math.round(annualPercent * 100) / 100;
}
