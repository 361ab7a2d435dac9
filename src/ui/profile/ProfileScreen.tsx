import { Trans, useLingui } from '@lingui/react/macro';
import * as Tabs from '@radix-ui/react-tabs';
import { lazy, Suspense } from 'react';
import { useLocation, useSearch } from 'wouter';
import { maskAccountNumber, maskPan } from '../../domain/identity';
import { selectIsLoggingOut, selectProfile } from '../../machines/auth/selectors';
import { Session } from '../app/session';
import { Button } from '../kit/Button';
import { Spinner } from '../kit/Spinner';
import * as styles from './profile.css';

/** The Links tab's code (its charts, the form, the QR sheet) loads when the tab opens. */
const LinksTab = lazy(() => import('./LinksTab'));

type Tab = 'profile' | 'links';

/** The tab in the address (`?tab=links`), so Back, a reload and a shared address keep it. */
function tabFrom(search: string): Tab {
  return new URLSearchParams(search).get('tab') === 'links' ? 'links' : 'profile';
}

/** `/profile`: the partner's details (read-only) with Logout, and the Links tab. */
export default function ProfileScreen() {
  const [, navigate] = useLocation();
  const tab = tabFrom(useSearch());
  const session = Session.useActorRef();
  const profile = Session.useSelector(selectProfile);
  const loggingOut = Session.useSelector(selectIsLoggingOut);
  const { t } = useLingui();
  if (!profile) return null;

  const details: Array<[label: string, value: string | null]> = [
    [t`Name`, `${profile.first_name} ${profile.last_name}`],
    [t`Mobile`, profile.mobile],
    [t`Email`, profile.email],
    [t`Address`, profile.address],
    [t`Pincode`, profile.pincode],
    [t`City`, profile.city],
    [t`State`, profile.state],
    [t`PAN`, profile.pan ? maskPan(profile.pan) : null],
    [t`Bank`, profile.bank_name],
    [t`Account number`, profile.account_number ? maskAccountNumber(profile.account_number) : null],
    [t`IFSC`, profile.ifsc],
    [t`Referral code`, profile.referral_code],
  ];

  return (
    <Tabs.Root
      value={tab}
      onValueChange={(next) =>
        navigate(next === 'links' ? '/profile?tab=links' : '/profile', { replace: true })
      }
      className={styles.tabs}
    >
      <Tabs.List className={styles.tabList} aria-label={t`Profile sections`}>
        <Tabs.Trigger value="profile" className={styles.tab}>
          <Trans>Profile</Trans>
        </Tabs.Trigger>
        <Tabs.Trigger value="links" className={styles.tab}>
          <Trans>Links</Trans>
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="profile" className={styles.panel}>
        <h1 className={styles.heading}>
          <Trans>Your details</Trans>
        </h1>
        <dl className={styles.details}>
          {details.map(([label, value]) => (
            <div key={label} className={styles.row}>
              <dt className={styles.term}>{label}</dt>
              <dd className={styles.value}>{value || '—'}</dd>
            </div>
          ))}
        </dl>
        <Button
          variant="outline"
          fullWidth
          loading={loggingOut}
          onClick={() => session.send({ type: 'session.logout' })}
        >
          <Trans>Logout</Trans>
        </Button>
      </Tabs.Content>
      <Tabs.Content value="links" className={styles.panel}>
        <Suspense fallback={<Spinner label={t`Loading links`} />}>
          <LinksTab />
        </Suspense>
      </Tabs.Content>
    </Tabs.Root>
  );
}
