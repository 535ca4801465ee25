import { Link } from '@tanstack/react-router';
import { apiUrl } from '../../../domain/core/runtime-config.ts';
import type { PatternVariableOut } from '../../../domain/patterns/patterns.schema.ts';
import { runtimeConfig } from '../../lib/runtime-config.ts';
import * as styles from './patterns.css.ts';

const sample: Record<PatternVariableOut['type'], string> = {
  string: 'متن',
  integer: '12345',
  date: '1403/07/15',
};

/** The published `send` body of a pattern send, as a developer would paste it into a terminal. */
export function patternSendSnippet(
  url: string,
  code: string,
  variables: readonly PatternVariableOut[],
): string {
  const body = {
    sending_type: 'pattern',
    from_number: '+983000505',
    code,
    recipients: ['+989120000000'],
    params: Object.fromEntries(variables.map((v) => [v.name, sample[v.type]])),
  };
  return [
    `curl -X POST '${url}' \\`,
    `  -H 'Authorization: YOUR_API_KEY' \\`,
    `  -H 'Content-Type: application/json' \\`,
    `  -d '${JSON.stringify(body, null, 2)}'`,
  ].join('\n');
}

export function ApiSnippet({ code, variables }: { code: string; variables: readonly PatternVariableOut[] }) {
  const url = apiUrl(runtimeConfig(), location.origin, 'send');
  return (
    <section className={styles.card} aria-labelledby="api-snippet-title">
      <h2 id="api-snippet-title" className={styles.cardTitle}>
        ارسال با API
      </h2>
      <p className={styles.muted}>
        با این درخواست، الگو با مقدار متغیرها به یک گیرنده فرستاده می‌شود. به جای YOUR_API_KEY کلید خود را
        بگذارید و from_number را خط ارسال خودتان کنید.
      </p>
      <pre className={styles.snippet} dir="ltr">
        <code>{patternSendSnippet(url, code, variables)}</code>
      </pre>
      <Link to="/developers/api-keys" className={styles.link}>
        کلیدهای API
      </Link>
    </section>
  );
}
