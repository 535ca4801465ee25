// /facilities, /settings and /plans (spec 2: one shared fallback page): the services this panel sells
// through a ticket, each with what it is, what it costs and a "buy through a ticket" that opens
// create-ticket prefilled.
import { Link } from '@tanstack/react-router';
import { SERVICES } from './services.ts';
import * as styles from './support.css.ts';

export function ServicesScreen({ intro }: { intro: string }) {
  return (
    <div className={styles.stack}>
      <p className={styles.notice}>{intro}</p>
      <ul className={styles.services} style={{ margin: 0, padding: 0, listStyle: 'none' }}>
        {SERVICES.map((s) => (
          <li key={s.key} className={styles.card} data-testid={`service-${s.key}`}>
            <h2 className={styles.heading}>{s.title}</h2>
            <p className={styles.muted}>{s.description}</p>
            <p className={styles.price}>{s.price}</p>
            <ul className={styles.features}>
              {s.features.map((f) => (
                <li key={f}>{f}</li>
              ))}
            </ul>
            <Link
              className={styles.link}
              to="/support/create-ticket"
              search={s.ticket}
              data-testid={`buy-${s.key}`}
            >
              خرید با ثبت تیکت ←
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
