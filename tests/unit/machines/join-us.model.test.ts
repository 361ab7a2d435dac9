import { createActor, fromCallback, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { expect, it } from 'vitest';
import { IMAGE_TYPE_MESSAGE } from '../../../src/domain/documents';
import { LOOKUP_DEBOUNCE_MS } from '../../../src/domain/form-timing';
import {
  selectIsLookingUp,
  selectIsSaved,
  selectIsSaving,
  selectIssues,
  selectServerError,
  selectValues,
} from '../../../src/machines/form/selectors';
import type { LookupInput, LookupOutput, SaveInput } from '../../../src/machines/form/types';
import { joinUsMachine } from '../../../src/machines/join-us/machine';
import {
  JOIN_US_SAVE_FAILURE_TEXTS,
  REGISTRATION_DOCUMENTS,
  REGISTRATION_PHOTOS,
  registrationValues,
} from '../../../src/machines/join-us/spec';
import { uploadMachine } from '../../../src/machines/upload/machine';
import { selectUploadError } from '../../../src/machines/upload/selectors';
import type {
  ChosenFile,
  TransferCommand,
  TransferInput,
  UploadEvent,
} from '../../../src/machines/upload/types';
import { ApiError } from '../../../src/services/api/api-error';
import { describeModel } from '../../models/model-suite';
import { joinUsModel } from '../../models/join-us.model';

const MOBILE = '9812345670';
const REFERRAL = 'ASHA01';
const UTM_ID = 'link-42';
const KNOWN_PINCODE = '560001';
const UNKNOWN_PINCODE = '999999';

/** Every message of a blank registration at once, in screen order (partner-portal §5). */
const BLANK_ISSUES = [
  ['first_name', 'Invalid first name'],
  ['last_name', 'Invalid last name'],
  ['pan_number', 'Invalid pan number'],
  ['email', 'Invalid email'],
  ['pincode', 'Invalid pincode'],
  ['city', 'Invalid city'],
  ['state', 'Invalid state'],
  ['address', 'Invalid address'],
  ['bank_name', 'Invalid bank name'],
  ['account_number', 'Invalid account number'],
  ['ifsc', 'Invalid IFSC'],
  ['pan', 'Missing PAN'],
  ['aadhaar_front', 'Missing aadhaar front'],
  ['aadhaar_back', 'Missing aadhaar back'],
  ['cancelled_cheque', 'Missing cancelled cheque'],
].map(([field, message]) => ({ field, message }));
const MISSING_DOCUMENTS = BLANK_ISSUES.slice(-4);

const DETAILS = {
  first_name: 'Ravi',
  last_name: 'Kumar',
  email: 'ravi.kumar@example.com',
  pan_number: 'abcpk1234q',
  address: '14 Residency Road, Bengaluru',
  bank_name: 'State Bank of India',
  account_number: '123456789012',
  ifsc: 'SBIN0001234',
};

const file = (name: string, type: string): ChosenFile =>
  Object.assign(new Blob(['x'], { type }), { name });

/** The real registration chart, with a simulated clock and the server in the test's hands. */
function startRegistration() {
  const clock = new SimulatedClock();
  const saves: Array<{ input: SaveInput; resolve: () => void; reject: (e: unknown) => void }> = [];
  const transfer = fromCallback<TransferCommand, TransferInput>(({ input, receive, sendBack }) => {
    sendBack({ type: 'transfer.idle' });
    receive((command) => {
      if (command.type === 'transfer.start')
        sendBack({ type: 'transfer.done', fileIds: [`file-${input.field}`] });
    });
  });
  const actor = createActor(
    joinUsMachine.provide({
      actors: {
        save: fromPromise<void, SaveInput>(
          ({ input }) => new Promise((resolve, reject) => saves.push({ input, resolve, reject })),
        ),
        lookup: fromPromise<LookupOutput, LookupInput>(async ({ input }) =>
          input.value === KNOWN_PINCODE ? { city: 'Bengaluru', state: 'Karnataka' } : null,
        ),
        uploadField: uploadMachine.provide({ actors: { transfer } }),
      },
    }),
    {
      clock,
      input: {
        values: registrationValues({ mobile: MOBILE, referredBy: REFERRAL, utmId: UTM_ID }),
      },
    },
  ).start();
  const typePincode = async (pincode: string) => {
    actor.send({ type: 'field.change', field: 'pincode', value: pincode });
    clock.increment(LOOKUP_DEBOUNCE_MS);
    await waitFor(actor, (s) => !selectIsLookingUp(s));
  };
  const upload = (field: string) =>
    actor.getSnapshot().children[`upload.${field}`] as
      { send: (event: UploadEvent) => void; getSnapshot: () => never } | undefined;
  return { actor, saves, typePincode, upload };
}

type Harness = ReturnType<typeof startRegistration>;

const issuesOf = (h: Harness) => selectIssues(h.actor.getSnapshot());
const valueOf = (h: Harness, field: string) => selectValues(h.actor.getSnapshot())[field];

const nothingShown = (h: Harness) => {
  expect(issuesOf(h)).toEqual([]);
  expect(selectServerError(h.actor.getSnapshot())).toBeNull();
};

const states: Record<string, (h: Harness) => void> = {
  blank: (h) => {
    nothingShown(h);
    expect(valueOf(h, 'mobile')).toBe(MOBILE);
    expect(valueOf(h, 'referred_by')).toBe(REFERRAL);
    expect(h.saves).toHaveLength(0);
  },
  issuesShown: (h) => {
    expect(issuesOf(h)).toEqual(BLANK_ISSUES);
    expect(h.saves).toHaveLength(0);
  },
  detailsTyped: (h) => {
    nothingShown(h);
    expect([valueOf(h, 'city'), valueOf(h, 'state')]).toEqual(['Bengaluru', 'Karnataka']);
  },
  placeCleared: (h) => {
    expect([valueOf(h, 'city'), valueOf(h, 'state')]).toEqual(['', '']);
  },
  photoRefused: (h) => {
    const photo = h.upload('shop_photo');
    expect(photo && selectUploadError(photo.getSnapshot())).toBe(IMAGE_TYPE_MESSAGE);
    expect(valueOf(h, 'shop_photo')).toBe('');
  },
  documentsMissing: (h) => {
    expect(issuesOf(h)).toEqual(MISSING_DOCUMENTS);
    expect(h.saves).toHaveLength(0);
  },
  complete: (h) => {
    nothingShown(h);
    for (const field of [...REGISTRATION_DOCUMENTS, ...REGISTRATION_PHOTOS])
      expect(valueOf(h, field)).toBe(`file-${field}`);
  },
  sending: (h) => {
    expect(selectIsSaving(h.actor.getSnapshot())).toBe(true);
    expect(issuesOf(h)).toEqual([]);
  },
  registeredShown: (h) => {
    expect(selectServerError(h.actor.getSnapshot())).toBe(JOIN_US_SAVE_FAILURE_TEXTS.byStatus[409]);
    expect(valueOf(h, 'first_name')).toBe(DETAILS.first_name);
  },
  offlineShown: (h) => {
    expect(selectServerError(h.actor.getSnapshot())).toBe(JOIN_US_SAVE_FAILURE_TEXTS.unreachable);
  },
  received: (h) => {
    expect(selectIsSaved(h.actor.getSnapshot())).toBe(true);
    // The body the server gets: the schema's output, blanks left out, the link's codes kept.
    expect(h.saves.at(-1)?.input.values).toEqual({
      ...DETAILS,
      pan_number: 'ABCPK1234Q',
      mobile: MOBILE,
      pincode: KNOWN_PINCODE,
      city: 'Bengaluru',
      state: 'Karnataka',
      ...Object.fromEntries(
        [...REGISTRATION_DOCUMENTS, ...REGISTRATION_PHOTOS]
          .filter((field) => field !== 'gst')
          .map((field) => [field, `file-${field}`]),
      ),
      gst: 'file-gst',
      referred_by: REFERRAL,
      utm_id: UTM_ID,
    });
  },
};

function eventsFor(h: Harness) {
  const answer = async (settle: (save: Harness['saves'][number]) => void) => {
    const save = h.saves.at(-1);
    if (!save) throw new Error('nothing was sent');
    settle(save);
    await waitFor(h.actor, (s) => !selectIsSaving(s));
  };
  return {
    SUBMIT: () => {
      h.actor.send({ type: 'form.submit' });
    },
    FILL_DETAILS: async () => {
      for (const [field, value] of Object.entries(DETAILS))
        h.actor.send({ type: 'field.change', field, value });
      await h.typePincode(KNOWN_PINCODE);
    },
    TYPE_UNKNOWN_PINCODE: () => h.typePincode(UNKNOWN_PINCODE),
    TYPE_PINCODE: () => h.typePincode(KNOWN_PINCODE),
    CHOOSE_PDF_PHOTO: () =>
      h.upload('shop_photo')?.send({
        type: 'file.chosen',
        file: file('shop.pdf', 'application/pdf'),
      }),
    UPLOAD_DOCUMENTS: () => {
      for (const field of REGISTRATION_DOCUMENTS)
        h.upload(field)?.send({
          type: 'file.chosen',
          file: file(`${field}.pdf`, 'application/pdf'),
        });
      for (const field of REGISTRATION_PHOTOS)
        h.upload(field)?.send({ type: 'file.chosen', file: file(`${field}.jpg`, 'image/jpeg') });
    },
    SERVER_ACCEPTS: () => answer((save) => save.resolve()),
    SERVER_SAYS_REGISTERED: () =>
      answer((save) => save.reject(new ApiError(409, 'A request for this mobile exists.'))),
    CONNECTION_DROPS: () => answer((save) => save.reject(new ApiError(0, 'Failed to fetch'))),
    EDIT_NAME: () => {
      h.actor.send({ type: 'field.change', field: 'first_name', value: 'Ravindra' });
      h.actor.send({ type: 'field.change', field: 'first_name', value: DETAILS.first_name });
    },
  };
}

describeModel(
  'Join Us registration model: its paths run against the registration chart',
  joinUsModel,
  states,
  async (path, checks) => {
    const harness = startRegistration();
    await path.test({ states: checks(() => harness), events: eventsFor(harness) });
  },
  () => {
    it('spawns an upload field per document and photo, the photos images only', () => {
      const h = startRegistration();
      for (const field of [...REGISTRATION_DOCUMENTS, ...REGISTRATION_PHOTOS]) {
        const child = h.actor.getSnapshot().children[`upload.${field}`];
        const context = (child?.getSnapshot() as { context: { imagesOnly: boolean } }).context;
        expect(context.imagesOnly).toBe((REGISTRATION_PHOTOS as readonly string[]).includes(field));
      }
    });
  },
);
