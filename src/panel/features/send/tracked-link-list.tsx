import { useId } from 'react';
import { trackedLinkRemovalError } from '../../../domain/index.ts';
import { Button } from '../../ui/button.tsx';
import * as styles from './link-tracker.css.ts';
import type { DraftLink } from './link-tracker.queries.ts';

type Props = { text: string; links: readonly DraftLink[]; onRemove: (code: string) => void };

/** The draft's tracked links. One cannot be removed while the text still holds it. */
export function TrackedLinkList({ text, links, onRemove }: Props) {
  const id = useId();
  if (links.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-title`} className={styles.section}>
      <h3 id={`${id}-title`} className={styles.listTitle}>
        لینک‌های ردیابی این پیامک
      </h3>
      <ul className={styles.list}>
        {links.map((link) => {
          const reason = trackedLinkRemovalError(text, link.short_url);
          const reasonId = `${id}-${link.code}`;
          return (
            <li key={link.code} className={styles.item}>
              <div className={styles.links}>
                <bdi className={styles.short}>{link.short_url}</bdi>
                <bdi className={styles.url}>{link.url}</bdi>
              </div>
              <Button
                size="small"
                variant="ghost"
                disabled={reason !== null}
                aria-describedby={reason ? reasonId : undefined}
                aria-label={`حذف ${link.short_url}`}
                onClick={() => onRemove(link.code)}
              >
                حذف
              </Button>
              {reason ? (
                <p id={reasonId} className={styles.reason}>
                  {reason}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
