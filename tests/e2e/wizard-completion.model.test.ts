import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_APPLICATIONS } from '../../server/db/demo-applications';
import { SAVE_FAILURE_TEXTS } from '../../src/machines/form/create-form-machine';
import { APPLICATION_REJECTED } from '../../src/machines/offer/machine';
import {
  APPLICATION_SUBMITTED,
  CO_APPLICANTS_LOAD_FAILED,
  REFERENCES_SAVED,
} from '../../src/machines/wizard/machine';
import { STORAGE_KEYS } from '../../src/services/storage/token-store';
import { recordedChecks, uncoveredTransitions } from '../models/coverage';
import {
  WIZARD_COMPLETION_MODEL_STATES,
  wizardCompletionModel,
  wizardCompletionTestModel,
} from '../models/wizard-completion.model';
import {
  acceptAndSubmit,
  addCoApplicant,
  createdApplication,
  loanOfferOf,
  partnerToken,
  saveSection,
} from './support/applications';
import {
  apiUrl,
  appTookOver,
  DESKTOP,
  launchBrowser,
  newTestContext,
  POLL,
  siteUrl,
  waitForHashPath,
} from './support/browser';
import { gate, type Gate } from './support/held-requests';
import { DEMO_PARTNER } from './support/partner';
import { borrowerApplicationWorkSaved, returnForCorrection } from './support/tracked-applications';
import {
  acknowledgeKfsOnScreen,
  field,
  fillPersonalButName,
  pdf,
  png,
} from './support/wizard-pages';

/*
 * The completion model's generated paths (co-applicants, references, asset documents, the
 * offer's outcome, final submit and the outcome screens) run against the real wizard in
 * Chromium with the real server. Each path starts from an application made through the real
 * API; each model event is what a person does, or the server's answer: held at the network so
 * the busy states can be seen, dropped for a failure, or the real server's own outcome (an offer
 * accepted through Accept Offer and Confirm, rejected for the sandbox bureau's overdue PAN).
 * Each model state is checked on the page, and where it matters in what the server stored.
 */

const SAVED_PERSONAL = DEMO_APPLICATIONS.find((app) => app.personalInfo)?.personalInfo ?? {};
const SAVED_EMPLOYMENT = DEMO_APPLICATIONS.find((app) => app.employmentInfo)?.employmentInfo ?? {};
/** The borrower createdApplication makes (support/applications.ts). */
const BORROWER_NAME = 'Farhan Qureshi';
/** The sandbox bureau's PAN with ₹48,500 overdue: the rules engine rejects (docs/rules-engine.md §2). */
const OVERDUE_PAN = 'AAAPO0005O';
const REMARKS = 'Add the RC photo of the vehicle';
const REFERENCE = {
  type: 'PERSONAL_REFERENCE',
  name: 'Meena Rao',
  phone: '9876501234',
  address: '4 Park Street, Kolkata',
};
/** The co-applicant typed on the form (the Edit button names it). */
const RAVI = { name: 'Ravi Verma', mobile: '9812345670' };
/** Five co-applicants added through the API, in this order. */
const FIVE_NAMES = ['Ravi Verma', 'Sita Verma', 'Kiran Rao', 'Anil Das', 'Neha Jain'];
const coApplicantBody = (name: string, n: number) => ({
  name,
  mobile: `98123456${String(n).padStart(2, '0')}`,
  shareholding_percentage: 10,
  dob: '1988-04-12',
  gender: 'MALE',
  marital_status: 'MARRIED',
  spouse_name: 'Asha Verma',
  pincode: '560001',
  city: 'Bengaluru',
  state: 'Karnataka',
  address: '12 MG Road, Shivajinagar',
  address_type: 'RENTED',
  years_of_residence: 4,
  pan_number: 'ABCPV1234K',
  pan: 'file',
  aadhaar_front: 'file',
  aadhaar_back: 'file',
});

const OFFER = /\/api\/v1\/bureau\/bre\/loankone$/;
const LIST = /\/api\/v1\/(loan-application|apply-loan)\/co-applicant\/list\/[A-Za-z0-9]{32}$/;
const SUBMIT = /\/api\/v1\/loan-application\/[A-Za-z0-9]{32}\/submit$/;
const MARK_COMPLETED = /\/api\/v1\/apply-loan\/[A-Za-z0-9]{32}\/mark-completed$/;

type Family = 'KYC' | 'APPLY_LOAN';

/** A path's application, made through the real API, and the token its wizard uses. */
interface Made {
  id: string;
  mobile: string;
  trackerId: string;
  family: Family;
  token: string;
}

let browser: Browser;
let token: string;
beforeAll(async () => {
  browser = await launchBrowser();
  token = await partnerToken(DEMO_PARTNER.mobile);
});
afterAll(async () => {
  await browser?.close();
});

/** The partner's salaried application with personal and employment details saved. */
async function workSaved(loanType: string, pan?: string): Promise<Made> {
  const made = await createdApplication(token, loanType, pan);
  await saveSection(token, made.id, 'personal-info', SAVED_PERSONAL);
  await saveSection(token, made.id, 'employment-info', SAVED_EMPLOYMENT);
  return { ...made, family: 'KYC', token };
}

async function withReference(made: Made): Promise<Made> {
  await saveSection(token, made.id, 'reference', { references: [REFERENCE] });
  return made;
}

const arrange = {
  personalLoan: () => workSaved('PERSONAL_LOAN'),
  autoLoan: () => workSaved('AUTO_LOAN'),
  /** References saved, no asset documents, returned by the admin; the PAN decides the offer. */
  async returnedAutoLoan(rejected: boolean): Promise<Made> {
    const made = await withReference(
      await workSaved('AUTO_LOAN', rejected ? OVERDUE_PAN : undefined),
    );
    await returnForCorrection(made.id, REMARKS);
    return made;
  },
  async borrowersOwn(): Promise<Made> {
    const made = await borrowerApplicationWorkSaved();
    return { ...made, family: 'APPLY_LOAN', token: made.guest };
  },
  async full(): Promise<Made> {
    const made = await workSaved('PERSONAL_LOAN');
    for (const [index, name] of FIVE_NAMES.entries()) {
      await addCoApplicant(token, made.id, String(index + 1), coApplicantBody(name, index + 1));
    }
    return made;
  },
  async submitted(): Promise<Made> {
    const made = await withReference(await workSaved('PERSONAL_LOAN'));
    expect((await loanOfferOf(token, made.id)).decision).toBe('APPROVED');
    await acceptAndSubmit(token, made.id);
    return made;
  },
  async rejected(): Promise<Made> {
    const made = await withReference(await workSaved('PERSONAL_LOAN', OVERDUE_PAN));
    expect((await loanOfferOf(token, made.id)).decision).toBe('REJECTED');
    return made;
  },
};

/** The application as the server stored it, read with the path's token. */
async function stored(made: Made) {
  const base = made.family === 'KYC' ? '/v1/loan-application' : '/v1/apply-loan';
  const response = await fetch(apiUrl(`${base}/${made.id}`), { headers: { token: made.token } });
  return (
    (await response.json()) as {
      data: {
        status: string;
        stage: string[];
        co_applicants: { id: string; name: string }[];
        references: unknown[] | null;
        asset_documents: { al_rc_photo?: string[] } | null;
        loan_offer: { is_accepted: boolean } | null;
      };
    }
  ).data;
}

/** One path's wizard: its page, its application and the requests held for it. */
interface Harness {
  context: BrowserContext;
  page: Page;
  made: Made;
  /** '/application' or '/apply-loan'. */
  base: string;
  gates: Partial<Record<'list' | 'offer' | 'submit', Gate>>;
  /** How many times the page asked for a loan offer. */
  offerAsks: number;
}

const hashPath = (page: Page) => page.evaluate(() => location.hash.replace(/^#/, ''));
const query = (page: Page, key: string) => new URL(page.url()).searchParams.get(key);
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const coApplicantEntries = (page: Page) =>
  page.getByRole('region', { name: 'Co-applicants' }).getByRole('listitem');
const storedWizard = (page: Page) =>
  page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.wizard);
/** A row of the offer's table, by its heading (EMI is not EMI Start Date). */
const offerRow = (page: Page, heading: string) =>
  page
    .getByRole('row', { name: new RegExp(`^${heading}(?!\\s*Start)`) })
    .getByRole('cell')
    .last();

describe('wizard completion model: its generated paths run against the real wizard in Chromium', () => {
  let harness: Harness | undefined;
  const current = () => {
    if (!harness) throw new Error('the wizard is not open');
    return harness;
  };

  /** Opens a link to a step of the application in a new context, logged in as its owner. */
  const open = async (made: Made, step: string, extra = '', holdList = false) => {
    const base = made.family === 'KYC' ? '/application' : '/apply-loan';
    const context = await newTestContext(browser, {
      viewport: DESKTOP,
      reducedMotion: 'reduce',
    });
    const key = made.family === 'KYC' ? STORAGE_KEYS.token : STORAGE_KEYS.guestToken;
    await context.addInitScript(
      (entry) => {
        if (!localStorage.getItem(entry.key)) localStorage.setItem(entry.key, entry.value);
      },
      { key, value: made.token },
    );
    const page = await context.newPage();
    const h: Harness = { context, page, made, base, gates: {}, offerAsks: 0 };
    harness = h;
    page.on('request', (request) => {
      if (OFFER.test(request.url())) h.offerAsks += 1;
    });
    // The partner's offer is held whenever it is asked for: the offer step is seen before its
    // outcome, which the path's next event lets through.
    if (made.family === 'KYC') h.gates.offer = await gate(page, OFFER, 'POST');
    if (holdList) h.gates.list = await gate(page, LIST, 'GET');
    await page.goto(
      siteUrl('localhost', `${base}/${step}`).replace('/#', `/?id=${made.id}${extra}#`),
    );
    await appTookOver(page);
  };

  const onStep = async (h: Harness, step: string, heading: string) => {
    await waitForHashPath(h.page, `${h.base}/${step}`);
    await h.page.getByRole('heading', { name: heading, exact: true }).waitFor();
  };
  /** The co-applicants list, loaded: empty, Add and Continue. */
  const emptyList = async (h: Harness) => {
    await onStep(h, 'co-applicants', 'Co-applicants');
    await h.page.getByText('No co-applicants yet').waitFor();
    await button(h.page, 'Add Co-applicant').waitFor();
    await expect.poll(() => button(h.page, 'Continue').isEnabled(), POLL).toBe(true);
  };
  const referencesForm = async (h: Harness) => {
    await onStep(h, 'reference-details', 'References');
    await h.page.getByRole('group', { name: 'Reference 1' }).waitFor();
  };
  const remarksShown = (page: Page) =>
    page.getByText(`Returned for correction: ${REMARKS}`).waitFor();
  const submitBusy = async (h: Harness, method: string) => {
    const request = await h.gates.submit!.arrived;
    expect(request.method()).toBe(method);
    expect(request.url()).toContain(h.made.id);
    await expect
      .poll(() => button(h.page, 'Submit Application').getAttribute('aria-busy'), POLL)
      .toBe('true');
  };
  const emptyFirstStep = async (h: Harness) => {
    await onStep(h, 'mobile', 'Create Application');
    // A new application: no id in the address.
    await expect.poll(() => query(h.page, 'id'), POLL).toBeNull();
  };

  const checks: Record<string, (h: Harness | undefined) => Promise<void> | void> = {
    start: (h) => expect(h).toBeUndefined(),
    listLoading: async (h) => {
      const request = await h!.gates.list!.arrived;
      expect(request.url()).toContain(`/loan-application/co-applicant/list/${h!.made.id}`);
      await onStep(h!, 'co-applicants', 'Co-applicants');
      await h!.page.getByRole('status').filter({ hasText: 'Loading co-applicants' }).waitFor();
      await expect.poll(() => button(h!.page, 'Continue').isDisabled(), POLL).toBe(true);
    },
    listFailed: async (h) => {
      const page = h!.page;
      await page.getByText(CO_APPLICANTS_LOAD_FAILED).waitFor();
      await button(page, 'Try again').waitFor();
      expect(await hashPath(page)).toBe('/application/co-applicants');
    },
    noCoApplicants: (h) => emptyList(h!),
    employment: async (h) => {
      await onStep(h!, 'employment', 'Employment Details');
      // The saved details are on the form again.
      await expect
        .poll(() => field(h!.page, 'Company Name').inputValue(), POLL)
        .toBe(SAVED_EMPLOYMENT['company_name']);
    },
    newCoApplicant: async (h) => {
      const page = h!.page;
      await onStep(h!, 'co-applicant-details', 'Co-applicant Details');
      // A new co-applicant is named by its number; nothing is saved for it yet.
      await expect.poll(() => query(page, 'record_index'), POLL).toBe('1');
      await expect.poll(() => query(page, 'id'), POLL).toBe(h!.made.id);
      await field(page, 'Full Name').waitFor();
      expect((await stored(h!.made)).co_applicants).toEqual([]);
    },
    oneCoApplicant: async (h) => {
      const page = h!.page;
      await onStep(h!, 'co-applicants', 'Co-applicants');
      await button(page, `Edit co-applicant 1, ${RAVI.name}`).waitFor();
      await expect.poll(() => coApplicantEntries(page).count(), POLL).toBe(1);
      await coApplicantEntries(page).getByText(RAVI.mobile).waitFor();
      // One co-applicant on the server, however often it was saved.
      await expect
        .poll(async () => (await stored(h!.made)).co_applicants.map((entry) => entry.name), POLL)
        .toEqual([RAVI.name]);
      expect((await stored(h!.made)).stage).toContain('CO_APPLICANT');
    },
    editingCoApplicant: async (h) => {
      const page = h!.page;
      await onStep(h!, 'co-applicant-details', 'Co-applicant Details');
      const [listed] = (await stored(h!.made)).co_applicants;
      // The one being edited is named by its id, with the application's as app_id.
      await expect.poll(() => query(page, 'record_index'), POLL).toBe(listed?.id);
      await expect.poll(() => query(page, 'app_id'), POLL).toBe(h!.made.id);
      await expect.poll(() => field(page, 'Full Name').inputValue(), POLL).toBe(RAVI.name);
      await expect.poll(() => field(page, 'Mobile Number').inputValue(), POLL).toBe(RAVI.mobile);
    },
    references: (h) => referencesForm(h!),
    listAgain: (h) => emptyList(h!),
    offer: async (h) => {
      await onStep(h!, 'loan-offer', 'Loan Offer');
      const request = await h!.gates.offer!.arrived;
      expect(request.postDataJSON()).toEqual({ application_id: h!.made.id });
      // Counted as the public flow's check counts it: that one expects none.
      expect(h!.offerAsks).toBe(1);
      await h!.page.getByRole('status').filter({ hasText: 'Loading the loan offer' }).waitFor();
    },
    finalSubmit: async (h) => {
      const page = h!.page;
      await onStep(h!, 'final-submit', 'Submit Application');
      await page.getByText('The loan offer is accepted.', { exact: false }).waitFor();
      await expect
        .poll(() => button(page, 'Submit Application').getAttribute('aria-busy'), POLL)
        .toBeNull();
      await expect.poll(() => page.getByText(SAVE_FAILURE_TEXTS.unreachable).count(), POLL).toBe(0);
      const saved = await stored(h!.made);
      expect(saved.loan_offer?.is_accepted).toBe(true);
      expect(saved.status).not.toBe('SUBMITTED');
    },
    submitting: (h) => submitBusy(h!, 'POST'),
    submitFailed: async (h) => {
      const page = h!.page;
      await page.getByText(SAVE_FAILURE_TEXTS.unreachable).waitFor();
      await expect
        .poll(() => button(page, 'Submit Application').getAttribute('aria-busy'), POLL)
        .toBeNull();
      await expect.poll(() => button(page, 'Submit Application').isEnabled(), POLL).toBe(true);
      expect(await hashPath(page)).toBe('/application/final-submit');
      // The request never reached the server.
      expect((await stored(h!.made)).status).toBe('INCOMPLETE');
    },
    success: async (h) => {
      const page = h!.page;
      await onStep(h!, 'success', 'Application Submitted');
      await page.getByText(`Tracker ID: ${h!.made.trackerId}`).waitFor();
      await button(page, 'Create new').waitFor();
      // The ways on after a submit: the application (in the list, opened) and home.
      const view = await page.getByRole('link', { name: 'View application' }).getAttribute('href');
      expect(view).toMatch(/^#?\/applications\?/);
      expect(new URLSearchParams(view?.split('?')[1]).get('open')).toBe(h!.made.id);
      await page.getByRole('link', { name: 'Home', exact: true }).waitFor();
      // Nothing typed is kept on the device once submitted.
      await expect.poll(() => storedWizard(page), POLL).toBeNull();
      expect((await stored(h!.made)).status).toBe('SUBMITTED');
    },
    rejection: async (h) => {
      const page = h!.page;
      await onStep(h!, 'rejection', 'Application Rejected');
      const reasons = page.getByRole('list', { name: 'Reasons' }).getByRole('listitem');
      await expect.poll(() => reasons.count(), POLL).toBe(1);
      const reason = (await reasons.textContent()) ?? '';
      expect(reason).toContain('Overdue amount present');
      expect(reason).toContain('₹48,500');
      await button(page, 'Change Loan Type').waitFor();
      await button(page, 'Start New Application').waitFor();
      expect((await stored(h!.made)).status).toBe('REJECTED');
    },
    newApplication: async (h) => {
      await emptyFirstStep(h!);
      for (const label of ['Mobile Number', 'Full Name (as per PAN)', 'PAN Number']) {
        await expect.poll(() => field(h!.page, label).inputValue(), POLL).toBe('');
      }
    },
    sameBorrower: async (h) => {
      const page = h!.page;
      await emptyFirstStep(h!);
      await expect.poll(() => field(page, 'Mobile Number').inputValue(), POLL).toBe(h!.made.mobile);
      await expect
        .poll(() => field(page, 'Full Name (as per PAN)').inputValue(), POLL)
        .toBe(BORROWER_NAME);
      await expect.poll(() => field(page, 'PAN Number').inputValue(), POLL).toBe(OVERDUE_PAN);
      await expect
        .poll(() => page.getByRole('button', { name: /^Job Type/ }).textContent(), POLL)
        .toContain('Salaried');
      // The loan type is to be chosen again.
      await expect
        .poll(() => page.getByRole('button', { name: /^Loan Type/ }).textContent(), POLL)
        .not.toContain('Personal Loan');
    },
    autoLoanList: async (h) => {
      await emptyList(h!);
      await h!.page.getByText(`Tracker ID: ${h!.made.trackerId}`).waitFor();
    },
    autoLoanReferences: (h) => referencesForm(h!),
    autoLoanAssets: async (h) => {
      await onStep(h!, 'loan-doc', 'Asset Documents');
      await h!.page.getByRole('group', { name: 'Vehicle documents' }).waitFor();
      expect((await stored(h!.made)).references).toHaveLength(1);
    },
    returnedAssets: async (h) => {
      const page = h!.page;
      await onStep(h!, 'loan-doc', 'Asset Documents');
      await remarksShown(page);
      await page.getByRole('group', { name: 'Vehicle documents' }).waitFor();
      await expect.poll(() => query(page, 'status'), POLL).toBe('INCOMPLETE');
    },
    returnedList: async (h) => {
      const page = h!.page;
      await emptyList(h!);
      await remarksShown(page);
      await expect.poll(() => query(page, 'status'), POLL).toBe('INCOMPLETE');
      expect((await stored(h!.made)).asset_documents?.al_rc_photo).toHaveLength(1);
    },
    publicList: async (h) => {
      await emptyList(h!);
      await h!.page.getByText(`Tracker ID: ${h!.made.trackerId}`).waitFor();
    },
    publicReferences: (h) => referencesForm(h!),
    completeApplication: async (h) => {
      await onStep(h!, 'complete-application', 'Complete Application');
      await h!.page.getByText('Your details are saved.', { exact: false }).waitFor();
      // No offer on the public flow: it was never asked for.
      expect(h!.offerAsks).toBe(0);
    },
    publicSubmitting: (h) => submitBusy(h!, 'PATCH'),
    publicSuccess: async (h) => {
      const page = h!.page;
      await onStep(h!, 'success', 'Application Received');
      await page.getByText(`Tracker ID: ${h!.made.trackerId}`).waitFor();
      await page.getByRole('link', { name: 'View application' }).waitFor();
      await page.getByRole('link', { name: 'Home', exact: true }).waitFor();
      expect((await stored(h!.made)).status).toBe('SUBMITTED');
      // The borrower's guest token went with the submit (issue 18 §6).
      await expect
        .poll(
          () => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.guestToken),
          POLL,
        )
        .toBeNull();
    },
    fullList: async (h) => {
      const page = h!.page;
      await onStep(h!, 'co-applicants', 'Co-applicants');
      await expect.poll(() => coApplicantEntries(page).count(), POLL).toBe(5);
      for (const name of FIVE_NAMES) await coApplicantEntries(page).getByText(name).waitFor();
      await expect.poll(() => button(page, 'Continue').isEnabled(), POLL).toBe(true);
      await expect.poll(() => button(page, 'Add Co-applicant').count(), POLL).toBe(0);
    },
  };

  const paths = wizardCompletionTestModel.getShortestPaths();
  const asserted = new Set<string>();

  it('has an assertion for every model state and its paths cover every transition', () => {
    expect(Object.keys(checks).sort()).toEqual([...WIZARD_COMPLETION_MODEL_STATES].sort());
    expect(uncoveredTransitions(wizardCompletionModel, paths)).toEqual([]);
  });

  const saveAndContinue = (page: Page) => button(page, 'Save and Continue').click();

  /** The new co-applicant's form, every field valid, its documents uploaded. */
  const fillCoApplicant = async (page: Page) => {
    await field(page, 'Full Name').fill(RAVI.name);
    await field(page, 'Mobile Number').fill(RAVI.mobile);
    await field(page, 'Shareholding Percentage').fill('40');
    await field(page, 'PAN Number').fill('abcpv1234k');
    await fillPersonalButName(page);
  };

  /** What RELOAD types first on a form, to see it kept: the field and the value. */
  const typedBeforeReload = (page: Page, step: string): [Locator, string] | null => {
    if (step === 'co-applicant-details') return [field(page, 'Full Name'), 'Sita Verma'];
    if (step === 'reference-details') {
      const first = page.getByRole('group', { name: 'Reference 1' });
      return [first.getByLabel('Name', { exact: true }), REFERENCE.name];
    }
    return null;
  };

  it.each(paths.map((path) => [path.description, path] as const))(
    '%s',
    async (_, path) => {
      harness = undefined;
      // The returned auto loan's offer is the real rules engine's: its PAN decides the outcome.
      const rejects = path.steps.some((step) => step.event.type === 'OFFER_REJECTED');
      try {
        await path.test({
          states: recordedChecks(checks, asserted, () => harness),
          events: {
            OPEN_PERSONAL_LOAN: async () => {
              await open(await arrange.personalLoan(), 'co-applicants', '', true);
              await current().gates.list!.arrived;
            },
            OPEN_AUTO_LOAN: async () => open(await arrange.autoLoan(), 'co-applicants'),
            OPEN_RETURNED_AUTO_LOAN: async () =>
              open(await arrange.returnedAutoLoan(rejects), 'loan-doc', '&status=INCOMPLETE'),
            OPEN_PUBLIC: async () => open(await arrange.borrowersOwn(), 'co-applicants'),
            OPEN_FULL: async () => open(await arrange.full(), 'co-applicants'),
            OPEN_SUBMITTED: async () => open(await arrange.submitted(), 'success'),
            OPEN_REJECTED: async () => open(await arrange.rejected(), 'mobile'),
            LIST_LOADS: () => current().gates.list!.pass(),
            LIST_FAILS: () => current().gates.list!.drop(),
            RETRY: async () => {
              const h = current();
              h.gates.list = await gate(h.page, LIST, 'GET');
              await button(h.page, 'Try again').click();
              await h.gates.list.arrived;
            },
            ADD: () => button(current().page, 'Add Co-applicant').click(),
            EDIT: () => button(current().page, `Edit co-applicant 1, ${RAVI.name}`).click(),
            SAVE_CO_APPLICANT: async () => {
              const { page, base } = current();
              // A new one (named by its number) is filled in; one being edited keeps its details.
              if (query(page, 'record_index') === '1') await fillCoApplicant(page);
              await saveAndContinue(page);
              await waitForHashPath(page, `${base}/co-applicants`);
            },
            CONTINUE: () => button(current().page, 'Continue').click(),
            SAVE_REFERENCES: async () => {
              const page = current().page;
              const first = page.getByRole('group', { name: 'Reference 1' });
              await first.getByRole('radio', { name: 'Personal' }).check();
              await first.getByLabel('Name', { exact: true }).fill(REFERENCE.name);
              await first.getByLabel('Phone Number', { exact: true }).fill(REFERENCE.phone);
              await first.getByLabel('Address', { exact: true }).fill(REFERENCE.address);
              await saveAndContinue(page);
              await page.getByText(REFERENCES_SAVED.message).waitFor();
            },
            SAVE_ASSETS: async () => {
              const { page, base } = current();
              const uploaded = (label: string) =>
                page.getByRole('button', { name: new RegExp(`^View .*\\(${label}\\)`) });
              await page
                .getByRole('button', { name: /^Vehicle Images (Choose file|Add another file)/ })
                .setInputFiles(png('front.png'));
              await expect.poll(() => uploaded('Vehicle Images').count(), POLL).toBe(1);
              await page
                .getByRole('button', { name: /^RC Photo (Choose file|Add another file)/ })
                .setInputFiles(pdf('rc.pdf'));
              await expect.poll(() => uploaded('RC Photo').count(), POLL).toBe(1);
              await saveAndContinue(page);
              await expect.poll(() => hashPath(page), POLL).not.toBe(`${base}/loan-doc`);
            },
            OFFER_ACCEPTED: async () => {
              const h = current();
              await h.gates.offer!.pass();
              await expect
                .poll(() => offerRow(h.page, 'Decision').textContent(), POLL)
                .toBe('Approved');
              await acknowledgeKfsOnScreen(h.page);
              await button(h.page, 'Accept Offer').click();
              await h.page
                .getByRole('dialog', { name: 'Confirm Loan Acceptance' })
                .getByRole('button', { name: 'Confirm' })
                .click();
            },
            OFFER_REJECTED: async () => {
              const h = current();
              await h.gates.offer!.pass();
              await h.page.getByText(APPLICATION_REJECTED).first().waitFor();
            },
            SUBMIT: async () => {
              const h = current();
              h.gates.submit =
                h.made.family === 'KYC'
                  ? await gate(h.page, SUBMIT, 'POST')
                  : await gate(h.page, MARK_COMPLETED, 'PATCH');
              await button(h.page, 'Submit Application').click();
              await h.gates.submit.arrived;
            },
            SUBMIT_SUCCEEDS: async () => {
              const h = current();
              await h.gates.submit!.pass();
              await h.page.getByText(APPLICATION_SUBMITTED.message).waitFor();
            },
            SUBMIT_FAILS: () => current().gates.submit!.drop(),
            CREATE_NEW: () => button(current().page, 'Create new').click(),
            START_NEW: () => button(current().page, 'Start New Application').click(),
            CHANGE_LOAN_TYPE: () => button(current().page, 'Change Loan Type').click(),
            BACK: () => button(current().page, 'Back').click(),
            RELOAD: async () => {
              const { page, base } = current();
              const step = (await hashPath(page)).replace(`${base}/`, '');
              const typed = typedBeforeReload(page, step);
              if (typed) await typed[0].fill(typed[1]);
              // What the device keeps is written a moment after the last change.
              await expect
                .poll(
                  () => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.step),
                  POLL,
                )
                .toBe(step);
              if (typed) {
                await expect
                  .poll(async () => (await storedWizard(page))?.includes(typed[1]), POLL)
                  .toBe(true);
              }
              await page.reload();
              await appTookOver(page);
              if (typed) await expect.poll(() => typed[0].inputValue(), POLL).toBe(typed[1]);
            },
          },
        });
      } finally {
        await (harness as Harness | undefined)?.context.close();
      }
    },
    120_000,
  );

  it('ran every state assertion on some path', () => {
    expect([...asserted].sort()).toEqual([...WIZARD_COMPLETION_MODEL_STATES].sort());
  });

  it('a brand with the loan offers flag ends on Loan Offers, with the loan id', async () => {
    const made = await arrange.submitted();
    const context = await newTestContext(browser, { viewport: DESKTOP });
    // A token works only on the brand it was issued on: the partner logs in on rinn.localhost.
    // The application (made on localhost, the default brand) is still the partner's to read.
    const onRinn = await partnerToken(DEMO_PARTNER.mobile, 'rinn.localhost');
    await context.addInitScript((entry) => localStorage.setItem(entry.key, entry.value), {
      key: STORAGE_KEYS.token,
      value: onRinn,
    });
    const page = await context.newPage();
    // rinn.localhost is the Rinn brand, whose flags show the loan offers.
    await page.goto(
      siteUrl('rinn.localhost', '/application/success').replace('/#', `/?id=${made.id}#`),
    );
    await appTookOver(page);
    await waitForHashPath(page, '/application/success/loan-offers');
    await page.getByRole('heading', { name: 'Loan Offers' }).waitFor();
    await page.getByText(`Loan ID: ${made.trackerId}`).waitFor();
    await context.close();
  });
});
