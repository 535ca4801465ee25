import { useEffect, useState } from 'react';
import * as styles from './text-field.css.ts';

const ALLOWED_TAGS = ['a', 'b', 'strong', 'em', 'br', 'p', 'span'];

/** Markup to sanitise: most messages are plain text and never need DOMPurify (11 KB gzip). */
const hasMarkup = (message: string) => /<[a-z/!]/i.test(message) || message.includes('&');

/**
 * Other response errors show the server's message as HTML; it is sanitised first,
 * so a message can carry a link or emphasis but never a script. DOMPurify is loaded only for a message
 * that holds markup, which keeps it off the login page's first visit.
 */
export function ServerMessage({ message }: { message: string }) {
  const [html, setHtml] = useState<string | null>(null);
  const markup = hasMarkup(message);
  useEffect(() => {
    setHtml(null);
    if (!markup) return;
    let current = true;
    void import('dompurify').then(({ default: DOMPurify }) => {
      if (current) setHtml(DOMPurify.sanitize(message, { ALLOWED_TAGS }));
    });
    return () => {
      current = false;
    };
  }, [message, markup]);
  if (!message) return null;
  if (!markup) {
    return (
      <p role="alert" className={styles.error}>
        {message}
      </p>
    );
  }
  return html === null ? (
    <p role="alert" className={styles.error} aria-busy="true" />
  ) : (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify in the effect above.
    <p role="alert" className={styles.error} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
