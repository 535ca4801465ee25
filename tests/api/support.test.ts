// biome-ignore-all lint/suspicious/noExplicitAny: answers are read loosely here; the tests assert their shape.
// Support tickets: create with files judged by their bytes, the conversation, rating and closing, the
// FAQ and the one-sentence proposal, the contact page; another account's tickets and files are
// unreachable, files are served to their owner only as attachments never sniffed, and the demo's
// support desk (absent in production) answers live over the socket.
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supportMessages } from '../../src/domain/support/support.messages.ts';
import { MAX_TICKETS_PER_DAY } from '../../src/domain/support/support.rules.ts';
import { pngOfSize, textBytes } from '../tools/images.ts';
import { client, newPerson } from './helpers/client.ts';
import { openSocket } from './helpers/socket.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
let production: TestServer;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  server = await startTestServer();
  api = client(server.url);
  production = await startTestServer({
    demo: false,
    gateway: { send: async () => {} },
    bankGatewayUrl: 'http://127.0.0.1:9',
    identityRegistryUrl: 'http://127.0.0.1:9/identity',
    apiKeySecret: 's'.repeat(40),
    publicUrl: 'https://panel.example.ir',
  });
});
afterAll(async () => {
  await server.close();
  await production.close();
});

const persian = /[\u0600-\u06FF]/;
const pdf = () => new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

async function register() {
  const answer = await api.register(newPerson());
  expect(answer.status, JSON.stringify(answer.meta)).toBe(201);
  return answer.data.token as string;
}

function ticketForm(
  fields: Record<string, string>,
  files: { bytes: Uint8Array; name: string; type: string }[] = [],
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of files)
    form.append('files[]', new Blob([f.bytes as Uint8Array<ArrayBuffer>], { type: f.type }), f.name);
  return form;
}

const basic = {
  subject: 'خرید پنل',
  category_id: '1',
  sub_category_id: '11',
  description: 'می‌خواهم پنل را ارتقا دهم',
};

/** A multipart POST on a connection of its own (a refused large body may close it early). */
async function postAlone(path: string, form: FormData, token: string) {
  const encoded = new Response(form);
  const body = Buffer.from(await encoded.arrayBuffer());
  return new Promise<{ status: number; json: any }>((resolve, reject) => {
    const req = httpRequest(
      `${server.url}/v1/api${path}`,
      {
        method: 'POST',
        agent: false,
        headers: {
          Authorization: token,
          'Content-Type': encoded.headers.get('Content-Type') ?? '',
          'Content-Length': String(body.length),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(text) }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('ticket', () => {
  it('creates a ticket with an image and a PDF, lists it waiting for support and shows it with its files', async () => {
    const token = await register();
    const made = await api.form(
      '/ticket',
      ticketForm(basic, [
        { bytes: pngOfSize(3_000), name: 'screen.png', type: 'image/png' },
        { bytes: pdf(), name: 'invoice.pdf', type: 'application/pdf' },
      ]),
      token,
    );
    expect(made.status, JSON.stringify(made.meta)).toBe(200);
    expect(made.meta.message).toBe(supportMessages.created);
    const id = made.data.ticket_id;
    const list = await api.get('/ticket', token);
    expect(list.data).toHaveLength(1);
    expect(list.data[0]).toMatchObject({
      ticket_id: id,
      state_id: 2,
      subject: 'خرید پنل',
      category: { id: 1 },
      sub_category: { id: 11 },
      unread: 0,
    });
    const shown = await api.get(`/ticket/show?ticket_id=${id}`, token);
    expect(shown.data.attachments.map((a: any) => [a.name, a.type])).toEqual([
      ['screen.png', 'image/png'],
      ['invoice.pdf', 'application/pdf'],
    ]);
    const file = await fetch(`${server.url}/v1/api/${shown.data.attachments[1].url}`, {
      headers: { Authorization: token },
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(pdf());
  });

  it('refuses in Persian: empty text, a 3 MB file, a disguised file, an unknown category, six files', async () => {
    const token = await register();
    const empty = await api.form('/ticket', ticketForm({ ...basic, description: '   ' }), token);
    expect([empty.status, empty.meta.message_code]).toEqual([422, '400-2']);
    expect(empty.meta.errors?.description?.[0]).toBe(supportMessages.textRequired);
    const big = await postAlone(
      '/ticket',
      ticketForm(basic, [{ bytes: pngOfSize(3 * 1024 * 1024), name: 'big.png', type: 'image/png' }]),
      token,
    );
    expect(big.status).toBe(422);
    expect(big.json.meta.errors.files[0]).toBe(supportMessages.fileTooLarge);
    const disguised = await api.form(
      '/ticket',
      ticketForm(basic, [{ bytes: textBytes(), name: 'photo.png', type: 'image/png' }]),
      token,
    );
    expect(disguised.status).toBe(422);
    expect(disguised.meta.errors?.files?.[0]).toBe(supportMessages.fileType);
    const unknown = await api.form('/ticket', ticketForm({ ...basic, category_id: '99' }), token);
    expect(unknown.status).toBe(422);
    expect(unknown.meta.errors?.category_id?.[0]).toBe(supportMessages.unknownCategory);
    const wrongSub = await api.form('/ticket', ticketForm({ ...basic, sub_category_id: '21' }), token);
    expect(wrongSub.meta.errors?.sub_category_id?.[0]).toBe(supportMessages.unknownSubCategory);
    const six = await api.form(
      '/ticket',
      ticketForm(
        basic,
        Array.from({ length: 6 }, (_, i) => ({ bytes: pngOfSize(500), name: `${i}.png`, type: 'image/png' })),
      ),
      token,
    );
    expect(six.status).toBe(422);
    expect(six.meta.errors?.files?.[0]).toBe(supportMessages.tooManyFiles);
    for (const answer of [empty, disguised, unknown, wrongSub, six])
      expect(answer.meta.message).toMatch(persian);
    expect((await api.get('/ticket', token)).data).toHaveLength(0);
  });

  it('holds an account to its tickets a day', async () => {
    const token = await register();
    for (let i = 0; i < MAX_TICKETS_PER_DAY; i++)
      expect((await api.post('/ticket', basic, token)).status).toBe(200);
    const over = await api.post('/ticket', basic, token);
    expect([over.status, over.meta.message]).toEqual([429, supportMessages.dailyLimit]);
  });

  it("keeps another account's tickets, answers and files unreachable", async () => {
    const owner = await register();
    const other = await register();
    const made = await api.form(
      '/ticket',
      ticketForm(basic, [{ bytes: pngOfSize(800), name: 'a.png', type: 'image/png' }]),
      owner,
    );
    const id = made.data.ticket_id;
    const shown = await api.get(`/ticket/show?ticket_id=${id}`, owner);
    await api.post(`/demo/ticket/${id}/desk`, { action: 'answer' }, owner);
    const answer = (await api.get(`/ticket/show?ticket_id=${id}`, owner)).data.interactions[0];
    expect((await api.get(`/ticket/show?ticket_id=${id}`, other)).status).toBe(404);
    expect((await api.get('/ticket', other)).data).toHaveLength(0);
    expect(
      (await api.post('/ticket/interaction', { ticket_id: id, description: 'سلام' }, other)).status,
    ).toBe(404);
    expect((await api.post('/interaction/rate', { interaction_id: answer.id, rate: 5 }, other)).status).toBe(
      404,
    );
    expect((await api.post('/ticket/rate', { ticket_id: id, rate: 1 }, other)).status).toBe(404);
    expect((await api.post(`/demo/ticket/${id}/desk`, { action: 'close' }, other)).status).toBe(404);
    const url = `${server.url}/v1/api/${shown.data.attachments[0].url}`;
    expect((await fetch(url, { headers: { Authorization: other } })).status).toBe(404);
    expect((await fetch(url)).status).toBe(401);
    expect((await fetch(url, { headers: { Authorization: owner } })).status).toBe(200);
  });
});

describe('the conversation', () => {
  it('answers live, rates an answer, closes and rates the ticket, and reopens it by a reply within 7 days', async () => {
    const token = await register();
    const id = (await api.post('/ticket', basic, token)).data.ticket_id;
    const socket = await openSocket(server.url, token);
    try {
      const live = socket.next('ticket_updated', 20_000);
      expect(
        (await api.post(`/demo/ticket/${id}/desk`, { action: 'answer', text: 'انجام شد' }, token)).status,
      ).toBe(200);
      expect((await live).data).toMatchObject({ ticket_id: id, action: 'answer', unread: 1 });
    } finally {
      socket.ws.close();
    }
    expect((await api.get('/ticket/unread', token)).data.count).toBe(1);
    expect((await api.get('/ticket', token)).data[0]).toMatchObject({ state_id: 3, unread: 1, user_seen: 0 });
    const shown = await api.get(`/ticket/show?ticket_id=${id}`, token);
    const answer = shown.data.interactions[0];
    expect(answer).toMatchObject({ from: 'support', description: 'انجام شد', rate: null });
    expect((await api.get('/ticket/unread', token)).data.count).toBe(0);

    const badRate = await api.post('/interaction/rate', { interaction_id: answer.id, rate: 6 }, token);
    expect([badRate.status, badRate.meta.errors?.rate?.[0]]).toEqual([422, supportMessages.rateInvalid]);
    expect((await api.post('/interaction/rate', { interaction_id: answer.id, rate: 4 }, token)).status).toBe(
      200,
    );

    const reply = await api.form(
      '/ticket/interaction',
      ticketForm({ ticket_id: String(id), description: 'سپاس' }),
      token,
    );
    expect(reply.status).toBe(200);
    const own = reply.data.interaction_id;
    const selfRate = await api.post('/interaction/rate', { interaction_id: own, rate: 5 }, token);
    expect(selfRate.meta.message).toBe(supportMessages.rateOnlySupport);

    const closed = await api.post('/ticket/rate', { ticket_id: id, rate: 5, rate_comment: 'عالی' }, token);
    expect(closed.status).toBe(200);
    const after = await api.get(`/ticket/show?ticket_id=${id}`, token);
    expect(after.data).toMatchObject({ state_id: 4, rate: 5, rate_comment: 'عالی', can_reply: true });
    expect(after.data.interactions.map((i: any) => [i.from, i.rate])).toEqual([
      ['support', 4],
      ['user', null],
    ]);
    // Within 7 days a reply opens it again, waiting for support.
    await api.form(
      '/ticket/interaction',
      ticketForm({ ticket_id: String(id), description: 'یک پرسش دیگر' }),
      token,
    );
    expect((await api.get(`/ticket/show?ticket_id=${id}`, token)).data.state_id).toBe(2);

    for (const [action, state] of [
      ['refer_review', 5],
      ['refer_unit', 6],
      ['close', 4],
    ] as const) {
      await api.post(`/demo/ticket/${id}/desk`, { action }, token);
      expect((await api.get(`/ticket?state_id=${state}`, token)).data.map((t: any) => t.id)).toEqual([id]);
    }
  });

  it('filters by state, category and date range, and pages', async () => {
    const token = await register();
    for (const category of ['1', '2', '2'])
      await api.post('/ticket', { ...basic, category_id: category, sub_category_id: undefined }, token);
    expect((await api.get('/ticket?category_id=2', token)).data).toHaveLength(2);
    const page = await api.get('/ticket?per_page=2&page=2', token);
    expect([page.data.length, (page.meta as any).total]).toEqual([1, 3]);
    expect((await api.get('/ticket?from=2000-01-01&to=2000-01-02', token)).data).toHaveLength(0);
    expect((await api.get('/ticket?state_id=2', token)).data).toHaveLength(3);
  });
});

describe('answers before asking', () => {
  it('finds questions typed with Arabic letters, without joiners and with Persian digits', async () => {
    const token = await register();
    const found = await api.get(`/faq/list?q=${encodeURIComponent('پيامك من نرسيده')}`, token);
    expect(found.data[0].id).toBe(1);
    const money = await api.get(`/faq/list?q=${encodeURIComponent('مبلغ ۷۲ ساعت كم شد')}`, token);
    expect(money.data[0].id).toBe(4);
    expect((await api.get('/faq/category', token)).data.length).toBeGreaterThan(2);
    expect((await api.get('/ticket/category', token)).data[0].sub_categories.length).toBeGreaterThan(0);
    expect((await api.get('/ticket/sub_category?category_id=2', token)).data.map((s: any) => s.id)).toEqual([
      21, 22,
    ]);
    expect((await api.get('/ticket/sub_category?category_id=99', token)).status).toBe(422);
  });

  it('proposes a category, subcategory and title from one sentence', async () => {
    const token = await register();
    const proposal = await api.post(
      '/ticket/ai',
      { text: 'کیف پولم را شارژ کردم ولی اعتبار اضافه نشد' },
      token,
    );
    expect(proposal.data).toMatchObject({ category_id: 2, sub_category_id: 21 });
    expect(proposal.data.subject).toMatch(persian);
    const blank = await api.post('/ticket/ai', { text: ' ' }, token);
    expect([blank.status, blank.meta.errors?.text?.[0]]).toEqual([422, supportMessages.sentenceRequired]);
  });
});

describe('panel/contact_info and the desk in production', () => {
  it("gives the provider's phones, hours and address", async () => {
    const info = await api.get('/panel/contact_info', await register());
    expect(info.data).toMatchObject({ kind: 'provider', provider: null });
    expect(info.data.phones[0].number).toMatch(/^0\d{10}$/);
    expect(info.data.hours).toMatch(persian);
  });

  it('mounts no support desk in production', async () => {
    const answer = await fetch(`${production.url}/v1/api/demo/ticket/1/desk`, { method: 'POST' });
    expect(answer.status).toBe(404);
  });
});
