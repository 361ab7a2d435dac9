import { useEffect } from 'react';
import { Session } from './session';
import { useSite } from './site';

/**
 * Connects the API client's 401 signal to the session actor (the client exists first), with the
 * route it happened on (the hash route, query included), where the same partner returns.
 */
export function SessionExpiry() {
  const session = Session.useActorRef();
  const { runtime } = useSite();
  useEffect(() => {
    runtime.onUnauthorized(() =>
      session.send({ type: 'session.expired', at: location.hash.replace(/^#/, '') || '/' }),
    );
  }, [runtime, session]);
  return null;
}
