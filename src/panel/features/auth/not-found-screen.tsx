import { Link } from '@tanstack/react-router';
import * as styles from './auth-card.css.ts';

export function NotFoundScreen() {
  return (
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby="not-found-title">
        <h1 id="not-found-title" className={styles.title}>
          صفحه پیدا نشد
        </h1>
        <p className={styles.lead}>نشانی‌ای که باز کرده‌اید در پنل وجود ندارد.</p>
        <Link className={styles.link} to="/dashboard">
          بازگشت به پیشخوان
        </Link>
      </section>
    </main>
  );
}
