import type { ReactNode } from 'react';
import * as styles from './co-applicants.css';

/**
 * A wizard screen that is not a form (the co-applicants list, the outcomes): a section named by
 * its heading, `<id>-title`, with the steps' title and spacing.
 */
export function TitledSection({
  id,
  title,
  children,
}: {
  id: string;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={styles.list} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className={styles.title}>
        {title}
      </h1>
      {children}
    </section>
  );
}
