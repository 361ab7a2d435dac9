import type { ReactNode } from 'react';
import * as styles from './gallery.css';

/** A titled part of the /kit gallery; the tests find parts by these headings. */
export function GallerySection({ title, children }: { title: string; children: ReactNode }) {
  const id = `gallery-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
