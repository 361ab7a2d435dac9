import { createListMachine } from '../list/machine';

/** One lender a case may name: its id and the name the partner picks it by. */
export interface LenderChoice {
  value: string;
  label: string;
}

/**
 * Its failure's words as a descriptor (issue 32); failureText keeps the English sentence below
 * until failures travel as codes (a marked descriptor's `message` is compiled at build time).
 */
export const CASE_LENDERS_FAILED = /*i18n*/ {
  id: 'case-lenders.failed',
  message: 'Failed to load the lenders',
};

/** The lenders Create Case offers (GET /v1/lender): an instance of the list chart. */
export const caseLendersMachine = createListMachine<LenderChoice[]>({
  id: 'caseLenders',
  description:
    'The lenders a case may name (the list chart): loading, then the choices, none, or the failure with Try again.',
  texts: { fallback: 'Failed to load the lenders' },
});

export type CaseLendersMachine = typeof caseLendersMachine;
