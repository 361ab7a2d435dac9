import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, Redirect, useSearch } from 'wouter';
import { useLingui } from '@lingui/react';
import { TEXT_MESSAGES } from '../../domain/i18n/texts';
import { selectVerifiedMobile } from '../../machines/auth/selectors';
import { selectBanks, selectBanksError } from '../../machines/bank-list/selectors';
import { selectIsSaved } from '../../machines/form/selectors';
import { joinUsFormSpec, registrationValues } from '../../machines/join-us/spec';
import { chosenFiles, joinUsPersistence } from '../../services/join-us';
import type { Runtime } from '../../services/runtime';
import { createJoinUsStore, freshOwner } from '../../services/storage/join-us-store';
import { GuestLayout } from '../app/GuestLayout';
import { Session } from '../app/session';
import { useSite } from '../app/site';
import { Button } from '../kit/Button';
import { MessageLine } from '../kit/MessageLine';
import { SelectField } from '../kit/SelectField';
import { notify } from '../kit/toasts';
import { BankListFlow } from '../app/bank-list-flow';
import { AddressFields } from '../kit/address-fields';
import { Digits, Text, textOf, Upload } from '../kit/form-fields';
import { FieldGroup, fieldId, StepForm, useStep } from '../kit/step-form';
import { JoinUsFlow } from './join-us-flow';
import * as styles from './join-us.css';

/** Where a request is tracked: by the mobile it was made with, typed in for the person. */
const trackHref = (mobile: string) => `/join-us/track?tracker_id=${mobile}`;

/**
 * `/join-us`: Partner Registration (partner-portal §2, §3, §5), after Join Us's OTP on the
 * landing page. The verified mobile is the session's; a referral code and a tracking link's id
 * come from the address (`referral_code`, `utm_id`). What is typed and uploaded is kept on the
 * device for the guest token's life (a reload, or a phone reloading the tab after the camera,
 * keeps it: issue 29 item 7); with neither a verified mobile nor a kept registration, back to the
 * Join Us sheet. Submit sends the request; its final state says it was received, with the way
 * to track it.
 */
export default function RegistrationScreen() {
  const verified = Session.useSelector(selectVerifiedMobile);
  const search = useSearch();
  const { brand, runtime } = useSite();
  const rules = useMemo(
    () => ({ shopAndCounterPhotos: brand.flags.shopAndCounterPhotos }),
    [brand.flags.shopAndCounterPhotos],
  );
  const [files] = useState(chosenFiles);
  const [kept] = useState(() => keptRegistration(runtime, verified ?? null));
  const announce = useCallback(() => notify.success('Registration submitted successfully'), []);
  const mobile = verified ?? kept?.mobile;
  if (!mobile) return <Redirect to="/login/join-us" replace />;
  const query = new URLSearchParams(search);
  const values = registrationValues({
    mobile,
    referredBy: query.get('referral_code')?.slice(0, 50),
    utmId: query.get('utm_id')?.slice(0, 100),
  });
  return (
    <GuestLayout>
      <JoinUsFlow.Host
        page={{ rules, files }}
        input={{ values }}
        snapshot={kept?.snapshot}
        inspect={kept?.persistence.inspect}
        onDone={announce}
      >
        {kept && <KeepOnDevice persistence={kept.persistence} />}
        <BankListFlow.Host page={undefined}>
          <Registration mobile={mobile} spec={joinUsFormSpec(rules)} viewUrl={files.viewUrl} />
        </BankListFlow.Host>
      </JoinUsFlow.Host>
    </GuestLayout>
  );
}

/**
 * The registration kept on the device for this guest token (restored), or a new one to keep
 * for the mobile just verified; null when there is nothing to keep it for (no guest token).
 */
function keptRegistration(runtime: Runtime, verified: string | null) {
  const store = createJoinUsStore(globalThis.localStorage);
  const guestToken = runtime.tokens.getGuestToken();
  const now = Date.now();
  const restored = store.load({ guestToken, mobile: verified, now });
  const owner =
    restored?.owner ?? (verified && guestToken && freshOwner(verified, guestToken, now));
  if (!owner) return null;
  return {
    mobile: owner.mobile,
    snapshot: restored?.snapshot,
    persistence: joinUsPersistence(store, owner),
  };
}

type Persistence = ReturnType<typeof joinUsPersistence>;

/** Writes the form to the device as it changes, and at once when the page is hidden. */
function KeepOnDevice({ persistence }: { persistence: Persistence }) {
  const form = JoinUsFlow.useActorRef();
  useEffect(() => {
    persistence.attach(form);
    const flush = () => persistence.flush();
    addEventListener('pagehide', flush);
    return () => {
      removeEventListener('pagehide', flush);
      persistence.flush();
      persistence.stop();
    };
  }, [persistence, form]);
  return null;
}

function Registration({
  mobile,
  spec,
  viewUrl,
}: {
  mobile: string;
  spec: ReturnType<typeof joinUsFormSpec>;
  viewUrl: (fileId: string) => Promise<string>;
}) {
  const form = JoinUsFlow.useActorRef();
  const saved = JoinUsFlow.useSelector(selectIsSaved);
  if (saved) return <RequestReceived mobile={mobile} />;
  return (
    <StepForm
      form={form}
      spec={spec}
      viewUrl={viewUrl}
      title="Partner Registration"
      submitLabel="Submit"
    >
      <p className={styles.note}>Mobile +91 {mobile} is verified.</p>
      <FieldGroup title="About you">
        <Text name="first_name" label="First Name" autoComplete="given-name" />
        <Text name="last_name" label="Last Name" autoComplete="family-name" />
        <Text name="email" label="Email" type="email" inputMode="email" autoComplete="email" />
        <Text name="pan_number" label="PAN Number" uppercase autoComplete="off" maxLength={10} />
      </FieldGroup>
      <FieldGroup title="Business">
        <Text name="business_name" label="Business Name (optional)" autoComplete="organization" />
        <Text
          name="gst_number"
          label="GST Number (optional)"
          uppercase
          autoComplete="off"
          maxLength={15}
        />
      </FieldGroup>
      <FieldGroup title="Address">
        <AddressFields />
      </FieldGroup>
      <FieldGroup title="Bank details">
        <BankName />
        <Digits name="account_number" label="Account Number" maxDigits={18} />
        <Text name="ifsc" label="IFSC" uppercase autoComplete="off" maxLength={11} />
      </FieldGroup>
      <FieldGroup title="Documents">
        <Upload name="pan" />
        <Upload name="aadhaar_front" />
        <Upload name="aadhaar_back" />
        <Upload name="cancelled_cheque" />
        <Upload name="gst" label="GST Certificate (optional)" />
        <Upload name="shop_photo" hint="A photo: PNG or JPG." />
        <Upload name="counter_photo" hint="A photo: PNG or JPG." />
      </FieldGroup>
      <FieldGroup title="Referral">
        <Text name="referred_by" label="Referral Code (optional)" autoComplete="off" />
      </FieldGroup>
      <p className={styles.note}>
        Registered already? <Link href={trackHref(mobile)}>Track your request</Link>
      </p>
    </StepForm>
  );
}

/**
 * The bank, chosen from the bank list (GET /v1/bank/list, the wizard's bank-list chart): the
 * registration keeps its name. When the list cannot be loaded, the spec's sentence and Retry.
 */
function BankName() {
  const { values, errorOf, change } = useStep();
  const bankList = BankListFlow.useActorRef();
  const banks = BankListFlow.useSelector(selectBanks);
  const banksError = BankListFlow.useSelector(selectBanksError);
  const options = useMemo(
    () => banks.map((bank) => ({ value: bank.name, label: bank.name })),
    [banks],
  );
  return (
    <>
      {banksError ? (
        <>
          <MessageLine tone="error">{banksError}</MessageLine>
          <Button variant="outline" size="sm" onClick={() => bankList.send({ type: 'list.retry' })}>
            Retry
          </Button>
        </>
      ) : null}
      <SelectField
        id={fieldId('bank_name')}
        label="Bank Name"
        searchable
        options={options}
        value={textOf(values['bank_name'])}
        onChange={(name) => change('bank_name', name)}
        error={errorOf('bank_name')}
      />
    </>
  );
}

/** The form's final state: the request is in; tracking it is one tap away. */
function RequestReceived({ mobile }: { mobile: string }) {
  const { i18n } = useLingui();
  return (
    <section className={styles.received} aria-labelledby="received-title">
      <h1 id="received-title" className={styles.title}>
        Registration Received
      </h1>
      <p role="status">{i18n._(TEXT_MESSAGES.JOIN_US_PENDING)}</p>
      <p>Track it any time with your mobile number, +91 {mobile}.</p>
      <Link href={trackHref(mobile)}>Track your request</Link>
      <Link href="/login">Back to login</Link>
    </section>
  );
}
