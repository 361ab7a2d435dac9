import { formatDate } from '../../domain/dates';
import type { KeyFactStatement } from '../../domain/kfs/statement';
import { formatRupees } from '../../domain/money';
import { fill } from '../language';
import type { KfsTexts } from './en';
import { kfsLines } from './lines';

/** How the grievance officer is reached: name, email and, when there is one, the phone. */
const contactOf = ({ name, email, phone }: KeyFactStatement['grievance_officer']) =>
  [name, email, phone].filter(Boolean).join(', ');

/**
 * The rows of the KFS summary table — a label and its value, in the circular's order — as the
 * screen and the PDF both print them (₹ with Indian grouping, DD-MM-YYYY).
 */
export function kfsSummaryRows(kfs: KeyFactStatement, texts: KfsTexts): [string, string][] {
  const percent = (value: number) => `${value}%`;
  const charges: [string, string][] = kfs.upfront_charges.length
    ? kfs.upfront_charges.map((charge) => [texts.charge[charge.kind], formatRupees(charge.amount)])
    : [[texts.upfrontCharges, texts.noUpfrontCharges]];
  const lines = kfsLines(kfs, texts);
  return [
    [texts.proposalNumber, kfs.proposal_number],
    [texts.issuedOn, formatDate(kfs.issued_on)],
    [texts.validUntil, formatDate(kfs.valid_until)],
    [texts.loanType, lines.loan_type],
    [texts.sanctionedAmount, formatRupees(kfs.sanctioned_amount)],
    ...charges,
    [texts.totalUpfrontCharges, formatRupees(kfs.total_upfront_charges)],
    [texts.netDisbursedAmount, formatRupees(kfs.net_disbursed_amount)],
    [texts.disbursementDate, formatDate(kfs.disbursement_date)],
    [texts.interestRate, percent(kfs.interest_rate)],
    [texts.interestType, texts.fixedRate],
    [texts.tenure, fill(texts.months, { count: kfs.tenure_months })],
    [texts.instalmentCount, String(kfs.instalment_count)],
    [texts.instalmentAmount, formatRupees(kfs.instalment_amount)],
    [texts.firstDueDate, formatDate(kfs.first_due_date)],
    [texts.totalInterest, formatRupees(kfs.total_interest)],
    [texts.totalAmountPayable, formatRupees(kfs.total_amount_payable)],
    [texts.apr, percent(kfs.apr)],
    [texts.penalCharges, lines.penal_charges],
    [texts.bounceCharge, formatRupees(kfs.contingent_charges.bounce_charge)],
    [texts.foreclosureCharges, lines.foreclosure_charges],
    [texts.coolingOff, lines.cooling_off],
    [texts.grievanceOfficer, contactOf(kfs.grievance_officer)],
  ];
}

/** The schedule's column titles, in the order of `kfsScheduleCells`. */
export function kfsScheduleColumns(texts: KfsTexts): string[] {
  const columns = texts.scheduleColumns;
  return [
    columns.number,
    columns.dueDate,
    columns.openingBalance,
    columns.principal,
    columns.interest,
    columns.instalment,
    columns.closingBalance,
  ];
}

/** One instalment of the schedule as printed: its number, due date and amounts. */
export function kfsScheduleCells(instalment: KeyFactStatement['schedule'][number]): string[] {
  return [
    String(instalment.number),
    formatDate(instalment.due_date),
    formatRupees(instalment.opening_balance),
    formatRupees(instalment.principal),
    formatRupees(instalment.interest),
    formatRupees(instalment.instalment),
    formatRupees(instalment.closing_balance),
  ];
}
