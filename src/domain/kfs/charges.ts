import type { LoanType } from '../enums';

/*
 * The contingent charges a Key Fact Statement must state (RBI/2024-25/18, Annex A part 1 items
 * 10–11): penal charges, and what foreclosing or prepaying costs. The product does not price
 * them per lender yet, so they are per loan type here, at figures Indian lenders publish:
 * - Penal charges are a charge on the overdue instalment, not added interest (RBI circular on
 *   penal charges, 18 August 2023): a percent a month of the amount overdue, plus a fixed
 *   charge per bounced instalment.
 * - Foreclosure: a percent of the principal still owed. Floating-rate loans to individuals may
 *   not be charged for foreclosing at all (RBI, 2014 and 2019); every loan priced here is at a
 *   fixed rate, and home loans and loans against property charge nothing anyway.
 */

export interface ContingentCharges {
  /** Percent a month of the overdue amount, for the days it is overdue. */
  penal_percent_per_month: number;
  /** Rupees for each instalment the bank returns unpaid, before GST. */
  bounce_charge: number;
  /** Percent of the principal outstanding when the loan is closed early (0: none). */
  foreclosure_percent: number;
}

const consumer: ContingentCharges = {
  penal_percent_per_month: 2,
  bounce_charge: 500,
  foreclosure_percent: 4,
};
const business: ContingentCharges = {
  penal_percent_per_month: 2,
  bounce_charge: 750,
  foreclosure_percent: 4,
};
const secured: ContingentCharges = {
  penal_percent_per_month: 2,
  bounce_charge: 500,
  foreclosure_percent: 3,
};
const property: ContingentCharges = {
  penal_percent_per_month: 2,
  bounce_charge: 500,
  foreclosure_percent: 0,
};

export const CONTINGENT_CHARGES: Readonly<Record<LoanType, ContingentCharges>> = {
  PERSONAL_LOAN: consumer,
  PROFESSIONAL_LOANS: consumer,
  HOME_LOAN: property,
  LAP: property,
  LAS_MUTUAL_FUNDS: secured,
  OD_UNSECURED_LIMIT: consumer,
  AUTO_LOAN: secured,
  GOLD_LOAN: secured,
  EDUCATION_LOAN: { ...consumer, foreclosure_percent: 0 },
  NEW_CAR_LOAN: secured,
  USED_CAR_LOAN: secured,
  DOD_UNSECURED: consumer,
  SEP: consumer,
  SENP: business,
  BUSINESS_LOAN: business,
  SMALL_BUSINESS_LOAN: business,
  BILL_DISCOUNTING: business,
  EQUIPMENT_FINANCING: secured,
  CONSTRUCTION_EQUIPMENT: secured,
  OD_SECURED_LIMIT: secured,
  OD_DOD_UNSECURED_LIMIT: business,
};

/**
 * Days after the loan is disbursed during which the borrower may cancel it by repaying the
 * principal and the interest for those days only, no other charge: the look-up (cooling-off)
 * period of the Digital Lending Directions (at least one day; three are given here, the same
 * as the KFS's validity, so a borrower who signs on its last day still has time to think).
 */
export const COOLING_OFF_DAYS = 3;
