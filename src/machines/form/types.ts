import type { FailureTexts } from '../failure';
import type { GenericSchema } from 'valibot';
import type { FieldIssue } from '../../domain/validation';

/** A form's values as typed: field name → value (strings, booleans, file-id lists…). */
export type FormValues = Record<string, unknown>;

export interface FormSpec {
  /** The chart's id, e.g. 'personalInfo'. */
  id: string;
  /**
   * The schema of what is visible for these values (hidden fields dropped), entries in screen
   * order so the first issue is the one highest on the screen. From src/domain.
   */
  schemaFor: (values: FormValues) => GenericSchema;
  /**
   * Fields whose value starts a lookup once it is complete (a 6-digit pincode): the lookup
   * fills other fields (city, state) or clears them when nothing is found.
   */
  lookups?: Record<string, LookupRule>;
  /**
   * Document fields: each gets its own upload actor (spawned with the form, so it is persisted
   * with it); what it uploads becomes the field's value, checked by the schema like any other.
   */
  uploads?: Record<string, UploadRule>;
  /** What a failed save says when the server gives no words (default: the spec's form texts). */
  failureTexts?: FailureTexts;
  /**
   * What an empty required field says to do ("Enter the borrower's PAN"), from src/domain; a
   * field it has no words for keeps the schema's message. Default: the borrower's prompts.
   */
  promptOf?: (field: string) => string | null;
}

export interface UploadRule {
  /** Several files (bank statements, GSTR-3B): the value is a list of file ids. */
  multiple: boolean;
  /** Photos only, PNG or JPG (Join Us's shop and counter photos). */
  imagesOnly?: boolean;
}

export interface LookupRule {
  /** Whether the value is complete enough to look up. */
  isReady: (value: unknown) => boolean;
  /** The fields the lookup fills, cleared when the value changes or nothing is found. */
  fills: readonly string[];
  /**
   * What was found matters beyond this form (a mobile with an application already): the form
   * tells its parent `form.found` with the lookup's output.
   */
  tellsParent?: boolean;
}

export interface FormInput {
  values: FormValues;
  /** Resuming saved data: re-check 100 ms after load, so what the server returned shows its issues. */
  resumed?: boolean;
  /** Where the save goes; passed to the save actor as it is. */
  target?: SaveTarget;
  /** A refusal the parent got for these values (the first step's create), shown at once. */
  serverError?: string | null;
  /**
   * The values were already handed to the parent, which finishes the save itself (the first
   * step: OTP, then create or update): the form shows them, busy, until the parent moves on.
   */
  handedOver?: boolean;
  /**
   * The parent keeps what is typed (the wizard, so Back shows it): the form tells it
   * `form.typed` when it opens and after every change of its values.
   */
  tellsTyped?: boolean;
}

/** The application a step saves to, and whether its section is saved for the first time. */
export interface SaveTarget {
  applicationId: string | null;
  isNew: boolean;
  /** A co-applicant's form: the co-applicant's id, or the new one's number (its uploads carry it). */
  recordIndex?: string | null;
}

export interface FormContext {
  values: FormValues;
  /** Started from saved data: checked 100 ms after load rather than at the first submit. */
  resumed: boolean;
  /** Every invalid visible field's first issue, in screen order; shown only while the form checks live. */
  issues: FieldIssue[];
  /** Entries of each list when all were last checked (shown-issues.ts): newer ones stay quiet. */
  checkedLists: Readonly<Record<string, number>>;
  /** Fields the person typed in and left since the form opened: their issues show. */
  leftFields: readonly string[];
  /** The server's refusal of the last save, shown on the form's message line. */
  serverError: string | null;
  /** The lookup field being waited on or fetched, if any. */
  lookupField: string | null;
  target: SaveTarget | null;
  /** Opened on values the parent is saving (FormInput.handedOver). */
  handedOver: boolean;
  /** Tells the parent `form.typed` (FormInput.tellsTyped). */
  tellsTyped: boolean;
}

export type FormEvent =
  | { type: 'field.change'; field: string; value: unknown }
  | { type: 'form.submit' }
  /** The person left a field (blur): its issue may show from now on. */
  | { type: 'field.leave'; field: string }
  // From an upload field the form spawned:
  | { type: 'upload.changed'; field: string; fileIds: string[] };

/** What a form tells a parent that keeps what is typed (FormInput.tellsTyped). */
export interface FormTyped {
  type: 'form.typed';
  values: FormValues;
}

/** What a form tells its parent when a `tellsParent` lookup answers. */
export interface FormFound {
  type: 'form.found';
  field: string;
  found: LookupOutput;
}

export interface LookupInput {
  field: string;
  value: unknown;
}

/** What a lookup found, to merge into the values; null: nothing found (the fills are cleared). */
export type LookupOutput = FormValues | null;

export interface SaveInput {
  values: FormValues;
  target: SaveTarget | null;
}

/** The saved values: what the wizard keeps as the step's draft. */
export type FormOutput = FormValues;
