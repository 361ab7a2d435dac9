import { formatDate } from '../../domain/dates';
import type { KeyFactStatement } from '../../domain/kfs/statement';
import { fill } from '../language';
import type { KfsTexts } from './en';

/**
 * The KFS's sentences with its figures put in, in one language: what the API's `texts`, the
 * screen and the PDF all print, so the three say the same.
 */
export function kfsLines(kfs: KeyFactStatement, texts: KfsTexts) {
  const contingent = kfs.contingent_charges;
  return {
    title: texts.title,
    loan_type: texts.loanTypes[kfs.loan_type],
    penal_charges: fill(texts.penalChargesText, { percent: contingent.penal_percent_per_month }),
    foreclosure_charges:
      contingent.foreclosure_percent > 0
        ? fill(texts.foreclosureText, { percent: contingent.foreclosure_percent })
        : texts.noForeclosureCharges,
    cooling_off: fill(texts.coolingOffText, { days: kfs.cooling_off_days }),
    validity: fill(texts.validityNote, { date: formatDate(kfs.valid_until) }),
  };
}
