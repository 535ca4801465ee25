import { Link } from '@tanstack/react-router';
import * as styles from './empty-area.css.ts';

type Props = {
  title: string;
  description: string;
  action?: { to: string; label: string };
};

/** The empty state of an area: what is missing, why, and the one step that fills it. */
export function EmptyArea({ title, description, action }: Props) {
  return (
    <section className={styles.root} aria-label={title}>
      <svg className={styles.icon} viewBox="0 0 48 48" fill="none" aria-hidden="true">
        <rect x="6" y="10" width="36" height="28" rx="6" stroke="currentColor" strokeWidth="3" />
        <path d="M6 30h10l3 4h10l3-4h10" stroke="currentColor" strokeWidth="3" strokeLinejoin="round" />
      </svg>
      <h2 className={styles.title}>{title}</h2>
      <p className={styles.description}>{description}</p>
      {action ? (
        <Link className={styles.action} to={action.to}>
          {action.label}
        </Link>
      ) : null}
    </section>
  );
}
