import type { ReactNode } from 'react';
import * as styles from './gallery.css.ts';

export function GallerySection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-label={title}>
      <h3 className={styles.heading}>{title}</h3>
      {children}
    </section>
  );
}
