import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { mobileDigitsOnly } from '../../domain/contact';
import {
  jobTypeOptions,
  loanTypeOptions,
  withJobType,
} from '../../domain/sections/first-step-options';
import type { FormMachine } from '../../machines/form/machine';
import {
  selectIsSaving,
  issueMessageOn,
  selectIssue,
  selectIssues,
  selectServerError,
  selectValues,
} from '../../machines/form/selectors';
import {
  selectForm,
  selectIsBusy,
  selectNotice,
  selectOtp,
  selectRemarks,
  selectTrackerId,
} from '../../machines/wizard/selectors';
import { useSite } from '../app/site';
import { AmountField } from '../kit/AmountField';
import { Button } from '../kit/Button';
import { CheckboxField } from '../kit/CheckboxField';
import { fieldId, useFocusOnIssue } from '../kit/focus-field';
import { LanguageSwitch } from '../kit/LanguageSwitch';
import { MessageLine } from '../kit/MessageLine';
import { SelectField, type SelectOption } from '../kit/SelectField';
import { Sheet } from '../kit/Sheet';
import { TextField } from '../kit/TextField';
import { OtpForm } from '../kit/OtpPanel';
import { ConsentLabel, useConsentTexts } from './consent-label';
import { visibleFields } from '../kit/visible-fields';
import { useWizard } from './wizard-context';
import * as styles from './wizard.css';
import { FIRST_STEP_LABELS as LABELS } from '../../domain/presenter/labels';
import { domainMessage, issueMessage } from '../../domain/i18n/lookup';

type FormActor = ActorRefFrom<FormMachine>;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The first step (capture-app §3, §6): the borrower's mobile (an application already there for
 * it is found as it is typed), name, PAN, job type, loan type, amount, purpose, and for
 * borrowers applying themselves a referral code; the brand's terms and lender consent when it
 * has those links, with a switch of the language they are said in. A new application's mobile is
 * verified in the OTP modal.
 */
export function FirstStepView() {
  const { wizard, family } = useWizard();
  const form = useSelector(wizard, selectForm);
  const otp = useSelector(wizard, selectOtp);
  const remarks = useSelector(wizard, selectRemarks);
  const notice = useSelector(wizard, selectNotice);
  const trackerId = useSelector(wizard, selectTrackerId);
  const busy = useSelector(wizard, selectIsBusy);
  const { t, i18n } = useLingui();

  return (
    <section aria-labelledby="first-step-title">
      <h1 id="first-step-title" className={styles.title}>
        {/* A borrower applies for themselves; a partner creates one for a borrower. */}
        {family === 'APPLY_LOAN' ? (
          <Trans>Apply for a loan</Trans>
        ) : (
          <Trans>Create Application</Trans>
        )}
      </h1>
      {trackerId && (
        <p className={styles.tracker}>
          <Trans>Tracker ID: {trackerId}</Trans>
        </p>
      )}
      {remarks && (
        <MessageLine tone="warning" role="status">
          <Trans>Returned for correction: {remarks}</Trans>
        </MessageLine>
      )}
      {notice && (
        <MessageLine role="status">
          {typeof notice === 'string' ? notice : i18n._(notice)}
        </MessageLine>
      )}
      {form ? <FirstStepForm form={form} busy={busy} /> : null}
      <Sheet
        open={Boolean(otp)}
        onOpenChange={(open) => {
          if (!open) wizard.send({ type: 'otp.cancel' });
        }}
        title={family === 'APPLY_LOAN' ? t`Verify your mobile` : t`Verify the borrower’s mobile`}
      >
        {otp && <OtpForm otp={otp} />}
      </Sheet>
    </section>
  );
}

function FirstStepForm({ form, busy }: { form: FormActor; busy: boolean }) {
  const { family, specs } = useWizard();
  const { brand } = useSite();
  const values = useSelector(form, selectValues);
  // Which of the optional fields show is the domain's rule (the schema's visible set).
  const visible = visibleFields(specs.mobile, values);
  const issues = useSelector(form, selectIssues);
  const serverError = useSelector(form, selectServerError);
  const saving = useSelector(form, selectIsSaving);
  const { t, i18n } = useLingui();
  const errorOf = (field: string) => {
    const message = issueMessageOn(issues, field);
    return message === undefined ? undefined : i18n._(issueMessage({ message }));
  };
  const word = (english: string) => i18n._(domainMessage(english));
  const worded = (options: readonly SelectOption[]) =>
    options.map((option) => ({ ...option, label: word(option.label) }));
  const focusOnIssue = useFocusOnIssue();
  const change = (field: string, value: unknown) =>
    form.send({ type: 'field.change', field, value });
  const jobType = text(values['job_type']);
  const consents = useConsentTexts();
  const referralLabel = word(LABELS.referral_code);

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        form.send({ type: 'form.submit' });
        focusOnIssue(selectIssue(form.getSnapshot())?.field);
      }}
    >
      <TextField
        label={word(LABELS.mobile)}
        name="mobile"
        type="tel"
        inputMode="numeric"
        value={text(values['mobile'])}
        onChange={(event) => change('mobile', mobileDigitsOnly(event.target.value))}
        id={fieldId('mobile')}
        error={errorOf('mobile')}
      />
      <TextField
        label={word(LABELS.name)}
        name="name"
        value={text(values['name'])}
        onChange={(event) => change('name', event.target.value)}
        id={fieldId('name')}
        error={errorOf('name')}
      />
      <TextField
        label={word(LABELS.pan_number)}
        name="pan_number"
        value={text(values['pan_number'])}
        onChange={(event) => change('pan_number', event.target.value.toUpperCase())}
        id={fieldId('pan_number')}
        error={errorOf('pan_number')}
      />
      <SelectField
        label={word(LABELS.job_type)}
        options={worded(jobTypeOptions(family))}
        value={jobType}
        onChange={(value) => {
          // A loan type the new job type does not offer is cleared (capture-app §5).
          const next = withJobType(family, values, value);
          change('job_type', next.job_type);
          change('loan_type', next.loan_type);
        }}
        id={fieldId('job_type')}
        error={errorOf('job_type')}
      />
      <SelectField
        label={word(LABELS.loan_type)}
        options={worded(loanTypeOptions(family, jobType))}
        value={text(values['loan_type'])}
        onChange={(value) => change('loan_type', value)}
        disabled={!jobType}
        hint={jobType ? undefined : t`Choose the job type first.`}
        id={fieldId('loan_type')}
        error={errorOf('loan_type')}
      />
      <AmountField
        label={`${word(LABELS.required_amount)} (₹)`}
        name="required_amount"
        value={text(values['required_amount'])}
        onChange={(digits) => change('required_amount', digits)}
        id={fieldId('required_amount')}
        error={errorOf('required_amount')}
      />
      <TextField
        label={word(LABELS.purpose)}
        name="purpose"
        maxLength={100}
        value={text(values['purpose'])}
        onChange={(event) => change('purpose', event.target.value)}
        id={fieldId('purpose')}
        error={errorOf('purpose')}
      />
      {visible.has('referral_code') && (
        <TextField
          label={t`${referralLabel} (optional)`}
          name="referral_code"
          value={text(values['referral_code'])}
          onChange={(event) => change('referral_code', event.target.value)}
          id={fieldId('referral_code')}
          error={errorOf('referral_code')}
        />
      )}
      {(visible.has('terms_accepted') || visible.has('bureau_consent')) && (
        // The consents' language, beside them: a borrower applying alone can read them in Hindi.
        <LanguageSwitch language={consents.language} onChoose={consents.choose} />
      )}
      {visible.has('terms_accepted') && (
        <CheckboxField
          checked={values['terms_accepted'] === true}
          onChange={(checked) => change('terms_accepted', checked)}
          id={fieldId('terms_accepted')}
          error={errorOf('terms_accepted')}
          label={
            <ConsentLabel
              shown={consents}
              kind="TERMS"
              href={brand.tncLink}
              fallback={LABELS.terms_accepted}
            />
          }
        />
      )}
      {visible.has('bureau_consent') && (
        <CheckboxField
          checked={values['bureau_consent'] === true}
          onChange={(checked) => change('bureau_consent', checked)}
          id={fieldId('bureau_consent')}
          error={errorOf('bureau_consent')}
          label={
            <ConsentLabel
              shown={consents}
              kind="BUREAU_CONSENT"
              href={brand.lenderConsentLink}
              fallback={LABELS.bureau_consent}
            />
          }
        />
      )}
      {serverError && <MessageLine tone="error">{serverError}</MessageLine>}
      <Button type="submit" fullWidth loading={saving || busy}>
        <Trans>Continue</Trans>
      </Button>
    </form>
  );
}
