import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { selectIsResolving, selectIsSignedIn } from '../../machines/auth/selectors';
import { Spinner } from '../kit/Spinner';
import { Session } from './session';

/** Partner routes: visitors go to /login. */
export function LoggedInOnly({ children }: { children: ReactNode }) {
  const checking = Session.useSelector(selectIsResolving);
  const signedIn = Session.useSelector(selectIsSignedIn);
  if (checking) return <Spinner label="Checking your session" />;
  return signedIn ? children : <Redirect to="/login" replace />;
}

/** Visitor routes: a logged-in partner goes to the home dashboard. */
export function LoggedOutOnly({ children }: { children: ReactNode }) {
  const checking = Session.useSelector(selectIsResolving);
  const signedIn = Session.useSelector(selectIsSignedIn);
  if (checking) return <Spinner label="Checking your session" />;
  return signedIn ? <Redirect to="/" replace /> : children;
}
