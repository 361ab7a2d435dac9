import type { ReactNode } from 'react';
import { Redirect, useSearch } from 'wouter';
import { selectIsResolving, selectIsSignedIn } from '../../machines/auth/selectors';
import { Spinner } from '../kit/Spinner';
import { applicationIdIn } from '../wizard/routes';
import { Session } from './session';
import { useSite } from './site';

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

/**
 * The public apply flow: on a brand without Apply Now a new application is not offered, so its
 * typed address shows the landing instead. An address naming an application (the borrower's own,
 * opened from tracking's Complete Application) still opens; the server decides who may see it.
 */
export function ApplyNowOnly({ children }: { children: ReactNode }) {
  const { brand } = useSite();
  const search = useSearch();
  if (brand.flags.showApplyNow || applicationIdIn(search)) return children;
  return <Redirect to="/login" replace />;
}
