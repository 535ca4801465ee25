import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { apiCallListCall } from '../../../domain/developers/api-calls.calls.ts';
import type { ApiCall } from '../../../domain/developers/api-calls.schema.ts';
import { formatNumber } from '../../../domain/index.ts';
import { callUrl } from '../../lib/api.ts';
import { CopyButton } from '../../ui/copy-button.tsx';
import { Fact } from '../../ui/fact.tsx';
import { JalaliDate } from '../../ui/jalali-date.tsx';
import { TableState } from '../../ui/table-state.tsx';
import { apiCallOneQuery } from './api-calls.queries.ts';
import { StatusCode } from './api-calls-screen.tsx';
import * as styles from './developers.css.ts';

const quote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/** The call as a cURL command, the key left for the reader to put in (it is never on record). */
export function curlOf(call: Pick<ApiCall, 'method' | 'path' | 'request_body'>, origin: string): string {
  const lines = [`curl -X ${call.method} ${quote(origin + call.path)}`, `  -H 'Authorization: YOUR_API_KEY'`];
  if (call.request_body) {
    lines.push(`  -H 'Content-Type: application/json'`);
    lines.push(`  -d ${quote(call.request_body)}`);
  }
  return lines.join(' \\\n');
}

/** One call of the log: what was asked, what was answered, and the same call as cURL. */
export function ApiCallScreen({ id }: { id: string }) {
  const one = useQuery(apiCallOneQuery(id));
  const c = one.data;
  if (!c) return <TableState status={one.status} empty={false} onRetry={() => void one.refetch()} />;
  const origin = new URL(callUrl(apiCallListCall)).origin;
  const curl = curlOf(c, origin);
  return (
    <div className={styles.screen}>
      <Link to="/developers/api-calls" className={styles.back}>
        بازگشت به فهرست فراخوانی‌ها
      </Link>
      <dl className={styles.facts}>
        <Fact term="درخواست">
          <bdi dir="ltr" className={styles.mono}>
            {c.method} {c.path}
          </bdi>
        </Fact>
        <Fact term="وضعیت">
          <StatusCode status={c.status} />
        </Fact>
        <Fact term="کد پیام">{c.message_code ? <bdi dir="ltr">{c.message_code}</bdi> : '—'}</Fact>
        <Fact term="زمان">
          <JalaliDate value={c.at} withTime />
        </Fact>
        <Fact term="مدت">{formatNumber(c.duration_ms)} میلی‌ثانیه</Fact>
        <Fact term="کلید">{c.key_title ?? 'کلید حذف‌شده'}</Fact>
        <Fact term="آی‌پی">
          <bdi dir="ltr">{c.address}</bdi>
        </Fact>
        <Fact term="شناسهٔ درخواست" testId="request-id">
          <bdi dir="ltr" className={styles.mono}>
            {c.request_id}
          </bdi>
        </Fact>
      </dl>
      <section className={styles.section} aria-labelledby="request-body">
        <h2 id="request-body" className={styles.heading}>
          بدنهٔ درخواست
        </h2>
        <pre className={styles.code}>{c.request_body ?? '(بدون بدنه)'}</pre>
      </section>
      <section className={styles.section} aria-labelledby="response-body">
        <h2 id="response-body" className={styles.heading}>
          پاسخ
        </h2>
        <pre className={styles.code}>{c.response_body ?? '(بدون بدنه)'}</pre>
      </section>
      <section className={styles.section} aria-labelledby="curl">
        <div className={styles.toolbar}>
          <h2 id="curl" className={styles.heading}>
            cURL
          </h2>
          <span className={styles.spacer} />
          <CopyButton value={curl} label="کپی به‌صورت cURL" />
        </div>
        <pre className={styles.code} data-testid="curl">
          {curl}
        </pre>
      </section>
    </div>
  );
}
