import { i18n } from '../../../src/i18n/runtime';
import type { AnyStateMachine, SnapshotFrom, StateValue } from 'xstate';
import { describe, expect, it } from 'vitest';
import { authMachine } from '../../../src/machines/auth/machine';
import * as auth from '../../../src/machines/auth/selectors';
import { formMachine } from '../../../src/machines/form/machine';
import * as form from '../../../src/machines/form/selectors';
import type { FormContext } from '../../../src/machines/form/types';
import { kfsMachine } from '../../../src/machines/kfs/machine';
import * as kfs from '../../../src/machines/kfs/selectors';
import type { KfsContext } from '../../../src/machines/kfs/types';
import { linksMachine } from '../../../src/machines/links/machine';
import * as links from '../../../src/machines/links/selectors';
import type { LinksContext } from '../../../src/machines/links/types';
import { offerMachine } from '../../../src/machines/offer/machine';
import * as offer from '../../../src/machines/offer/selectors';
import type { OfferContext } from '../../../src/machines/offer/types';
import { otpMachine } from '../../../src/machines/otp/machine';
import * as otp from '../../../src/machines/otp/selectors';
import { trackMachine } from '../../../src/machines/track/machine';
import * as track from '../../../src/machines/track/selectors';
import type { TrackContext } from '../../../src/machines/track/types';
import { uploadMachine } from '../../../src/machines/upload/machine';
import * as upload from '../../../src/machines/upload/selectors';
import type { UploadContext } from '../../../src/machines/upload/types';
import { OFFER } from './support/offer-fixtures';

/*
 * Views read busy and failed through selectors built on the charts' tags (`busy`, `error`), not
 * on state names. Each selector moved onto tags is checked here against the state it used to
 * name, in every state of its chart with the context that state has, so the move changed
 * nothing a view shows.
 */

function snapshotIn<M extends AnyStateMachine>(
  machine: M,
  value: StateValue,
  context: SnapshotFrom<M>['context'],
): SnapshotFrom<M> {
  return machine.resolveState({ value, context }) as SnapshotFrom<M>;
}

describe('offer: busy and failed from tags', () => {
  const context = (withOffer: boolean): OfferContext => ({
    ...offerMachine.resolveState({ value: 'loading', context: {} as OfferContext }).context,
    applicationId: 'a'.repeat(32),
    loanType: 'PERSONAL_LOAN',
    today: '2026-11-20',
    offer: withOffer ? OFFER : null,
    values: { selected_loan_amount: '', max_tenure_allowed: '', disbursement_date: '' },
    lastValid: { selected_loan_amount: '', max_tenure_allowed: '', disbursement_date: '' },
    issues: {},
    error: 'Failed',
  });
  const states: Array<[StateValue, boolean]> = [
    ['loading', false],
    ['loadFailed', false],
    [{ reviewing: 'quiet' }, true],
    [{ reviewing: 'overLimit' }, true],
    [{ reviewing: 'live' }, true],
    ['updating', true],
    ['confirming', true],
    ['accepting', true],
    ['accepted', true],
    ['rejected', true],
  ];
  it.each(states)('in %j', (value, withOffer) => {
    const s = snapshotIn(offerMachine, value, context(withOffer));
    expect(offer.selectIsLoading(s)).toBe(s.matches('loading'));
    expect(offer.selectLoadFailed(s)).toBe(s.matches('loadFailed'));
    expect(offer.selectIsUpdating(s)).toBe(s.matches('updating'));
    expect(offer.selectIsAccepting(s)).toBe(s.matches('accepting'));
    expect(offer.selectIsConfirming(s)).toBe(s.matches('confirming') || s.matches('accepting'));
  });
});

describe('track: busy and failed from tags', () => {
  const answer = {
    message: 'Remarks: add the PAN',
    applicationId: 'a'.repeat(32),
    status: 'DRAFT',
  };
  const context = (withAnswer: boolean): TrackContext => ({
    ...trackMachine.resolveState({ value: 'tracking', context: {} as TrackContext }).context,
    audience: 'partner',
    trackerId: 'T1',
    answer: withAnswer ? answer : null,
    error: 'Failed',
  });
  // The answer is kept from `shown` on, and dropped by typing (back to `editing`).
  const states: Array<[StateValue, boolean]> = [
    [{ editing: 'typing' }, false],
    [{ editing: 'invalid' }, false],
    ['tracking', false],
    [{ shown: 'offered' }, true],
    [{ shown: 'refused' }, true],
    ['failed', false],
    ['verifying', true],
    ['checking', true],
  ];
  it.each(states)('in %j', (value, withAnswer) => {
    const s = snapshotIn(trackMachine, value, context(withAnswer));
    expect(track.selectIsTracking(s)).toBe(s.matches('tracking'));
    expect(track.selectIsOpening(s)).toBe(s.matches('checking'));
    expect(track.selectOpenFailure(s)).toBe(s.matches({ shown: 'refused' }) ? 'Failed' : null);
    expect(track.selectFieldError(s)).toBe(s.matches({ editing: 'invalid' }) ? 'Failed' : null);
    expect(track.selectFailure(s)).toBe(s.matches('failed') ? 'Failed' : null);
    const answered = s.matches('shown') || s.matches('verifying') || s.matches('checking');
    expect(track.selectMessage(s)).toBe(answered && withAnswer ? answer.message : null);
  });
});

describe('otp: busy and the step from tags', () => {
  const states: StateValue[] = [
    { editingMobile: 'typing' },
    { editingMobile: 'showingError' },
    'sendingCode',
    { enteringCode: { code: 'typing', resend: 'counting' } },
    { enteringCode: { code: 'showingError', resend: 'counting' } },
    { enteringCode: { code: 'typing', resend: 'canResend' } },
    { enteringCode: { code: 'showingError', resend: 'canResend' } },
    'verifyingCode',
    'resendingCode',
    'verified',
  ];
  it.each(states)('in %j', (value) => {
    const base = otpMachine.resolveState({ value: 'editingMobile', context: {} as never });
    const s = otpMachine.resolveState({ value, context: base.context });
    expect(otp.selectIsSending(s)).toBe(s.matches('sendingCode'));
    expect(otp.selectIsVerifying(s)).toBe(s.matches('verifyingCode'));
    expect(otp.selectIsResending(s)).toBe(s.matches('resendingCode'));
    expect(otp.selectCanResend(s)).toBe(s.matches({ enteringCode: { resend: 'canResend' } }));
    const step = s.matches('verified')
      ? 'verified'
      : s.matches('editingMobile') || s.matches('sendingCode')
        ? 'mobile'
        : 'code';
    expect(otp.selectStep(s)).toBe(step);
  });
});

describe('auth: failed and logging out from tags', () => {
  const states: StateValue[] = [
    'checkingSession',
    'loadingProfile',
    'checkingRole',
    'profileUnavailable',
    'signedIn',
    'loggingOut',
    'signedOut',
  ];
  it.each(states)('in %j', (value) => {
    const s = authMachine.resolveState({
      value,
      context: { profile: null, error: null, returnTo: null },
    });
    expect(auth.selectProfileUnavailable(s)).toBe(s.matches('profileUnavailable'));
    expect(auth.selectIsLoggingOut(s)).toBe(s.matches('loggingOut'));
  });
});

describe('form: looking up from tags', () => {
  const context: FormContext = {
    values: { pincode: '560001' },
    resumed: false,
    issues: [],
    checkedLists: {},
    leftFields: [],
    serverError: null,
    lookupField: 'pincode',
    target: null,
    handedOver: false,
    tellsTyped: false,
  };
  const states: StateValue[] = [
    'opening',
    'handedOver',
    ...['quiet', 'resuming', 'live'].flatMap((check) =>
      ['idle', 'waiting', 'fetching'].map((lookup) => ({ editing: { check, lookup } })),
    ),
    'saving',
  ];
  it.each(states)('in %j', (value) => {
    const s = snapshotIn(formMachine, value, context);
    expect(form.selectIsLookingUp(s)).toBe(
      s.matches({ editing: { lookup: 'waiting' } }) ||
        s.matches({ editing: { lookup: 'fetching' } }),
    );
    // A lookup is not a save: Save is not shown busy meanwhile.
    expect(form.selectIsSaving(s)).toBe(s.matches('saving') || s.matches('handedOver'));
  });
});

describe('upload: status and retry from tags', () => {
  const context: UploadContext = {
    field: 'pan_card',
    applicationId: 'a'.repeat(32),
    recordIndex: null,
    multiple: false,
    maxBytes: 1024,
    imagesOnly: false,
    fileIds: ['f1'],
    names: { f1: 'pan.png' },
    sendingName: null,
    percent: 40,
    error: 'Failed',
  };
  const states: StateValue[] = ['none', 'progress', 'success', 'refused', 'failed'];
  it.each(states)('in %j', (value) => {
    const s = snapshotIn(uploadMachine, value, context);
    expect(upload.selectCanRetry(s)).toBe(s.matches('failed'));
    const status = s.matches('progress')
      ? 'PROGRESS'
      : s.matches('success')
        ? 'SUCCESS'
        : s.matches('refused') || s.matches('failed')
          ? 'FAILED'
          : 'NONE';
    expect(upload.selectStatus(s)).toBe(status);
  });
});

describe('kfs: the load, its failure and Send code from tags', () => {
  const context = (withStatement: boolean): KfsContext => ({
    applicationId: 'a'.repeat(32),
    mobile: '9876543210',
    language: 'en',
    statement: withStatement ? ({ acknowledged_at: null } as KfsContext['statement']) : null,
    texts: null,
    error: 'Failed',
  });
  const states: Array<[StateValue, boolean]> = [
    ['loading', false],
    ['failed', false],
    ['failed', true],
    [{ issued: 'idle' }, true],
    [{ issued: 'pdfFailed' }, true],
    ['downloading', true],
    ['codeSent', true],
    ['expired', true],
    [{ acknowledged: 'idle' }, true],
    [{ acknowledged: 'pdfFailed' }, true],
  ];
  it.each(states)('in %j', (value, withStatement) => {
    const s = snapshotIn(kfsMachine, value, context(withStatement));
    expect(kfs.selectCanSendCode(s)).toBe(s.matches('issued'));
    expect(kfs.selectLoadFailure(s)).toBe(s.matches('failed') ? 'Failed' : null);
    const pdfFailed =
      s.matches({ issued: 'pdfFailed' }) || s.matches({ acknowledged: 'pdfFailed' });
    expect(kfs.selectError(s)).toBe(pdfFailed ? 'Failed' : null);
    expect(kfs.selectIsLoading(s)).toBe(s.matches('loading') && !withStatement);
  });
});

describe('links: busy and error from tags', () => {
  const context: LinksContext = {
    blank: {},
    page: 1,
    draft: {},
    refusal: null,
    qr: { url: 'https://example.test/?utm_id=1', image: 'data:image/png;base64,' },
    qrLinkId: 'l1',
    copy: { url: 'https://example.test/?utm_id=1', at: 'l1' },
    removing: { id: 'l1', url: 'https://example.test/?utm_id=1' },
  };
  // A parallel chart: each region through each of its states, the others at rest.
  const rest = { create: 'editing', qr: 'closed', copy: 'idle', remove: 'idle' };
  const regions: Record<string, string[]> = {
    create: ['editing', 'creating'],
    qr: ['closed', 'fetching', 'open'],
    copy: ['idle', 'copying', 'copied', 'copyFailed'],
    remove: ['idle', 'confirming', 'deleting'],
  };
  const states = Object.entries(regions).flatMap(([region, values]) =>
    values.map((value) => ({ ...rest, [region]: value })),
  );
  it.each(states)('in %j', (value) => {
    const s = snapshotIn(linksMachine, value, context);
    const busy =
      s.matches({ create: 'creating' }) ||
      s.matches({ qr: 'fetching' }) ||
      s.matches({ copy: 'copying' }) ||
      s.matches({ remove: 'deleting' });
    expect(links.selectLinksBusy(s)).toBe(busy);
    expect(links.selectLinksError(s)).toBe(s.matches({ copy: 'copyFailed' }));
    expect(links.selectIsCreating(s)).toBe(s.matches({ create: 'creating' }));
    expect(links.selectIsDeleting(s)).toBe(s.matches({ remove: 'deleting' }));
    expect(links.selectFetchingQrOf(s)).toBe(s.matches({ qr: 'fetching' }) ? 'l1' : null);
    const feedback = links.selectCopyFeedback('l1')(s);
    expect(feedback === null ? null : i18n._(feedback)).toBe(
      s.matches({ copy: 'copied' })
        ? 'Copied!'
        : s.matches({ copy: 'copyFailed' })
          ? 'Failed to copy!'
          : null,
    );
  });
});
