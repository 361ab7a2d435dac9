import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { selectProfile } from '../../machines/auth/selectors';
import { HomeIcon, UserIcon } from '../kit/nav-icons';
import * as styles from './layout.css';
import { PartnerLayoutView } from './PartnerLayoutView';
import { Session } from './session';
import { useSite } from './site';

/** Partner screens: the brand header with the greeting, the screen, and "Powered By". */
export function ProtectedLayout({ children }: { children: ReactNode }) {
  const { brand } = useSite();
  const profile = Session.useSelector(selectProfile);
  const [path] = useLocation();
  const onProfile = path === '/profile';
  const { t } = useLingui();
  return (
    <PartnerLayoutView
      brand={brand}
      homeHref="/"
      greeting={
        profile ? { firstName: profile.first_name, lastName: profile.last_name } : undefined
      }
      actions={
        // The header icon toggles between home and profile (capture-app spec §2).
        <Link
          href={onProfile ? '/' : '/profile'}
          className={styles.iconLink}
          aria-label={onProfile ? t`Home` : t`Profile`}
        >
          {onProfile ? <HomeIcon /> : <UserIcon />}
        </Link>
      }
    >
      {children}
    </PartnerLayoutView>
  );
}
