import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Link, useLocation } from 'wouter';
import { LoggedInOnly, LoggedOutOnly } from '../app/guards';
import { plannedScreenAt } from '../app/planned-screens';
import { ProtectedLayout } from '../app/ProtectedLayout';
import * as styles from './placeholder.css';

/*
 * Every address no screen claims: a route of the spec whose screen is not built yet says so
 * (behind the guard its access needs), anything else is not found. The list of planned routes
 * lives here, in a lazy chunk, not in the router the first load carries.
 */

function PlaceholderScreen({ title }: { title: MessageDescriptor }) {
  const { i18n } = useLingui();
  return (
    <main className={styles.screen}>
      <h1>{i18n._(title)}</h1>
      <p>
        <Trans>This screen arrives with a later issue. Nothing here works yet.</Trans>
      </p>
      <Link href="/">
        <Trans>Go back</Trans>
      </Link>
    </main>
  );
}

function NotFoundScreen() {
  return (
    <main className={styles.screen}>
      <h1>
        <Trans>Page not found</Trans>
      </h1>
      <p>
        <Trans>There is no page at this address.</Trans>
      </p>
      <Link href="/">
        <Trans>Go to the home page</Trans>
      </Link>
    </main>
  );
}

export default function FallbackScreen() {
  const [path] = useLocation();
  const planned = plannedScreenAt(path);
  if (!planned) return <NotFoundScreen />;
  return planned.access === 'partner' ? (
    <LoggedInOnly>
      <ProtectedLayout>
        <PlaceholderScreen title={planned.title} />
      </ProtectedLayout>
    </LoggedInOnly>
  ) : (
    <LoggedOutOnly>
      <PlaceholderScreen title={planned.title} />
    </LoggedOutOnly>
  );
}
