import { createBankListMachine } from '../../services/bank-list';
import { createFlow } from './flow';

/**
 * A step's searchable bank list: each step screen with bank fields hosts one, and every bank
 * field of the step reads it (bank-fields.tsx). The chart in src/machines/bank-list, provided in
 * src/services (which asks the server once per page load).
 */
export const BankListFlow = createFlow(createBankListMachine);
