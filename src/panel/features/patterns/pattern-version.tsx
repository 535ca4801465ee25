import type { PatternState } from '../../../domain/index.ts';
import type { PatternItem, PatternVariableOut } from '../../../domain/patterns/patterns.schema.ts';
import { MessageView, StateBadge, statusState, VariablesTable } from './pattern-parts.tsx';
import * as styles from './patterns.css.ts';

/** One version of a pattern: the live one, or the second one of an edit under review. */
export type Version = {
  state: PatternState;
  message: string;
  delimiter: string;
  variables: readonly PatternVariableOut[];
  description: string;
  website: string | null;
  comment: string | null;
};

export function liveVersion(p: PatternItem): Version {
  return {
    state: statusState[p.pattern_status],
    message: p.pattern_message,
    delimiter: p.delimiter,
    variables: p.variable,
    description: p.pattern_description,
    website: p.website,
    comment: p.admin_comment,
  };
}

/** The second version, from the documented *_revision fields and our revision object. */
export function revisionVersion(p: PatternItem): Version {
  const r = p.revision;
  return {
    state: statusState[r.pattern_status ?? 'pending'],
    message: r.pattern_message ?? p.pattern_message_revision ?? '',
    delimiter: r.delimiter ?? p.pattern_delimiter_revision ?? p.delimiter,
    variables: r.variable ?? p.pattern_variable_revision ?? [],
    description: r.pattern_description ?? p.pattern_description_revision ?? '',
    website: r.website,
    comment: r.admin_comment,
  };
}

/** A version's text with its variables, its state and the reviewer's comment. */
export function VersionCard({
  heading,
  version,
  stateShown = true,
}: {
  heading: string;
  version: Version;
  /** A pattern with one version shows its state once, in its header. */
  stateShown?: boolean;
}) {
  return (
    <section className={styles.card} aria-label={heading}>
      <div className={styles.cardHead}>
        <h2 className={styles.cardTitle}>{heading}</h2>
        {stateShown ? <StateBadge state={version.state} /> : null}
      </div>
      <MessageView message={version.message} delimiter={version.delimiter} variables={version.variables} />
      <VariablesTable variables={version.variables} />
      <dl className={styles.facts}>
        {version.description ? (
          <>
            <dt className={styles.term}>توضیحات</dt>
            <dd className={styles.value}>{version.description}</dd>
          </>
        ) : null}
        {version.website ? (
          <>
            <dt className={styles.term}>آدرس سایت</dt>
            <dd className={styles.value}>
              <bdi dir="ltr">{version.website}</bdi>
            </dd>
          </>
        ) : null}
      </dl>
      <div className={styles.form}>
        <h3 className={styles.subTitle}>نظر بازبین</h3>
        {version.state === 'not_confirmed' ? (
          <p className={styles.muted} role="status">
            در حال بررسی؛ پاسخ بازبین همین‌جا نشان داده می‌شود.
          </p>
        ) : (
          <p className={styles.comment}>{version.comment || '—'}</p>
        )}
        {version.state === 'rejected' ? (
          <p className={styles.muted}>این موارد را با «ویرایش» اصلاح کنید تا الگو دوباره بررسی شود.</p>
        ) : null}
      </div>
    </section>
  );
}
