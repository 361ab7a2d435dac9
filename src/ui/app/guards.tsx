import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { selectIsResolving, selectIsSignedIn } from '../../machines/auth/selectors';
import { Spinner } from '../kit/Spinner';
import { Session } from './session';

const CHECKING = msg`Checking your session`;

/** Partner routes: visitors go to /login. */
export function LoggedInOnly({ children }: { children: ReactNode }) {
  const { i18n } = useLingui();
  const checking = Session.useSelector(selectIsResolving);
  const signedIn = Session.useSelector(selectIsSignedIn);
  if (checking) return <Spinner label={i18n._(CHECKING)} />;
  return signedIn ? children : <Redirect to="/login" replace />;
}

/** Visitor routes: a logged-in partner goes to the home dashboard. */
export function LoggedOutOnly({ children }: { children: ReactNode }) {
  const { i18n } = useLingui();
  const checking = Session.useSelector(selectIsResolving);
  const signedIn = Session.useSelector(selectIsSignedIn);
  if (checking) return <Spinner label={i18n._(CHECKING)} />;
  return signedIn ? <Redirect to="/" replace /> : children;
}
