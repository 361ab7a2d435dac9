import * as Tabs from '@radix-ui/react-tabs';
import { maskAccountNumber, maskPan } from '../../domain/identity';
import { selectIsLoggingOut, selectProfile } from '../../machines/auth/selectors';
import { Session } from '../app/session';
import { Button } from '../kit/Button';
import * as styles from './profile.css';

/** `/profile`: the partner's details (read-only) with Logout, and the Links tab. */
export default function ProfileScreen() {
  const session = Session.useActorRef();
  const profile = Session.useSelector(selectProfile);
  const loggingOut = Session.useSelector(selectIsLoggingOut);
  if (!profile) return null;

  const details: Array<[label: string, value: string | null]> = [
    ['Name', `${profile.first_name} ${profile.last_name}`],
    ['Mobile', profile.mobile],
    ['Email', profile.email],
    ['Address', profile.address],
    ['Pincode', profile.pincode],
    ['City', profile.city],
    ['State', profile.state],
    ['PAN', profile.pan ? maskPan(profile.pan) : null],
    ['Bank', profile.bank_name],
    ['Account number', profile.account_number ? maskAccountNumber(profile.account_number) : null],
    ['IFSC', profile.ifsc],
    ['Referral code', profile.referral_code],
  ];

  return (
    <Tabs.Root defaultValue="profile" className={styles.tabs}>
      <Tabs.List className={styles.tabList} aria-label="Profile sections">
        <Tabs.Trigger value="profile" className={styles.tab}>
          Profile
        </Tabs.Trigger>
        <Tabs.Trigger value="links" className={styles.tab}>
          Links
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="profile" className={styles.panel}>
        <h1 className={styles.heading}>Your details</h1>
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
          Logout
        </Button>
      </Tabs.Content>
      <Tabs.Content value="links" className={styles.panel}>
        <h1 className={styles.heading}>Links</h1>
        <p>
          Tracking links and QR codes arrive with a later issue: this tab does not create links yet.
        </p>
      </Tabs.Content>
    </Tabs.Root>
  );
}
