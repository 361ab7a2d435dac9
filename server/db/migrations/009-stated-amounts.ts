import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/*
 * Issue 18 item 2: a Required Loan Amount of ₹0 is refused, and a blank one is "not stated".
 * The rules engine always read 0 as not stated, so a stored 0 becomes null (the form then shows
 * the field blank, and the same offer follows). The loan offer now says which amount it was
 * worked out with (LoanOffer.required_amount, null when none was stated): offers stored before
 * take it from the facts kept with them, 0 again read as not stated.
 */
export const statedAmounts: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`update applications set required_amount = null where required_amount = 0`.execute(db);
    await sql`
      update applications
      set loan_offer = loan_offer || jsonb_build_object(
        'required_amount',
        nullif((offer_facts ->> 'required_amount')::numeric, 0)
      )
      where loan_offer is not null and not (loan_offer ? 'required_amount')
    `.execute(db);
  },
};
