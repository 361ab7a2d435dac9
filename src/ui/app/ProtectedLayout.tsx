import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { selectProfile } from '../../machines/auth/selectors';
import { PartnerLayoutView } from './PartnerLayoutView';
import { ProfileToggle } from './ProfileToggle';
import { Session } from './session';
import { useSite } from './site';

/** Partner screens: the brand header with the greeting, the screen, and "Powered By". */
export function ProtectedLayout({ children }: { children: ReactNode }) {
  const { brand } = useSite();
  const profile = Session.useSelector(selectProfile);
  const [path] = useLocation();
  const onProfile = path === '/profile';
  return (
    <PartnerLayoutView
      brand={brand}
      homeHref="/"
      greeting={
        profile ? { firstName: profile.first_name, lastName: profile.last_name } : undefined
      }
      actions={<ProfileToggle onProfile={onProfile} />}
    >
      {children}
    </PartnerLayoutView>
  );
}
