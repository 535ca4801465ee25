import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { messages, type NewsItem, parseStoredTimestamp } from '../../../domain/index.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { EmptyArea } from '../../ui/empty-area.tsx';
import { JalaliDate } from '../../ui/jalali-date.tsx';
import { RelativeTime } from '../../ui/relative-time.tsx';
import * as styles from './dashboard.css.ts';
import { newsQuery } from './dashboard.queries.ts';

// News bodies come from the provider's admin panel as HTML. The list shows each body's text only, read
// from an inert parse (DOMParser runs no script and loads nothing) and shown as text, so nothing of it
// can act; the body opened in the dialog keeps its links and emphasis and is sanitised first by
// DOMPurify, loaded when a body is first opened: it was the dashboard's slowest script on a slow
// phone's first visit, run for every item at every render (issue 28).
const BODY_TAGS = ['p', 'br', 'b', 'strong', 'em', 'a', 'ul', 'ol', 'li'];
function textOf(html: string): string {
  const { body } = new DOMParser().parseFromString(html, 'text/html');
  // What is not text to read (a script's or a style's source) is not shown either, as DOMPurify drops it.
  for (const hidden of body.querySelectorAll(
    'script, style, template, noscript, iframe, object, svg, math',
  )) {
    hidden.remove();
  }
  return body.textContent ?? '';
}

export function NewsBody({ html }: { html: string }) {
  const [clean, setClean] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    setClean(null);
    void import('dompurify').then(({ default: DOMPurify }) => {
      if (current) setClean(DOMPurify.sanitize(html, { ALLOWED_TAGS: BODY_TAGS }));
    });
    return () => {
      current = false;
    };
  }, [html]);
  return clean === null ? (
    <div className={styles.newsBody} aria-busy="true" />
  ) : (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify in the effect above.
    <div className={styles.newsBody} dangerouslySetInnerHTML={{ __html: clean }} />
  );
}

export function NewsEntry({ item, onOpen }: { item: NewsItem; onOpen: () => void }) {
  const published = parseStoredTimestamp(item.published_at);
  const excerpt = useMemo(() => textOf(item.body), [item.body]);
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
      <p className={styles.newsExcerpt}>{excerpt}</p>
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
        {open ? <NewsBody html={open.body} /> : null}
      </Dialog>
    </section>
  );
}
