import { useQuery } from '@tanstack/react-query';
import DOMPurify from 'dompurify';
import { useState } from 'react';
import { messages, type NewsItem, parseStoredTimestamp } from '../../../domain/index.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { EmptyArea } from '../../ui/empty-area.tsx';
import { JalaliDate } from '../../ui/jalali-date.tsx';
import { RelativeTime } from '../../ui/relative-time.tsx';
import * as styles from './dashboard.css.ts';
import { newsQuery } from './dashboard.queries.ts';

// News bodies come from the provider's admin panel as HTML: sanitised before they are shown.
const clean = (html: string) =>
  DOMPurify.sanitize(html, { ALLOWED_TAGS: ['p', 'br', 'b', 'strong', 'em', 'a', 'ul', 'ol', 'li'] });
const plain = (html: string) => DOMPurify.sanitize(html, { ALLOWED_TAGS: [] });

function NewsEntry({ item, onOpen }: { item: NewsItem; onOpen: () => void }) {
  const published = parseStoredTimestamp(item.published_at);
  return (
    <li className={styles.newsItem}>
      <div className={styles.newsHead}>
        <h3 className={styles.newsTitle}>{item.title}</h3>
        {/* Each part isolated: digits of the date and of the relative time must not run together. */}
        <span className={styles.newsDate}>
          <JalaliDate value={item.published_at} withTime />
          {published ? (
            <>
              {' · '}
              <bdi>
                <RelativeTime date={published} />
              </bdi>
            </>
          ) : null}
        </span>
      </div>
      <p className={styles.newsExcerpt}>{plain(item.body)}</p>
      <div>
        <Button variant="ghost" size="small" onClick={onOpen}>
          ادامه خبر
        </Button>
      </div>
    </li>
  );
}

/** The provider's news, newest first; a body opens in a dialog (a drawer on phones). */
export function NewsList() {
  const news = useQuery(newsQuery());
  const [open, setOpen] = useState<NewsItem | null>(null);
  return (
    <section className={styles.section} aria-labelledby="news-title">
      <h2 id="news-title" className={styles.sectionTitle}>
        اخبار و اطلاعیه‌ها
      </h2>
      {news.isPending ? (
        <div className={styles.skeleton} />
      ) : news.isError && !news.data ? (
        <EmptyArea title={messages.receiveError} description={news.error.message} />
      ) : news.data?.items.length ? (
        <ul className={styles.news}>
          {news.data.items.map((item) => (
            <NewsEntry key={item.id} item={item} onOpen={() => setOpen(item)} />
          ))}
        </ul>
      ) : (
        <EmptyArea title="خبری نیست" description="اخبار و اطلاعیه‌های پنل اینجا نمایش داده می‌شوند." />
      )}
      <Dialog open={open !== null} onClose={() => setOpen(null)} title={open?.title ?? ''}>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify in clean(). */}
        <div className={styles.newsBody} dangerouslySetInnerHTML={{ __html: clean(open?.body ?? '') }} />
      </Dialog>
    </section>
  );
}
