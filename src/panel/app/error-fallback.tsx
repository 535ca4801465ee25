import { type ErrorComponentProps, useLocation, useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { messages } from '../../domain/index.ts';
import { isChunkLoadError, reloadForLazyLoad, resetLazyLoadRetries } from '../lib/lazy-retry.ts';
import { useOnline } from '../lib/use-online.ts';
import { Button } from '../ui/button.tsx';
import * as styles from './error-fallback.css.ts';

/** An error fallback with a history-back button; it resets when the path changes. */
export function ErrorFallback({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const pathname = useLocation({ select: (location) => location.pathname });
  const firstPath = useRef(pathname);
  const online = useOnline();
  // A screen's code that did not arrive offline is asked for again once the network returns: a reload
  // offline, before the service worker holds the panel, would show the browser's own error page.
  const missingCode = isChunkLoadError(error);
  const reloading = missingCode && online && reloadForLazyLoad(error);

  useEffect(() => {
    if (pathname !== firstPath.current) reset();
  }, [pathname, reset]);

  if (reloading) return null;
  return (
    <section className={styles.root} role="alert" aria-labelledby="error-title">
      <h2 id="error-title" className={styles.title}>
        {messages.receiveError}
      </h2>
      <p className={styles.text}>
        {missingCode && !online
          ? 'این صفحه بدون اینترنت باز نشد؛ با وصل شدن دوباره، خودبه‌خود باز می‌شود.'
          : 'این صفحه درست باز نشد. به صفحه قبل برگردید یا دوباره تلاش کنید.'}
      </p>
      <div className={styles.actions}>
        <Button onClick={() => router.history.back()}>بازگشت به صفحه قبل</Button>
        <Button
          variant="secondary"
          onClick={() => {
            resetLazyLoadRetries();
            location.reload();
          }}
        >
          تلاش دوباره
        </Button>
      </div>
    </section>
  );
}
