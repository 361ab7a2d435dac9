import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { FormMachine } from '../../machines/form/machine';
import {
  selectIsSaving,
  issueMessageOn,
  selectIssue,
  selectIssues,
  selectServerError,
  selectValues,
} from '../../machines/form/selectors';
import type { FormSpec, FormValues } from '../../machines/form/types';
import { DETAILS_LOCKED_NOTE } from '../../domain/capture-steps';
import { domainMessage, issueMessage } from '../../domain/i18n/lookup';
import { Button } from './Button';
import { fieldId, useFocusOnIssue } from './focus-field';
import { MessageLine } from './MessageLine';
import * as styles from './step-form.css';
import { visibleFields } from './visible-fields';

export type FormActor = ActorRefFrom<FormMachine>;

/** What every section step's view takes. */
export interface StepViewProps {
  /** The step's form (the wizard's child `form`), built from this step's spec. */
  form: FormActor;
  /** The same spec: which fields the values make visible. */
  spec: FormSpec;
  /** A short-lived link to an uploaded file, opened in a new tab. */
  viewUrl: (fileId: string) => Promise<string>;
  /** Beside Save in the footer (the wizard's Back). */
  actions?: ReactNode;
  /**
   * The offer is accepted (issue 19 item 5): the fields are disabled, a note says why, and
   * Continue (onContinue) goes on in place of Save, saving nothing.
   */
  locked?: boolean;
  onContinue?: (() => void) | undefined;
}

interface StepScope {
  form: FormActor;
  values: FormValues;
  /** The fields of the visible schema: a field outside it is not shown (spec §5's conditions). */
  visible: ReadonlySet<string>;
  errorOf: (field: string) => string | undefined;
  change: (field: string, value: unknown) => void;
  /** The person left the field: its issue may show (a list entry added since the last Save). */
  leave: (field: string) => void;
  viewUrl: (fileId: string) => Promise<string>;
  saving: boolean;
}

const StepContext = createContext<StepScope | null>(null);

export function useStep(): StepScope {
  const scope = useContext(StepContext);
  if (!scope) throw new Error('A step field needs <StepForm>');
  return scope;
}

export { fieldId };

/**
 * A section step's form: the values from the form actor, every issue on its field (and focus
 * moved to the first on Save), the server's refusal on the message line, Save busy while saving.
 */
export function StepForm({
  form,
  spec,
  viewUrl,
  actions,
  title,
  submitLabel,
  children,
  locked = false,
  onContinue,
}: StepViewProps & { title: string; submitLabel?: string; children: ReactNode }) {
  const values = useSelector(form, selectValues);
  const issues = useSelector(form, selectIssues);
  const serverError = useSelector(form, selectServerError);
  const saving = useSelector(form, selectIsSaving);
  const visible = useMemo(() => visibleFields(spec, values), [spec, values]);
  const focusOnIssue = useFocusOnIssue();
  const { i18n } = useLingui();

  const scope = useMemo<StepScope>(
    () => ({
      form,
      values,
      visible,
      errorOf: (field) => {
        const message = issueMessageOn(issues, field);
        return message === undefined ? undefined : i18n._(issueMessage({ message }));
      },
      change: (field, value) => form.send({ type: 'field.change', field, value }),
      leave: (field) => form.send({ type: 'field.leave', field }),
      viewUrl,
      saving,
    }),
    [form, values, visible, issues, viewUrl, saving, i18n],
  );

  return (
    <StepContext.Provider value={scope}>
      <form
        className={styles.form}
        noValidate
        aria-labelledby="step-title"
        aria-busy={saving || undefined}
        onSubmit={(event) => {
          event.preventDefault();
          if (locked) return;
          form.send({ type: 'form.submit' });
          focusOnIssue(selectIssue(form.getSnapshot())?.field);
        }}
      >
        <h1 id="step-title" className={styles.title}>
          {i18n._(domainMessage(title))}
        </h1>
        {locked ? (
          <>
            <MessageLine>{i18n._(domainMessage(DETAILS_LOCKED_NOTE))}</MessageLine>
            {/* A disabled fieldset disables every control inside, whatever component drew it. */}
            <fieldset disabled className={styles.lockedFields}>
              {children}
            </fieldset>
          </>
        ) : (
          children
        )}
        {serverError ? <MessageLine tone="error">{serverError}</MessageLine> : null}
        <div className={styles.actions}>
          {actions}
          {locked ? (
            <Button type="button" fullWidth onClick={onContinue}>
              <Trans>Continue</Trans>
            </Button>
          ) : (
            <Button type="submit" fullWidth loading={saving}>
              {submitLabel ?? <Trans>Save and Continue</Trans>}
            </Button>
          )}
        </div>
      </form>
    </StepContext.Provider>
  );
}

/** A titled group of fields; hidden when none of its fields is visible. */
export function FieldGroup({
  title,
  fields,
  children,
}: {
  title: string;
  /** The group's fields: it shows only while one of them is in the visible schema. */
  fields?: readonly string[];
  children: ReactNode;
}) {
  const { visible } = useStep();
  const { i18n } = useLingui();
  if (fields && !fields.some((field) => visible.has(field))) return null;
  return (
    <fieldset className={styles.group}>
      <legend className={styles.groupTitle}>{i18n._(domainMessage(title))}</legend>
      {children}
    </fieldset>
  );
}
