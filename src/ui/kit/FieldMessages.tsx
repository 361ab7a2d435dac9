import type { ReactNode } from 'react';
import * as styles from './field.css';

/** The hint and error lines under a field; their ids are the control's aria-describedby. */
export function FieldMessages(props: {
  hint?: ReactNode;
  hintId?: string;
  error?: ReactNode;
  errorId?: string;
}) {
  return (
    <>
      {props.error ? (
        <p id={props.errorId} className={styles.error}>
          {props.error}
        </p>
      ) : null}
      {props.hint ? (
        <p id={props.hintId} className={styles.hint}>
          {props.hint}
        </p>
      ) : null}
    </>
  );
}
