import { Link } from 'wouter';
import { HomeIcon, UserIcon } from '../kit/nav-icons';
import * as styles from './layout.css';

/**
 * The header's icon on partner screens, toggling between home and profile (capture-app spec
 * §2); the static first paint draws it too, so the header keeps its height when the app takes
 * over.
 */
export function ProfileToggle({ onProfile }: { onProfile: boolean }) {
  return (
    <Link
      href={onProfile ? '/' : '/profile'}
      className={styles.iconLink}
      aria-label={onProfile ? 'Home' : 'Profile'}
    >
      {onProfile ? <HomeIcon /> : <UserIcon />}
    </Link>
  );
}
