import { createAuthMachine } from '../../services/auth.actors';
import { createFlow } from './flow';

/** The app's session: who is signed in (auth chart), hosted by App above every route. */
export const Session = createFlow(createAuthMachine);
