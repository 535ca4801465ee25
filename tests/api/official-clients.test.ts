// biome-ignore-all lint/suspicious/noExplicitAny: answers are read as each client reads them, loosely.
// The requests IPPanel's official clients make to the published API, replayed as they make them: the
// same path, headers and body bytes (each client's JSON encoder has its own habits: Python escapes
// every non-ASCII character and puts a space after `,` and `:`, PHP escapes them too and writes `/`
// as `\/`, Go escapes `<`, `>` and `&` and sorts a map's keys), sent with the account's API key as
// each client sends it: the raw key in Authorization. Each answer is then read the way that client
// reads it, restated below in our words (no client code is copied). The clients read:
//
// - python-sdk (ippanel/client.py): one requests.Session with the Authorization and Content-Type
//   headers; every send is a POST of `json=payload` to base_url + "/send"; `raise_for_status()` raises
//   for any status from 400 up, otherwise the whole JSON body is returned as a dict.
// - golang-sdk (ippanel/sdk.go): json.Marshal of a struct per kind, POST to BaseURL + "/send"; a status
//   from 400 up becomes an error carrying the body; otherwise the body is unmarshalled into
//   { data: any, meta: { status bool, message string, message_parameters []any, message_code string } },
//   where a field of another JSON type (a number for message_code, say) fails the whole call.
// - laravel-sdk (src/IPPanel/Client.php, Responses/SendResponse.php): Guzzle with `json` => payload and
//   the Authorization, Content-Type and Accept: application/json headers; Guzzle throws for a 4xx or
//   5xx; the decoded body must be an array (object); isSuccessful() is meta.status === true, and
//   getData(), getMessage(), getMessageCode() and getMessageParameters() read the rest.
// - n8n-node (nodes/IPPanel/IPPanel.node.ts): n8n's request helper with `json: true` and the same three
//   headers; a status outside 2xx is thrown as "API Error: <status> - <body>", otherwise the node
//   outputs { success: true, response } with the parsed body. It sends webservice and pattern only.
//
// Every client's base URL is https://edge.ippanel.com/v1/api (a constructor argument in the first
// three, fixed in the n8n node); here it is this server's /v1/api.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeyCreateCall } from '../../src/domain/developers/developers.calls.ts';
import { lineE164 } from '../../src/domain/index.ts';
import { PATTERN_REVIEWED_EVENT } from '../../src/domain/patterns/patterns.schema.ts';
import { client, newPerson } from './helpers/client.ts';
import { acceptAllAgreements } from './helpers/send.ts';
import { type LiveSocket, openSocket } from './helpers/socket.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
let api: ReturnType<typeof client>;
/** The account the clients send for: its session (to set things up), its API key and its line. */
let token: string;
let key: string;
let line: string;
let socket: LiveSocket;

beforeAll(async () => {
  // The worker runs on the rounds the tests ask for; the reviewer looks at a pattern at once.
  server = await startTestServer({ sendWorker: { intervalMs: 3_600_000 }, patternReviewDelayMs: 0 });
  api = client(server.url);
  token = (await api.register(newPerson())).data.token as string;
  await api.post('/demo/top_up', { amount: 5_000_000 }, token);
  await acceptAllAgreements(api, token);
  const lines = (await api.get('/number/numbers', token)).data as any[];
  line = lineE164(lines.find((l) => l.is_default).number);
  key = (await api.post(`/${apiKeyCreateCall.path}`, { title: 'سرور فروشگاه' }, token)).data.key as string;
  socket = await openSocket(server.url, token);
});
afterAll(async () => {
  socket?.ws.close();
  await server?.close();
});

// --- how each client writes JSON -------------------------------------------------------------------

type Encoding = {
  /** Between items and between a key and its value. */
  comma: string;
  colon: string;
  /** Characters written as \uXXXX besides what JSON itself escapes. */
  escape: RegExp | null;
  /** `/` written as `\/`. */
  slash: boolean;
};
const unicodeEscape = (c: string) => `\\u${(c.codePointAt(0) as number).toString(16).padStart(4, '0')}`;

function encode(value: unknown, e: Encoding): string {
  if (Array.isArray(value)) return `[${value.map((x) => encode(x, e)).join(e.comma)}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.entries(value)
      .map(([k, x]) => `${encode(k, e)}${e.colon}${encode(x, e)}`)
      .join(e.comma)}}`;
  let text = JSON.stringify(value);
  if (typeof value !== 'string') return text;
  // Code unit by code unit: a character beyond the BMP comes out as its surrogate pair, as both do.
  if (e.escape) text = text.replace(e.escape, unicodeEscape);
  if (e.slash) text = text.replaceAll('/', '\\/');
  return text;
}

/** Python's json.dumps as requests calls it: ensure_ascii, ", " and ": ". */
const pythonJson = (v: unknown) => encode(v, { comma: ', ', colon: ': ', escape: /[^ -~]/g, slash: false });
/** Go's json.Marshal: compact, HTML-safe (<, >, & and the two line separators escaped), UTF-8 kept. */
const goJson = (v: unknown) =>
  encode(v, { comma: ',', colon: ':', escape: /[<>&\u2028\u2029]/g, slash: false });
/** PHP's json_encode without flags (Guzzle's `json` option): non-ASCII and `/` escaped. */
const phpJson = (v: unknown) =>
  encode(v, { comma: ',', colon: ':', escape: /[\u0080-\uffff]/g, slash: true });
/** JSON.stringify, as n8n's request helper writes a `json: true` body. */
const jsJson = (v: unknown) => JSON.stringify(v);
/** A Go map[string]interface{} is written with its keys sorted. */
const goMap = (m: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(m).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

// --- the clients' requests -------------------------------------------------------------------------

type Sdk = 'python-sdk' | 'golang-sdk' | 'laravel-sdk' | 'n8n-node';
type Sent = { status: number; text: string };

/** The headers each client sends (besides Content-Length, which fetch writes from the body as they do). */
function headersOf(sdk: Sdk, apiKey: string): Record<string, string> {
  switch (sdk) {
    case 'python-sdk':
      // A requests.Session's own defaults, then the client's two.
      return {
        'User-Agent': 'python-requests/2.34.2',
        'Accept-Encoding': 'gzip, deflate',
        Accept: '*/*',
        Authorization: apiKey,
        'Content-Type': 'application/json',
      };
    case 'golang-sdk':
      return {
        'User-Agent': 'Go-http-client/1.1',
        Authorization: apiKey,
        'Content-Type': 'application/json',
        'Accept-Encoding': 'gzip',
      };
    case 'laravel-sdk':
      return {
        'User-Agent': 'GuzzleHttp/7',
        Authorization: apiKey,
        'Content-Type': 'application/json',
        Accept: 'application/json',
      };
    case 'n8n-node':
      return { Authorization: apiKey, 'Content-Type': 'application/json', Accept: 'application/json' };
  }
}

/** POST base_url + "/send" with the body bytes the client writes. */
async function post(sdk: Sdk, body: string, apiKey = key): Promise<Sent> {
  const response = await fetch(`${server.url}/v1/api/send`, {
    method: 'POST',
    headers: headersOf(sdk, apiKey),
    body,
  });
  return { status: response.status, text: await response.text() };
}

/** The body each client writes for a webservice send (field order as each builds it). */
function webserviceBody(sdk: Sdk, message: string, sender: string, recipients: string[]): string {
  switch (sdk) {
    case 'python-sdk':
      return pythonJson({
        from_number: sender,
        message,
        sending_type: 'webservice',
        params: { recipients },
      });
    case 'golang-sdk':
      return goJson({
        from_number: sender,
        message,
        sending_type: 'webservice',
        params: goMap({ recipients }),
      });
    case 'laravel-sdk':
      return phpJson({ from_number: sender, message, sending_type: 'webservice', params: { recipients } });
    case 'n8n-node':
      return jsJson({ from_number: sender, params: { recipients }, message, sending_type: 'webservice' });
  }
}

/** The body each client writes for a pattern send: one recipient, wrapped in a list. */
function patternBody(
  sdk: Sdk,
  code: string,
  sender: string,
  recipient: string,
  params: Record<string, unknown> | unknown[],
): string {
  const body = { from_number: sender, recipients: [recipient], code, params, sending_type: 'pattern' };
  switch (sdk) {
    case 'python-sdk':
      return pythonJson(body);
    case 'golang-sdk':
      return goJson({ ...body, params: goMap(params as Record<string, unknown>) });
    case 'laravel-sdk':
      return phpJson(body);
    case 'n8n-node':
      return jsJson(body);
  }
}

/** The body a client writes for a voice code: the code as text in `message`, no from_number. */
function votpBody(sdk: Exclude<Sdk, 'n8n-node'>, code: number, recipient: string): string {
  const body = { message: String(code), sending_type: 'votp', params: { recipients: [recipient] } };
  if (sdk === 'python-sdk') return pythonJson(body);
  if (sdk === 'golang-sdk') return goJson({ ...body, params: goMap(body.params) });
  return phpJson(body);
}

// --- how each client reads the answer --------------------------------------------------------------

/** python-sdk: raises from 400 up; otherwise the body's JSON, whole. */
function pythonRead({ status, text }: Sent): any {
  if (status >= 400) throw new Error(`requests.HTTPError: ${status}`);
  return JSON.parse(text);
}

/** golang-sdk: an error carrying the body from 400 up; otherwise SendResponse, typed strictly. */
function goRead({ status, text }: Sent): {
  Data: unknown;
  Meta: { Status: boolean; Message: string; MessageParameters: unknown[] | null; MessageCode: string };
} {
  if (status >= 400) throw new Error(text);
  const body = JSON.parse(text);
  if (body === null)
    return { Data: null, Meta: { Status: false, Message: '', MessageParameters: null, MessageCode: '' } };
  if (typeof body !== 'object' || Array.isArray(body))
    throw new Error('json: cannot unmarshal into SendResponse');
  const meta = body.meta ?? {};
  if (typeof meta !== 'object' || Array.isArray(meta)) throw new Error('json: cannot unmarshal into Meta');
  // A JSON null leaves a Go field at its zero value; any other type than the field's fails the call.
  const field = <T>(name: string, ok: (x: unknown) => boolean, zero: T): T => {
    const x = meta[name];
    if (x === undefined || x === null) return zero;
    if (!ok(x)) throw new Error(`json: cannot unmarshal into Go struct field Meta.meta.${name}`);
    return x as T;
  };
  return {
    Data: body.data ?? null,
    Meta: {
      Status: field('status', (x) => typeof x === 'boolean', false),
      Message: field('message', (x) => typeof x === 'string', ''),
      MessageParameters: field('message_parameters', Array.isArray, null),
      MessageCode: field('message_code', (x) => typeof x === 'string', ''),
    },
  };
}

/** laravel-sdk: Guzzle throws for 4xx/5xx; SendResponse over the decoded array. */
function laravelRead({ status, text }: Sent) {
  if (status >= 400) throw new Error(`GuzzleHttp\\Exception\\ClientException: ${status}`);
  const decoded = JSON.parse(text);
  if (decoded === null || typeof decoded !== 'object') throw new TypeError('SendResponse expects an array');
  const data = decoded.data ?? null;
  const meta = decoded.meta ?? {};
  // getMessageCode() returns ?string (a number is turned into its digits, PHP's weak mode); getMessageParameters() an array.
  const code = meta.message_code ?? null;
  if (code !== null && typeof code !== 'string' && typeof code !== 'number')
    throw new TypeError('getMessageCode(): Return value must be of type ?string');
  const parameters = meta.message_parameters ?? [];
  if (typeof parameters !== 'object' || parameters === null)
    throw new TypeError('getMessageParameters(): Return value must be of type array');
  return {
    isSuccessful: meta.status === true,
    getData: data,
    getMessage: (meta.message ?? null) as string | null,
    getMessageCode: code === null ? null : String(code),
    getMessageParameters: parameters,
  };
}

/** n8n-node: anything outside 2xx is thrown as "API Error"; otherwise { success: true, response }. */
function n8nRead({ status, text }: Sent) {
  if (status < 200 || status > 299) throw new Error(`API Error: ${status} - ${text}`);
  return { success: true, response: JSON.parse(text) };
}

/** The send ids whichever way the client handed the answer over. */
function idsOf(sdk: Sdk, sent: Sent): unknown[] {
  switch (sdk) {
    case 'python-sdk': {
      const answer = pythonRead(sent);
      expect(answer.meta.status).toBe(true);
      return answer.data.message_outbox_ids;
    }
    case 'golang-sdk': {
      const answer = goRead(sent);
      expect(answer.Meta).toMatchObject({ Status: true, MessageCode: '200-1', MessageParameters: [] });
      expect(answer.Meta.Message).not.toBe('');
      return (answer.Data as any).message_outbox_ids;
    }
    case 'laravel-sdk': {
      const answer = laravelRead(sent);
      expect(answer.isSuccessful).toBe(true);
      expect(answer.getMessageCode).toBe('200-1');
      expect(answer.getMessageParameters).toEqual([]);
      return (answer.getData as any).message_outbox_ids;
    }
    case 'n8n-node': {
      const answer = n8nRead(sent);
      expect(answer.success).toBe(true);
      expect(answer.response.meta.status).toBe(true);
      return answer.response.data.message_outbox_ids;
    }
  }
}

/**
 * The one send id the client read, a whole number. Each client only needs a status under 400 (n8n's
 * node: a 2xx); the published pages imply 200 for a send, and that is what is answered.
 */
function sendId(sdk: Sdk, sent: Sent): number {
  const ids = idsOf(sdk, sent);
  expect(ids).toHaveLength(1);
  expect(Number.isInteger(ids[0])).toBe(true);
  expect(sent.status, sent.text).toBe(200);
  return ids[0] as number;
}

/**
 * A send's recipients after a round of the send worker: the number, the text it carries, whether it
 * was handed to the (simulated) operator, and a voice code's call as the simulator recorded it.
 */
async function handedOver(id: number) {
  await server.sendWorker?.tick();
  return server.db.query<{ mobile: string; text: string; handed: boolean; call: string | null }>(
    `select r.mobile, coalesce(r.text, b.text) as text, r.sent_at is not null as handed,
       (select o.body from sms_outbox o where o.mobile = r.mobile and o.channel = 'voice'
        order by o.id desc limit 1) as call
     from bulk_recipients r join bulks b on b.id = r.bulk_id where r.bulk_id = $1 order by r.idx`,
    [id],
  );
}

/** The send as report/by_bulk shows it to the key's holder. */
async function reported(id: number) {
  const answer = await api.get(`/report/by_bulk?messages_outbox_id=${id}`, key);
  expect(answer.status).toBe(200);
  return answer.data;
}

/** A pattern of the account, made as the panel makes one and confirmed by the (simulated) reviewer. */
async function confirmedPattern(
  message: string,
  variable: { name: string; type: string }[],
): Promise<string> {
  const made = await api.post(
    '/user/pattern',
    {
      title: 'کد ورود',
      description: 'کد یک‌بار مصرف',
      is_share: false,
      message,
      website: 'https://golbarg.example.ir',
      variable,
    },
    token,
  );
  expect(made.status, JSON.stringify(made.meta)).toBe(200);
  const code = made.data.pattern_code as string;
  for (;;) {
    const event = (await socket.next(PATTERN_REVIEWED_EVENT, 20_000)).data as any;
    if (event.pattern_code !== code) continue;
    expect(event.state, event.admin_comment).toBe('confirmed');
    return code;
  }
}

const SDKS: Sdk[] = ['python-sdk', 'golang-sdk', 'laravel-sdk', 'n8n-node'];
/** A distinct recipient per client and kind, canonical (98…) and as the client's README writes it. */
const recipient = (sdk: Sdk, kind: number) => {
  const canonical = `98912555${kind}${SDKS.indexOf(sdk)}0${kind}`;
  // python-sdk's own test writes a local 09… number; the others' READMEs write E.164.
  return { canonical, written: sdk === 'python-sdk' ? `0${canonical.slice(2)}` : `+${canonical}` };
};

describe('how each client writes its JSON', () => {
  it('writes the bytes its language’s encoder writes', () => {
    const text = 'کد A/B & <ویژه> ✓';
    // As python-sdk sent it, captured from the client itself with requests 2.34.
    expect(webserviceBody('python-sdk', text, '+983000505', ['09125551010'])).toBe(
      '{"from_number": "+983000505", "message": "\\u06a9\\u062f A/B & <\\u0648\\u06cc\\u0698\\u0647> \\u2713", "sending_type": "webservice", "params": {"recipients": ["09125551010"]}}',
    );
    expect(webserviceBody('golang-sdk', text, '+983000505', ['+989125551010'])).toBe(
      '{"from_number":"+983000505","message":"کد A/B \\u0026 \\u003cویژه\\u003e ✓","sending_type":"webservice","params":{"recipients":["+989125551010"]}}',
    );
    expect(webserviceBody('laravel-sdk', text, '+983000505', ['+989125551010'])).toBe(
      '{"from_number":"+983000505","message":"\\u06a9\\u062f A\\/B & <\\u0648\\u06cc\\u0698\\u0647> \\u2713","sending_type":"webservice","params":{"recipients":["+989125551010"]}}',
    );
    expect(webserviceBody('n8n-node', text, '+983000505', ['+989125551010'])).toBe(
      '{"from_number":"+983000505","params":{"recipients":["+989125551010"]},"message":"کد A/B & <ویژه> ✓","sending_type":"webservice"}',
    );
    expect(patternBody('golang-sdk', 'abc', '+983000505', '+989125551010', { name: 'x', code: 1 })).toBe(
      '{"from_number":"+983000505","recipients":["+989125551010"],"code":"abc","params":{"code":1,"name":"x"},"sending_type":"pattern"}',
    );
  });
});

describe("IPPanel's official clients, as they call", () => {
  // Persian text, and the characters each encoder treats its own way.
  const message = 'سلام از فروشگاه گلبرگ: کد A/B & <ویژه> ✓';

  for (const sdk of SDKS) {
    it(`${sdk}: sends by webservice, and reads the send's id from data.message_outbox_ids`, async () => {
      const to = recipient(sdk, 1);
      const other = recipient(sdk, 2);
      const sent = await post(sdk, webserviceBody(sdk, message, line, [to.written, other.written]));
      const id = sendId(sdk, sent);
      const report = await reported(id);
      expect(report).toMatchObject({ type: 'webservice', rcpts_count: '2' });
      // The text as sent, the cancel-11 line the server adds after it.
      expect(report.message.startsWith(message)).toBe(true);
      const handed = await handedOver(id);
      expect(handed.map((r) => [r.mobile, r.handed, r.text.startsWith(message)])).toEqual([
        [to.canonical, true, true],
        [other.canonical, true, true],
      ]);
    });
  }

  it('python-sdk: takes the sender as its own test writes it, the line dialled without +98', async () => {
    const to = recipient('python-sdk', 3);
    const dialled = line.replace(/^\+98/, '');
    const id = sendId(
      'python-sdk',
      await post('python-sdk', webserviceBody('python-sdk', 'سلام', dialled, [to.written])),
    );
    const report = await reported(id);
    expect([report.type, report.message.startsWith('سلام')]).toEqual(['webservice', true]);
  });

  it('each client sends with a confirmed pattern, its values as text or numbers, the text filled', async () => {
    const code = await confirmedPattern('سلام %name%، کد ورود شما %code% است.', [
      { name: 'name', type: 'string' },
      { name: 'code', type: 'integer' },
    ]);
    // The values as each README passes them: text, except Go's map holding a number.
    const values: Record<Sdk, Record<string, unknown>> = {
      'python-sdk': { name: 'مریم', code: '12345' },
      'golang-sdk': { name: 'علی', code: 482913 },
      'laravel-sdk': { name: 'سارا', code: '1234' },
      'n8n-node': { name: 'رضا', code: '987' },
    };
    for (const sdk of SDKS) {
      const to = recipient(sdk, 4);
      const sent = await post(sdk, patternBody(sdk, code, line, to.written, values[sdk]));
      const id = sendId(sdk, sent);
      const text = `سلام ${values[sdk].name}، کد ورود شما ${values[sdk].code} است.`;
      expect(await reported(id), sdk).toMatchObject({ message: text, type: 'pattern', rcpts_count: '1' });
      expect(await handedOver(id), sdk).toEqual([{ mobile: to.canonical, text, handed: true, call: null }]);
    }
  });

  it('laravel-sdk: a pattern without variables, whose empty params PHP writes as [], is sent', async () => {
    const code = await confirmedPattern('سفارش شما ثبت شد و به‌زودی ارسال می‌شود.', []);
    const to = recipient('laravel-sdk', 5);
    const body = patternBody('laravel-sdk', code, line, to.written, []);
    expect(body).toContain('"params":[]');
    const id = sendId('laravel-sdk', await post('laravel-sdk', body));
    expect(await reported(id)).toMatchObject({ type: 'pattern', rcpts_count: '1' });
    expect(await handedOver(id)).toEqual([
      { mobile: to.canonical, text: 'سفارش شما ثبت شد و به‌زودی ارسال می‌شود.', handed: true, call: null },
    ]);
  });

  for (const sdk of ['python-sdk', 'golang-sdk', 'laravel-sdk'] as const) {
    it(`${sdk}: sends a voice code from the default line, the code given as a number`, async () => {
      const to = recipient(sdk, 6);
      const sent = await post(sdk, votpBody(sdk, 123456, to.written));
      const id = sendId(sdk, sent);
      expect(await reported(id)).toMatchObject({ type: 'votp', rcpts_count: '1' });
      expect(await handedOver(id)).toEqual([
        { mobile: to.canonical, text: '123456', handed: true, call: '123456' },
      ]);
    });
  }

  it('each client takes a refusal as its failure, the Persian reason in the body it keeps', async () => {
    // A voice code of two digits is refused (422).
    const sends = {
      'python-sdk': await post('python-sdk', votpBody('python-sdk', 12, '09125559999')),
      'golang-sdk': await post('golang-sdk', votpBody('golang-sdk', 12, '+989125559999')),
      'laravel-sdk': await post('laravel-sdk', votpBody('laravel-sdk', 12, '+989125559999')),
    };
    for (const sent of Object.values(sends)) expect(sent.status).toBe(422);
    expect(() => pythonRead(sends['python-sdk'])).toThrow('HTTPError: 422');
    expect(() => laravelRead(sends['laravel-sdk'])).toThrow('ClientException: 422');
    // Go's error is the body itself: the envelope, refused, with a Persian message.
    let error = '';
    try {
      goRead(sends['golang-sdk']);
    } catch (e) {
      error = (e as Error).message;
    }
    const body = JSON.parse(error);
    expect(body.meta).toMatchObject({ status: false, message_code: '400-2' });
    expect(body.meta.message).toMatch(/[\u0600-\u06FF]/);
    // n8n's node on a refused pattern: an unknown code.
    const refused = await post('n8n-node', patternBody('n8n-node', 'nope', line, '+989125559999', {}));
    expect(refused.status).toBe(422);
    expect(() => n8nRead(refused)).toThrow(/^API Error: 422 - \{/);
    // A key that is not one: 401, which every client takes as a failure as well.
    const stranger = await post('python-sdk', votpBody('python-sdk', 1234, '09125559999'), 'not-a-key');
    expect(stranger.status).toBe(401);
    expect(() => pythonRead(stranger)).toThrow('HTTPError: 401');
  });
});
