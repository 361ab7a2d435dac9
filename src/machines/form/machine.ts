import * as v from 'valibot';
import { createFormMachine } from './create-form-machine';

/**
 * Every form of the capture wizard is `createFormMachine(itsSpec)`: this one, with an empty
 * schema, is the shape they share, for the chart (`npm run charts`) and the selectors' types.
 */
export const formMachine = createFormMachine({
  id: 'form',
  schemaFor: () => v.object({}),
});

export type FormMachine = typeof formMachine;
