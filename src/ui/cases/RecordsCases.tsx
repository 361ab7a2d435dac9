import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { domainMessage } from '../../domain/i18n/lookup';
import { mayRecordCases, NO_CASES_FOR_KIND } from '../../domain/partner-kinds';
import { selectProfile } from '../../machines/auth/selectors';
import { Session } from '../app/session';
import { MessageLine } from '../kit/MessageLine';

/**
 * The case screens for partners of a kind that records cases; anyone else who types their
 * address is told why not (the server refuses them too, with 403), with Back to home.
 */
export function RecordsCases({ title, children }: { title: string; children: ReactNode }) {
  const profile = Session.useSelector(selectProfile);
  const { i18n } = useLingui();
  if (mayRecordCases(profile?.partner_kind)) return <>{children}</>;
  return (
    <section aria-labelledby="no-cases-title">
      <h1 id="no-cases-title">{title}</h1>
      <MessageLine tone="error">{i18n._(domainMessage(NO_CASES_FOR_KIND))}</MessageLine>
      <p>
        <Link href="/">
          <Trans>Back</Trans>
        </Link>
      </p>
    </section>
  );
}
