import { Trans } from '@lingui/react/macro';
import { Button } from '../kit/Button';
import * as styles from './error-page.css';

export interface ErrorPageProps {
  /** Defaults to reloading the page. */
  onReload?: () => void;
  /** 'main' when it replaces the whole app (the default); 'section' when shown inside a page. */
  as?: 'main' | 'section';
}

/** The fallback page when a screen fails to render (spec §2 and §8). */
export function ErrorPage({
  onReload = () => window.location.reload(),
  as: Root = 'main',
}: ErrorPageProps) {
  return (
    <Root className={styles.page}>
      <h1 className={styles.heading}>
        <Trans>Unexpected Application Error!</Trans>
      </h1>
      <p className={styles.text}>
        <Trans>Something went wrong while showing this page. Reloading it usually helps.</Trans>
      </p>
      <Button onClick={onReload}>
        <Trans>Reload</Trans>
      </Button>
    </Root>
  );
}
