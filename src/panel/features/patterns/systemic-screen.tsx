import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../lib/api.ts';
import { EmptyArea } from '../../ui/empty-area.tsx';
import { TableState } from '../../ui/table-state.tsx';
import { ApiSnippet } from './api-snippet.tsx';
import { CopyCode, MessageView, VariablesTable } from './pattern-parts.tsx';
import * as styles from './patterns.css.ts';
import { patternQuery } from './patterns.queries.ts';
import { TestSend } from './test-send.tsx';

/** One of the provider's systemic patterns: read only, sent as it is with the user's values. */
export function SystemicPatternScreen({ code }: { code: string }) {
  const pattern = useQuery({ ...patternQuery(code), retry: false });
  const missing =
    (pattern.error instanceof ApiError && pattern.error.status === 404) ||
    (pattern.data && pattern.data.pattern_type !== 'systemic');
  if (missing)
    return (
      <EmptyArea
        title="الگوی سیستمی پیدا نشد"
        description="الگوی سیستمی با این کد نیست."
        action={{ to: '/pattern?tab=1', label: 'الگوهای سیستمی' }}
      />
    );
  if (!pattern.data)
    return <TableState status={pattern.status} empty={false} onRetry={() => void pattern.refetch()} />;
  const p = pattern.data;
  return (
    <div className={styles.screen}>
      <section className={styles.card} aria-labelledby="pattern-title">
        <div className={styles.cardHead}>
          <h2 id="pattern-title" className={styles.cardTitle}>
            {p.title || p.pattern_code}
          </h2>
          <span className={styles.badge.plain}>الگوی سیستمی</span>
        </div>
        {p.pattern_description ? <p className={styles.muted}>{p.pattern_description}</p> : null}
        <dl className={styles.facts}>
          <dt className={styles.term}>کد الگو</dt>
          <dd className={styles.value}>
            <CopyCode code={p.pattern_code} />
          </dd>
        </dl>
        <MessageView message={p.pattern_message} delimiter={p.delimiter} variables={p.variable} />
        <VariablesTable variables={p.variable} />
        <p className={styles.muted}>
          الگوهای سیستمی از پیش تأیید شده‌اند و همه می‌توانند با آن‌ها ارسال کنند؛ ویرایش نمی‌شوند.
        </p>
      </section>
      <div className={styles.versions}>
        <TestSend code={p.pattern_code} variables={p.variable} sendable={p.pattern_status === 'active'} />
        <ApiSnippet code={p.pattern_code} variables={p.variable} />
      </div>
    </div>
  );
}
