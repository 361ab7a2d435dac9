import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from './Button';
import { pager } from './pager.css';

export interface PagerProps {
  /** The page shown, from 1. */
  page: number;
  pages: number;
  /** A page is loading: both buttons wait. */
  busy: boolean;
  onPage: (page: number) => void;
}

/** Previous, 'Page n of m' and Next under a server-paged list; nothing when one page holds it all. */
export function Pager({ page, pages, busy, onPage }: PagerProps) {
  const { t } = useLingui();
  if (pages <= 1) return null;
  return (
    <nav className={pager} aria-label={t`Pages`}>
      <Button variant="outline" disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
        <Trans>Previous</Trans>
      </Button>
      <span>{t`Page ${page} of ${pages}`}</span>
      <Button variant="outline" disabled={page >= pages || busy} onClick={() => onPage(page + 1)}>
        <Trans>Next</Trans>
      </Button>
    </nav>
  );
}
