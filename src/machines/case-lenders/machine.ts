import { createListMachine } from '../list/machine';

/** One lender a case may name: its id and the name the partner picks it by. */
export interface LenderChoice {
  value: string;
  label: string;
}

/** The lenders Create Case offers (GET /v1/lender): an instance of the list chart. */
export const caseLendersMachine = createListMachine<LenderChoice[]>({
  id: 'caseLenders',
  description:
    'The lenders a case may name (the list chart): loading, then the choices, none, or the failure with Try again.',
  texts: { fallback: 'Failed to load the lenders' },
});

export type CaseLendersMachine = typeof caseLendersMachine;
