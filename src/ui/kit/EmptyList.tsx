import type { ReactNode } from 'react';
import * as styles from './empty-list.css';

export interface EmptyListProps {
  /** What is missing, in a sentence ('You have no applications yet.'). */
  message: string;
  /** The action that fills the list (Create Application, Record Offline Disbursement…). */
  children: ReactNode;
}

/**
 * What a list shows when it has nothing (the list chart's `empty`): what is missing, and the
 * action that fills it, rather than "No data".
 */
export function EmptyList({ message, children }: EmptyListProps) {
  return (
    <div className={styles.empty} role="status">
      <p className={styles.message}>{message}</p>
      {children}
    </div>
  );
}
