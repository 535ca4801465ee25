import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { documentMessages } from '../../../domain/account/documents.messages.ts';
import {
  DOCUMENT_KIND_TITLES,
  IMAGE_SNIFF_BYTES,
  identityImageProblem,
  VERIFICATION_STATE_TITLES,
  type VerificationState,
} from '../../../domain/account/documents.rules.ts';
import type { IdentityDocument } from '../../../domain/account/documents.schema.ts';
import { formatJalali, formatNumber } from '../../../domain/index.ts';
import { Button } from '../../ui/button.tsx';
import * as styles from './hub.css.ts';
import {
  fetchIdentityImage,
  hubKeys,
  identityDocumentsQuery,
  uploadIdentityDocument,
} from './hub.queries.ts';

/** Where the review stands, as a badge. */
export function VerificationBadge({ state }: { state: VerificationState }) {
  return (
    <span className={styles.badge[state]} data-testid="verification-state">
      {VERIFICATION_STATE_TITLES[state]}
    </span>
  );
}

/** What is wrong with a chosen file, judged as the server judges it (its first bytes and its size). */
async function problemOf(file: File): Promise<string | null> {
  const head = new Uint8Array(await file.slice(0, IMAGE_SNIFF_BYTES).arrayBuffer());
  const problem = identityImageProblem(head, file.size);
  if (problem === 'empty') return documentMessages.empty;
  if (problem === 'type') return documentMessages.notAnImage;
  if (problem === 'size') return documentMessages.tooLarge;
  return null;
}

/** The identity image sent: the account asks for a national card, a legal person the registration notice. */
export function IdentityDocuments() {
  const documents = useQuery(identityDocumentsQuery());
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [done, setDone] = useState(false);

  const choose = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    setDone(false);
    setError('');
    const problem = await problemOf(file);
    if (problem) {
      setError(problem);
      return;
    }
    setBusy(true);
    try {
      queryClient.setQueryData(hubKeys.documents(), await uploadIdentityDocument(file));
      setDone(true);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };

  const data = documents.data;
  return (
    <section className={styles.card} aria-labelledby="identity-documents">
      <h2 id="identity-documents" className={styles.cardTitle}>
        مدارک هویتی
      </h2>
      {data ? (
        <div className={styles.upload}>
          <p className={styles.muted}>
            {DOCUMENT_KIND_TITLES[data.kind]}: تصویر JPG، PNG یا GIF، حداکثر ۲ مگابایت.
          </p>
          <VerificationBadge state={data.state} />
          {data.state === 'rejected' && data.reason ? (
            <p className={styles.reason} data-testid="rejection-reason">
              دلیل رد: {data.reason}
            </p>
          ) : null}
          {data.document ? <Thumbnail document={data.document} /> : null}
          {data.state === 'approved' ? (
            <p className={styles.muted}>مدرک شما تأیید شده است.</p>
          ) : (
            <div className={styles.actions}>
              <input
                ref={input}
                id={inputId}
                type="file"
                accept="image/jpeg,image/png,image/gif"
                className={styles.fileInput}
                aria-label={`انتخاب ${DOCUMENT_KIND_TITLES[data.kind]}`}
                onChange={(event) => void choose(event.target.files?.[0])}
              />
              <Button variant="secondary" busy={busy} onClick={() => input.current?.click()}>
                {data.document ? 'بارگذاری تصویر تازه' : 'بارگذاری تصویر'}
              </Button>
            </div>
          )}
          {error ? (
            <p className={styles.alert} role="alert">
              {error}
            </p>
          ) : null}
          {done ? (
            <p className={styles.notice} role="status">
              {documentMessages.uploaded}
            </p>
          ) : null}
        </div>
      ) : documents.isError ? (
        <p className={styles.alert} role="alert">
          {documents.error.message}
        </p>
      ) : (
        <p className={styles.muted} role="status">
          در حال بارگذاری…
        </p>
      )}
    </section>
  );
}

/** The image, fetched with the token and shown from memory; freed when it leaves the screen. */
function Thumbnail({ document }: { document: IdentityDocument }) {
  const [url, setUrl] = useState<string>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    let made: string | undefined;
    setFailed(false);
    fetchIdentityImage(document.id, controller.signal).then(
      (blob) => {
        made = URL.createObjectURL(blob);
        setUrl(made);
      },
      () => {
        if (!controller.signal.aborted) setFailed(true);
      },
    );
    return () => {
      controller.abort();
      if (made) URL.revokeObjectURL(made);
      setUrl(undefined);
    };
  }, [document.id]);
  return (
    <div className={styles.thumbRow}>
      {url ? (
        <img className={styles.thumb} src={url} alt={DOCUMENT_KIND_TITLES[document.kind]} />
      ) : (
        <div
          className={styles.thumb}
          role="status"
          aria-label={failed ? 'تصویر باز نشد' : 'در حال بارگذاری'}
        />
      )}
      <p className={styles.muted}>
        {formatNumber(Math.ceil(document.size / 1024))} کیلوبایت، بارگذاری{' '}
        {formatJalali(document.uploaded_at, true)}
      </p>
    </div>
  );
}
