import { useEffect } from 'react';
import { Session } from './session';
import { useSite } from './site';

/** Connects the API client's 401 signal to the session actor (the client exists first). */
export function SessionExpiry() {
  const session = Session.useActorRef();
  const { runtime } = useSite();
  useEffect(() => {
    runtime.onUnauthorized(() => session.send({ type: 'session.expired' }));
  }, [runtime, session]);
  return null;
}
