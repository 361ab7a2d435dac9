import * as v from 'valibot';
import { LOAN_TYPES } from '../enums';
import catalog from './catalog.json';
import { SUPPORTED_ACTIONS, type Lender } from './policy';

/*
 * The lenders the portal knows, with their policies (catalog.json): the truth for the
 * `lenders` table, which the server reseeds from it on every start (like the tenants). Protium
 * is named by the spec; the other five are invented names, because real lenders' names beside
 * made-up terms would say something false about them. The figures sit within what Indian banks
 * and NBFCs publish for such loans; docs/lender-policies.md shows them as tables. The file is
 * data, checked here against the policy's shape when it loads, so a typo fails at once.
 */

const RangeSchema = v.pipe(
  v.strictObject({ min: v.number(), max: v.number() }),
  v.check((range) => range.min <= range.max, 'A range’s min must not exceed its max'),
);

const LenderSchema = v.strictObject({
  id: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]{1,63}$/)),
  name: v.pipe(v.string(), v.minLength(1)),
  isPreferred: v.boolean(),
  supportedActions: v.array(v.picklist(SUPPORTED_ACTIONS)),
  filesOnlyOnceApproved: v.boolean(),
  policy: v.strictObject({
    loanTypes: v.pipe(v.array(v.picklist(LOAN_TYPES)), v.minLength(1)),
    amount: RangeSchema,
    minBureauScore: v.number(),
    minMonthlyIncome: v.number(),
    age: RangeSchema,
    interestRate: RangeSchema,
    tenure: RangeSchema,
    processingFee: RangeSchema,
    insuranceFee: RangeSchema,
  }),
});

export const LENDERS: readonly Lender[] = v.parse(v.array(LenderSchema), catalog);

/** The lender with this id, or undefined. */
export function lenderById(id: string): Lender | undefined {
  return LENDERS.find((lender) => lender.id === id);
}
