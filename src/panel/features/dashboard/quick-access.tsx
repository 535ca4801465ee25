import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMayOpen } from '../../lib/permissions.ts';
import * as styles from './dashboard.css.ts';
import { quickAccessQuery } from './dashboard.queries.ts';

/** Quick-access links to the places a marketer goes most; a colleague's, to those its roles reach. */
export function QuickAccess() {
  const items = useQuery(quickAccessQuery());
  const mayOpen = useMayOpen();
  return (
    <section className={styles.section} aria-labelledby="quick-title">
      <h2 id="quick-title" className={styles.sectionTitle}>
        دسترسی سریع
      </h2>
      {items.isPending ? (
        <div className={styles.skeleton} />
      ) : (
        <ul className={styles.quick}>
          {(items.data ?? [])
            .filter((item) => mayOpen(item.path))
            .map((item) => (
              <li key={item.id}>
                <Link to={item.path} className={styles.quickLink}>
                  <span className={styles.quickTitle}>{item.title}</span>
                  <span className={styles.quickText}>{item.description}</span>
                </Link>
              </li>
            ))}
        </ul>
      )}
    </section>
  );
}
