import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { openApiCall } from '../../../domain/core/health.calls.ts';
import { WEBHOOK_EVENTS, webhookEventTitles } from '../../../domain/developers/webhooks.schema.ts';
import { formatNumber } from '../../../domain/index.ts';
import { callUrl } from '../../lib/api.ts';
import { TableState } from '../../ui/table-state.tsx';
import { TextField } from '../../ui/text-field.tsx';
import * as styles from './developers.css.ts';
import { documentQuery } from './documents.queries.ts';

type Json = Record<string, unknown>;
export type Operation = {
  method: string;
  path: string;
  summary: string;
  tag: string;
  parameters: { name: string; in: string; required: boolean; schema?: Json }[];
  body: Json | undefined;
  responses: [string, string][];
};

/** Each area of the API by its name in the panel. */
const areaTitles: Record<string, string> = {
  auth: 'ورود و حساب کاربری',
  account: 'اطلاعات حساب',
  send: 'ارسال پیامک',
  reports: 'گزارش‌ها',
  inbox: 'صندوق دریافت',
  contacts: 'دفترچه تلفن',
  patterns: 'الگوها',
  predefined: 'پیام‌های آماده',
  wallet: 'کیف پول',
  dashboard: 'پیشخوان',
  files: 'مدیریت فایل',
  developers: 'برنامه‌نویسان',
  colleagues: 'همکاران',
  support: 'پشتیبانی',
  health: 'وضعیت سرویس',
  other: 'سایر',
};

/**
 * What each status of an answer means, in the panel's words: the document's own descriptions are
 * English, for other tools, and never reach the user.
 */
const statusTitles: Record<string, string> = {
  '200': 'موفق؛ نتیجه در data',
  '201': 'ساخته شد؛ نتیجه در data',
  '400': 'بدنهٔ درخواست JSON درستی نیست',
  '401': 'توکن یا کلید API نیست، ناشناخته است یا باطل شده',
  '402': 'اعتبار کافی نیست',
  '403': 'دسترسی نقش شما کافی نیست',
  '404': 'پیدا نشد',
  '409': 'با وضعیت فعلی نمی‌خواند (تکراری یا در جریان)',
  '413': 'حجم درخواست بیش از اندازه است',
  '422': 'ورودی نامعتبر است؛ خطای هر فیلد در meta.errors',
  '429': 'بیش از سقف درخواست؛ سرآیند Retry-After زمان تلاش دوباره را می‌گوید',
  '503': 'سرویس موقتاً در دسترس نیست؛ کمی بعد دوباره تلاش کنید',
};

/** The operations of the document, the demo's side doors left out. */
export function operationsOf(document: Json): Operation[] {
  const out: Operation[] = [];
  for (const [path, item] of Object.entries((document.paths ?? {}) as Record<string, Record<string, Json>>)) {
    for (const [method, op] of Object.entries(item)) {
      const tag = ((op.tags as string[] | undefined) ?? ['other'])[0] ?? 'other';
      if (tag === 'demo') continue;
      const body = (op.requestBody as Json | undefined)?.content as
        | Record<string, { schema?: Json }>
        | undefined;
      out.push({
        method: method.toUpperCase(),
        path,
        summary: String(op.summary ?? ''),
        tag,
        parameters: (op.parameters as Operation['parameters'] | undefined) ?? [],
        body: body ? Object.values(body)[0]?.schema : undefined,
        responses: Object.keys((op.responses ?? {}) as Json).map((status) => [
          status,
          statusTitles[status] ?? '',
        ]),
      });
    }
  }
  return out;
}

/** A JSON body that fits a schema, from its examples or its types. */
function example(schema: Json | undefined, depth = 0): unknown {
  if (!schema || depth > 4) return null;
  if ('examples' in schema && Array.isArray(schema.examples)) return schema.examples[0];
  if ('default' in schema) return schema.default;
  if (Array.isArray(schema.anyOf)) return example(schema.anyOf[0] as Json, depth + 1);
  if (Array.isArray(schema.enum)) return schema.enum[0];
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries((schema.properties ?? {}) as Record<string, Json>).map(([k, s]) => [
          k,
          example(s, depth + 1),
        ]),
      );
    case 'array':
      return [example(schema.items as Json, depth + 1)];
    case 'number':
    case 'integer':
      return 1;
    case 'boolean':
      return true;
    default:
      return 'string';
  }
}

export function curlExample(op: Operation, base: string): string {
  const lines = [`curl -X ${op.method} '${base}${op.path}'`, `  -H 'Authorization: YOUR_API_KEY'`];
  if (op.body) {
    lines.push(`  -H 'Content-Type: application/json'`);
    lines.push(`  -d '${JSON.stringify(example(op.body))}'`);
  }
  return lines.join(' \\\n');
}

export function jsExample(op: Operation, base: string): string {
  const body = op.body
    ? `,\n  headers: { Authorization: apiKey, 'Content-Type': 'application/json' },\n  body: JSON.stringify(${JSON.stringify(example(op.body))})`
    : `,\n  headers: { Authorization: apiKey }`;
  return `const answer = await fetch('${base}${op.path}', {\n  method: '${op.method}'${body},\n});\nconst { data, meta } = await answer.json();`;
}

export function phpExample(op: Operation, base: string): string {
  const body = op.body
    ? `\ncurl_setopt($ch, CURLOPT_POSTFIELDS, '${JSON.stringify(example(op.body))}');`
    : '';
  return `$ch = curl_init('${base}${op.path}');\ncurl_setopt($ch, CURLOPT_CUSTOMREQUEST, '${op.method}');\ncurl_setopt($ch, CURLOPT_HTTPHEADER, ['Authorization: ' . $apiKey, 'Content-Type: application/json']);${body}\ncurl_setopt($ch, CURLOPT_RETURNTRANSFER, true);\n$answer = json_decode(curl_exec($ch), true);`;
}

/** A JSON schema type in the panel's words. */
const typeTitles: Record<string, string> = {
  string: 'متن',
  integer: 'عدد صحیح',
  number: 'عدد',
  boolean: 'بله/خیر',
  array: 'فهرست',
  object: 'شیء',
};
const typeOf = (schema: Json | undefined): string => typeTitles[String(schema?.type)] ?? '';

/** A JSON value written as a Python literal (None, True, False; strings as JSON writes them). */
function pythonLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (Array.isArray(value)) return `[${value.map(pythonLiteral).join(', ')}]`;
  if (typeof value === 'object')
    return `{${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}: ${pythonLiteral(v)}`)
      .join(', ')}}`;
  return JSON.stringify(value);
}

/** Python with requests, as the official Python client sends: the key in Authorization, the body as JSON. */
export function pythonExample(op: Operation, base: string): string {
  const body = op.body ? `, json=${pythonLiteral(example(op.body))}` : '';
  return `import requests\n\nanswer = requests.request('${op.method}', '${base}${op.path}', headers={'Authorization': api_key}${body}, timeout=10)\nresult = answer.json()\ndata, meta = result['data'], result['meta']`;
}

/** Go with net/http, as the official Go client sends. */
export function goExample(op: Operation, base: string): string {
  const body = op.body ? `strings.NewReader(\`${JSON.stringify(example(op.body))}\`)` : 'nil';
  const type = op.body ? '\nreq.Header.Set("Content-Type", "application/json")' : '';
  return `req, err := http.NewRequest("${op.method}", "${base}${op.path}", ${body})\nif err != nil {\n\treturn err\n}\nreq.Header.Set("Authorization", apiKey)${type}\nanswer, err := http.DefaultClient.Do(req)\nif err != nil {\n\treturn err\n}\ndefer answer.Body.Close()\nvar result struct {\n\tData json.RawMessage \`json:"data"\`\n\tMeta struct {\n\t\tStatus      bool   \`json:"status"\`\n\t\tMessage     string \`json:"message"\`\n\t\tMessageCode string \`json:"message_code"\`\n\t} \`json:"meta"\`\n}\nerr = json.NewDecoder(answer.Body).Decode(&result)`;
}

function fieldsOf(op: Operation): { name: string; where: string; required: boolean; type: string }[] {
  const fields = op.parameters.map((p) => ({
    name: p.name,
    where: p.in === 'path' ? 'مسیر' : 'پرس‌وجو',
    required: p.required,
    type: typeOf(p.schema),
  }));
  const required = new Set((op.body?.required as string[] | undefined) ?? []);
  for (const [name, schema] of Object.entries((op.body?.properties ?? {}) as Record<string, Json>))
    fields.push({ name, where: 'بدنه', required: required.has(name), type: typeOf(schema) });
  return fields;
}

function OperationDoc({ op, base }: { op: Operation; base: string }) {
  const fields = fieldsOf(op);
  return (
    <details className={styles.section}>
      <summary>
        <span className={styles.opTitle}>{op.summary}</span>{' '}
        <bdi dir="ltr" className={styles.mono}>
          {op.method} {op.path}
        </bdi>
      </summary>
      {fields.length > 0 ? (
        <table className={styles.fields}>
          <caption>فیلدها</caption>
          <thead>
            <tr>
              <th>نام</th>
              <th>محل</th>
              <th>نوع</th>
              <th>الزامی</th>
            </tr>
          </thead>
          <tbody>
            {fields.map((f) => (
              <tr key={`${f.where}-${f.name}`}>
                <td>
                  <bdi dir="ltr" className={styles.mono}>
                    {f.name}
                  </bdi>
                </td>
                <td>{f.where}</td>
                <td>{f.type}</td>
                <td>{f.required ? 'بله' : 'خیر'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className={styles.note}>این فراخوانی فیلدی نمی‌گیرد.</p>
      )}
      <h4 className={styles.heading}>نمونهٔ cURL</h4>
      <pre className={styles.code}>{curlExample(op, base)}</pre>
      <h4 className={styles.heading}>JavaScript</h4>
      <pre className={styles.code}>{jsExample(op, base)}</pre>
      <h4 className={styles.heading}>PHP</h4>
      <pre className={styles.code}>{phpExample(op, base)}</pre>
      <h4 className={styles.heading}>Python</h4>
      <pre className={styles.code}>{pythonExample(op, base)}</pre>
      <h4 className={styles.heading}>Go</h4>
      <pre className={styles.code}>{goExample(op, base)}</pre>
      <h4 className={styles.heading}>پاسخ‌ها</h4>
      <ul>
        {op.responses.map(([status, description]) => (
          <li key={status}>
            <bdi dir="ltr" className={styles.status}>
              {status}
            </bdi>{' '}
            {description}
          </li>
        ))}
      </ul>
      <p className={styles.note}>
        هر پاسخ در پوشش <bdi dir="ltr">{'{ data, meta }'}</bdi> است؛ <bdi dir="ltr">meta.message_code</bdi> به
        شکل <bdi dir="ltr">وضعیت-شماره</bdi> (مثلاً <bdi dir="ltr">200-1</bdi> یا <bdi dir="ltr">400-2</bdi>)
        می‌گوید چه شد.
      </p>
    </details>
  );
}

const receiverExample = `// Node.js: the receiver checks the signature, then keeps each event id once.
import { createHmac, timingSafeEqual } from 'node:crypto';

function verify(secret, header, body) {
  const { t, v1 } = Object.fromEntries(header.split(',').map((p) => p.split('=')));
  const expected = createHmac('sha256', secret).update(\`\${t}.\${body}\`).digest('hex');
  const fresh = Math.abs(Date.now() / 1000 - Number(t)) < 300;
  return fresh && timingSafeEqual(Buffer.from(v1, 'hex'), Buffer.from(expected, 'hex'));
}

// An event may arrive more than once: do its work only the first time its id is seen.
if (verify(secret, req.headers['payamak-signature'], rawBody)) {
  const event = JSON.parse(rawBody);
  const first = await db.insertIfAbsent('webhook_events_seen', event.id);
  if (first) await handle(event);
  res.statusCode = 200; // anything else is tried again, for 24 hours
}`;

/** The API's reference from the server's own OpenAPI document: searchable, grouped by area. */
export function DocumentsScreen() {
  const doc = useQuery(documentQuery());
  const [search, setSearch] = useState('');
  if (!doc.data) return <TableState status={doc.status} empty={false} onRetry={() => void doc.refetch()} />;
  const base = new URL(callUrl(openApiCall)).href.replace(/\/openapi\.json$/, '');
  const needle = search.trim().toLowerCase();
  const ops = operationsOf(doc.data).filter(
    (op) =>
      !needle ||
      op.path.toLowerCase().includes(needle) ||
      op.summary.toLowerCase().includes(needle) ||
      (areaTitles[op.tag] ?? '').includes(search.trim()),
  );
  const areas = [...new Set(ops.map((op) => op.tag))];
  return (
    <div className={styles.screen}>
      <p className={styles.note}>
        راهنمای وب‌سرویس از سند OpenAPI همین سرور (
        <a href={callUrl(openApiCall)} className={styles.link}>
          openapi.json
        </a>
        ) ساخته می‌شود. هر درخواست با سرآیند <bdi dir="ltr">Authorization</bdi> و کلید API فرستاده می‌شود.
      </p>
      <TextField label="جستجو در مستندات" value={search} onValueChange={setSearch} />
      <p className={styles.note}>{formatNumber(ops.length)} فراخوانی</p>
      {areas.map((area) => (
        <section key={area} className={styles.section} aria-labelledby={`area-${area}`}>
          <h2 id={`area-${area}`} className={styles.heading}>
            {areaTitles[area] ?? area}
          </h2>
          {ops
            .filter((op) => op.tag === area)
            .map((op) => (
              <OperationDoc key={`${op.method} ${op.path}`} op={op} base={base} />
            ))}
        </section>
      ))}
      <section className={styles.section} aria-labelledby="webhook-docs">
        <h2 id="webhook-docs" className={styles.heading}>
          وب‌هوک‌ها
        </h2>
        <p>
          رویدادها با POST و بدنهٔ JSON به شکل <bdi dir="ltr">{'{ id, type, created, data }'}</bdi> فرستاده
          می‌شوند. سرآیند <bdi dir="ltr">Payamak-Signature</bdi> به شکل <bdi dir="ltr">t=زمان,v1=امضا</bdi>{' '}
          است: امضا HMAC-SHA256 با کلید امضای نشانی روی «زمان» و «.» و بدنهٔ خام است. ارسال ناموفق (پاسخی جز
          2xx یا بیش از ۱۰ ثانیه) تا ۲۴ ساعت با فاصلهٔ فزاینده دوباره فرستاده می‌شود؛ پس یک رویداد ممکن است بیش
          از یک بار برسد و گیرنده باید با شناسهٔ رویداد (<bdi dir="ltr">id</bdi>، در سرآیند{' '}
          <bdi dir="ltr">Payamak-Event-Id</bdi> هم) تکراری‌ها را کنار بگذارد.
        </p>
        <ul>
          {WEBHOOK_EVENTS.map((event) => (
            <li key={event}>
              <bdi dir="ltr" className={styles.mono}>
                {event}
              </bdi>
              : {webhookEventTitles[event]}
              {event === 'message.delivery' ? ' (چند گزارش در هر درخواست، در data.reports)' : ''}
            </li>
          ))}
        </ul>
        <pre className={styles.code}>{receiverExample}</pre>
      </section>
    </div>
  );
}
