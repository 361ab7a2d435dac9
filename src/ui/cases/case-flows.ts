import {
  createCaseLendersMachine,
  createCasesMachine,
  createCreateCaseMachine,
} from '../../services/cases';
import { createFlow } from '../app/flow';

/** Create Case's form: the generic form chart with the case schema, saved by POST /v1/payout/case. */
export const CreateCaseFlow = createFlow(createCreateCaseMachine);

/** The lenders Create Case offers (GET /v1/lender). */
export const CaseLendersFlow = createFlow(createCaseLendersMachine);

/** The Offline Disbursements list, a page at a time. */
export const CasesFlow = createFlow(createCasesMachine);
