import { useLingui } from '@lingui/react/macro';
import { badge } from './uat-badge.css';

/** Marks a test environment so nobody mistakes it for the live site. */
export function UatBadge() {
  const { t } = useLingui();
  return (
    // A note may carry an author name; a bare span may not (axe: aria-prohibited-attr).
    <span role="note" aria-label={t`Test environment (UAT)`} className={badge}>
      UAT
    </span>
  );
}
