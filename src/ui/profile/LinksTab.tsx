import { i18n as lingui, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useLocation, useSearch } from 'wouter';
import { formatDate } from '../../domain/dates';
import { LEAD_SOURCES, LOAN_TYPE_LABELS, LOAN_TYPES, type LoanType } from '../../domain/enums';
import { LOAN_TYPE_LABEL_TEXTS } from '../../domain/i18n/labels';
import { domainMessage } from '../../domain/i18n/lookup';
import { needsLoanType, type LinkRules } from '../../domain/links/link-schema';
import {
  selectCopyFeedback,
  selectFetchingQrOf,
  selectIsDeleting,
  selectLinkForm,
  selectLinkList,
  selectLinkToDelete,
  selectShownQr,
} from '../../machines/links/selectors';
import {
  issueMessageOn,
  selectIsSaving,
  selectIssue,
  selectIssues,
  selectServerError,
  selectValues,
} from '../../machines/form/selectors';
import type { LinksNotice } from '../../machines/links/types';
import type { UtmLinkFormMachine } from '../../machines/utm-link-form/machine';
import type { LinkRow, UtmLinksMachine } from '../../machines/utm-links/machine';
import {
  selectFailure,
  selectIsEmpty,
  selectIsLoading,
  selectPage,
} from '../../machines/list/selectors';
import { selectLinkRows, selectLinksPages } from '../../machines/utm-links/selectors';
import { linksInput } from '../../services/links';
import { useSite } from '../app/site';
import { Button } from '../kit/Button';
import { EmptyList } from '../kit/EmptyList';
import { FailedLoad } from '../kit/FailedLoad';
import { Pager } from '../kit/Pager';
import { optionsOf, SelectField } from '../kit/SelectField';
import { Sheet } from '../kit/Sheet';
import { Spinner } from '../kit/Spinner';
import { TextField } from '../kit/TextField';
import { notify } from '../kit/toasts';
import { fieldId, useFocusOnIssue } from '../kit/focus-field';
import { MessageLine } from '../kit/MessageLine';
import { LinksFlow } from './links-flow';
import * as styles from './links.css';
import { StyledQr } from './StyledQr';
import * as dangerButtons from '../kit/button-danger.css';

/**
 * The lead sources that are words rather than names (brands such as Facebook or Zoom stay as
 * they are): shown in the language chosen, stored as they are.
 */
const SOURCE_WORDS: Readonly<Record<string, MessageDescriptor>> = {
  Leaflet: msg`Leaflet`,
  Offline: msg`Offline`,
  Others: msg`Others`,
  Website: msg`Website`,
};
const LOAN_TYPE_OPTIONS = optionsOf(LOAN_TYPES, LOAN_TYPE_LABELS);
const APPLICATION_SOURCE_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  NORMAL: msg`Normal`,
  DIRECT_LEADS: msg`Direct leads`,
};
const APPLICATION_SOURCE_OPTIONS = [
  { value: 'NORMAL', label: msg`Normal` },
  { value: 'DIRECT_LEADS', label: msg`Direct leads` },
];

/** What a copy or a notice says: a chart's descriptor in the language shown, or words as given. */
type Said = string | MessageDescriptor;

type LinkFormActor = ActorRefFrom<UtmLinkFormMachine>;

function toast({ tone, message }: LinksNotice) {
  const words = typeof message === 'string' ? message : lingui._(message);
  if (tone === 'success') notify.success(words);
  else notify.error(words);
}

/** The page of My QR Codes in the address (`?tab=links&page=2`, from 1). */
function pageFrom(search: string): number {
  const page = Number(new URLSearchParams(search).get('page'));
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/**
 * The profile's Links tab (partner-portal §2, §5, §8): the UTM form that makes a tracking link
 * and opens its QR, and My QR Codes, ten a page, newest first, each with View QR, Copy URL and
 * Delete. Loaded only when the tab opens.
 */
export default function LinksTab() {
  const { brand } = useSite();
  const search = useSearch();
  const rules = useMemo<LinkRules>(
    () => ({ directLeads: brand.flags.directLeads }),
    [brand.flags.directLeads],
  );
  const [input] = useState(() => linksInput(rules, pageFrom(search)));
  return (
    <LinksFlow.Host page={{ rules, notify: toast }} input={input}>
      <LinkForm rules={rules} />
      <MyQrCodes />
      <QrSheet />
      <DeleteConfirm />
    </LinksFlow.Host>
  );
}

function LinkForm({ rules }: { rules: LinkRules }) {
  const form = LinksFlow.useSelector(selectLinkForm);
  // A new form after each link made: its fields start empty.
  return form ? <LinkFields key={form.sessionId} form={form} rules={rules} /> : null;
}

/**
 * The UTM form's fields in the schema's order (the first issue takes the focus on Generate),
 * every issue on its field, the server's refusal on the message line, Generate QR busy while the
 * link is made.
 */
function LinkFields({ form, rules }: { form: LinkFormActor; rules: LinkRules }) {
  const values = useSelector(form, selectValues);
  const issues = useSelector(form, selectIssues);
  const refusal = useSelector(form, selectServerError);
  const busy = useSelector(form, selectIsSaving);
  const focusOnIssue = useFocusOnIssue();
  const { t, i18n } = useLingui();
  const sourceOptions = LEAD_SOURCES.map((value) => {
    const words = SOURCE_WORDS[value];
    return { value, label: words ? i18n._(words) : value };
  });
  const loanTypeOptions = LOAN_TYPE_OPTIONS.map(({ value, label }) => ({
    value,
    label: i18n._(domainMessage(label)),
  }));
  const applicationSourceOptions = APPLICATION_SOURCE_OPTIONS.map(({ value, label }) => ({
    value,
    label: i18n._(label),
  }));
  const change = (field: string, value: unknown) =>
    form.send({ type: 'field.change', field, value });
  const text = (field: string) => ({
    id: fieldId(field),
    value: typeof values[field] === 'string' ? (values[field] as string) : '',
    error: issueMessageOn(issues, field),
    onBlur: () => form.send({ type: 'field.leave', field }),
  });
  const typed = (field: string, label: string) => (
    <TextField
      {...text(field)}
      label={label}
      autoComplete="off"
      onChange={(event) => change(field, event.target.value)}
    />
  );
  const source = typeof values.application_source === 'string' ? values.application_source : '';
  return (
    <form
      className={styles.section}
      noValidate
      aria-labelledby="link-form-title"
      aria-busy={busy || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        form.send({ type: 'form.submit' });
        focusOnIssue(selectIssue(form.getSnapshot())?.field);
      }}
    >
      <h1 id="link-form-title" className={styles.title}>
        <Trans>Generate QR</Trans>
      </h1>
      <SelectField
        {...text('utm_source')}
        label={t`UTM Source`}
        options={sourceOptions}
        onChange={(value) => change('utm_source', value)}
      />
      {typed('utm_medium', t`UTM Medium (optional)`)}
      {typed('utm_campaign', t`UTM Campaign (optional)`)}
      {typed('utm_content', t`UTM Content (optional)`)}
      {typed('utm_term', t`UTM Term (optional)`)}
      <SelectField
        {...text('application_source')}
        label={t`Application Source`}
        options={applicationSourceOptions}
        onChange={(value) => change('application_source', value)}
      />
      {needsLoanType(rules, source) ? (
        <SelectField
          {...text('loan_type')}
          label={t`Loan Type`}
          options={loanTypeOptions}
          onChange={(value) => change('loan_type', value)}
        />
      ) : null}
      {refusal ? <MessageLine tone="error">{refusal}</MessageLine> : null}
      <Button type="submit" fullWidth loading={busy}>
        <Trans>Generate QR</Trans>
      </Button>
    </form>
  );
}

function MyQrCodes() {
  const list = LinksFlow.useSelector(selectLinkList);
  return (
    <section className={styles.section} aria-labelledby="my-qr-codes">
      <h2 id="my-qr-codes" className={styles.title}>
        <Trans>My QR Codes</Trans>
      </h2>
      {list ? <LinkList list={list} /> : null}
    </section>
  );
}

/** Create link (an empty My QR Codes): the form that makes one is above; its first field. */
function focusLinkForm() {
  const first = document.getElementById(fieldId('utm_source'));
  first?.scrollIntoView({ block: 'center' });
  first?.focus();
}

function LinkList({ list }: { list: ActorRefFrom<UtmLinksMachine> }) {
  const [, navigate] = useLocation();
  const rows = useSelector(list, selectLinkRows);
  const page = useSelector(list, selectPage);
  const pages = useSelector(list, selectLinksPages);
  const loading = useSelector(list, selectIsLoading);
  const empty = useSelector(list, selectIsEmpty);
  const failure = useSelector(list, selectFailure);
  const { t } = useLingui();
  const go = (next: number) => {
    list.send({ type: 'list.page', page: next });
    navigate(`/profile?tab=links&page=${next}`, { replace: true });
  };
  return (
    <div className={styles.section} aria-busy={loading}>
      {loading && rows.length === 0 ? <Spinner label={t`Loading your links`} /> : null}
      {failure ? (
        <FailedLoad message={failure} onRetry={() => list.send({ type: 'list.retry' })} />
      ) : null}
      {empty ? (
        <EmptyList message={t`You have no tracking links yet.`}>
          <Button variant="outline" onClick={focusLinkForm}>
            <Trans>Create link</Trans>
          </Button>
        </EmptyList>
      ) : null}
      {!empty && !failure && rows.length > 0 ? (
        <ul className={styles.rows} aria-label={t`Links`}>
          {rows.map((row) => (
            <LinkItem key={row.id} row={row} />
          ))}
        </ul>
      ) : null}
      <Pager page={page} pages={pages} busy={loading} onPage={go} />
    </div>
  );
}

function LinkItem({ row }: { row: LinkRow }) {
  const links = LinksFlow.useActorRef();
  const fetching = LinksFlow.useSelector(selectFetchingQrOf) === row.id;
  const { t, i18n } = useLingui();
  const sourceWords = SOURCE_WORDS[row.source];
  const applicationSourceWords = APPLICATION_SOURCE_LABELS[row.applicationSource];
  const facts: Array<[label: string, value: string | null]> = [
    [t`Source`, sourceWords ? i18n._(sourceWords) : row.source],
    [t`Medium`, row.medium],
    [t`Campaign`, row.campaign],
    [t`Content`, row.content],
    [t`Term`, row.term],
    [
      t`Application source`,
      applicationSourceWords ? i18n._(applicationSourceWords) : row.applicationSource,
    ],
    [
      t`Loan type`,
      row.loanType
        ? i18n._(LOAN_TYPE_LABEL_TEXTS[row.loanType as LoanType] ?? { id: row.loanType })
        : null,
    ],
    [t`Created`, formatDate(row.createdAt)],
    [t`Applications`, String(row.applicationCount)],
  ];
  return (
    <li className={styles.card}>
      <dl className={styles.facts}>
        {facts
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <FactRow key={label} label={label} value={value ?? ''} />
          ))}
      </dl>
      <p className={styles.url}>{row.url}</p>
      <div className={styles.actions}>
        <Button
          size="sm"
          variant="outline"
          loading={fetching}
          onClick={() => links.send({ type: 'qr.view', linkId: row.id })}
        >
          <Trans>View QR</Trans>
        </Button>
        <CopyButton url={row.url} at={row.id} />
        <Button
          size="sm"
          variant="outline"
          className={dangerButtons.dangerOutline}
          onClick={() => links.send({ type: 'link.delete', link: { id: row.id, url: row.url } })}
        >
          <Trans>Delete</Trans>
        </Button>
      </div>
    </li>
  );
}

function FactRow({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt className={styles.term}>{label}</dt>
      <dd className={styles.fact}>{value}</dd>
    </>
  );
}

/** Copy URL, with 'Copied!' or 'Failed to copy!' beside it for 2 s. */
function CopyButton({ url, at }: { url: string; at: string }) {
  const links = LinksFlow.useActorRef();
  const selectFeedback = useMemo(() => selectCopyFeedback(at), [at]);
  const feedback: Said | null = LinksFlow.useSelector(selectFeedback);
  const { i18n } = useLingui();
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        onClick={() => links.send({ type: 'link.copy', url, at })}
      >
        <Trans>Copy URL</Trans>
      </Button>
      <span className={styles.feedback} role="status">
        {feedback === null ? null : typeof feedback === 'string' ? feedback : i18n._(feedback)}
      </span>
    </>
  );
}

function QrSheet() {
  const links = LinksFlow.useActorRef();
  const qr = LinksFlow.useSelector(selectShownQr);
  const { brand } = useSite();
  const { t } = useLingui();
  return (
    <Sheet
      open={qr !== null}
      onOpenChange={(open) => {
        if (!open) links.send({ type: 'qr.close' });
      }}
      title={t`QR Code`}
    >
      {qr ? (
        <div className={styles.section}>
          <StyledQr url={qr.url} fallback={qr.image} brand={brand} fileName="qr-code" />
          <p className={styles.url}>{qr.url}</p>
          <div className={styles.actions}>
            <CopyButton url={qr.url} at="qr" />
          </div>
        </div>
      ) : null}
    </Sheet>
  );
}

function DeleteConfirm() {
  const links = LinksFlow.useActorRef();
  const link = LinksFlow.useSelector(selectLinkToDelete);
  const deleting = LinksFlow.useSelector(selectIsDeleting);
  const { t } = useLingui();
  return (
    <Sheet
      open={link !== null}
      onOpenChange={(open) => {
        if (!open && !deleting) links.send({ type: 'delete.cancel' });
      }}
      title={t`Delete link?`}
      description={t`People who scan its QR code will no longer be counted. Applications it brought stay yours.`}
    >
      {link ? (
        <div className={styles.section}>
          <p className={styles.url}>{link.url}</p>
          <div className={styles.actions}>
            <Button
              variant="outline"
              disabled={deleting}
              onClick={() => links.send({ type: 'delete.cancel' })}
            >
              <Trans>Cancel</Trans>
            </Button>
            <Button
              className={dangerButtons.danger}
              loading={deleting}
              onClick={() => links.send({ type: 'delete.confirm' })}
            >
              <Trans>Delete</Trans>
            </Button>
          </div>
        </div>
      ) : null}
    </Sheet>
  );
}
