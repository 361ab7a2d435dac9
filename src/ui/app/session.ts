import { createActorContext } from '@xstate/react';
import { authMachine } from '../../machines/auth/machine';

/** The one session actor of the app; App provides the real implementations via `logic`. */
export const Session = createActorContext(authMachine);
