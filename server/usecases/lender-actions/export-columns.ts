import { FIELDS, fieldOf, type Field, type FieldKey } from './application-fields';

/*
 * Each lender's column order for the export workbook, keyed by the lender's id (the lenders
 * catalog, src/domain/lenders/catalog.ts). These are the orders their credit teams read first
 * (identity, then the ask, then the offer); a lender not listed gets every field in the default
 * order (./application-fields.ts). A lender's list may leave fields out.
 */
const LENDER_ORDERS: Readonly<Record<string, readonly FieldKey[]>> = {
  protium: [
    'tracker_id',
    'name',
    'pan_number',
    'dob',
    'mobile',
    'email',
    'loan_type',
    'required_amount',
    'offer_amount',
    'interest_rate',
    'tenure_months',
    'emi',
    'disbursement_date',
    'employer',
    'monthly_income',
    'address',
    'city',
    'state',
    'pincode',
    'gender',
    'job_type',
    'co_applicants',
    'status',
    'applied_on',
  ],
  kaveri: [
    'applied_on',
    'tracker_id',
    'name',
    'mobile',
    'pan_number',
    'loan_type',
    'required_amount',
    'monthly_income',
    'employer',
    'dob',
    'city',
    'state',
    'offer_amount',
    'emi',
    'tenure_months',
    'interest_rate',
    'disbursement_date',
    'status',
  ],
};

/** The workbook's columns for this lender, in its order. */
export function exportColumns(lenderId: string): readonly Field[] {
  const order = LENDER_ORDERS[lenderId];
  return order ? order.map(fieldOf) : FIELDS;
}
