// biome-ignore-all lint/suspicious/noExplicitAny: answers are read loosely here; the tests assert their shape.
// The identity documents: an image judged by its bytes (JPG, PNG or GIF, at most 2 MB), one per kind
// per user, shown back to its owner alone as an attachment that is never sniffed, and a review state
// the provider sets: in the reference server through a demo-only call that production does not mount.
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentMessages } from '../../src/domain/account/documents.messages.ts';
import { MAX_IMAGE_BYTES } from '../../src/domain/core/limits.ts';
import { messages } from '../../src/domain/core/messages.ts';
import { gifOfSize, jpgOfSize, pngOfSize, textBytes } from '../tools/images.ts';
import { client, newPerson } from './helpers/client.ts';
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

async function register(overrides: Record<string, unknown> = {}) {
  const answer = await api.register(newPerson(overrides));
  expect(answer.status, JSON.stringify(answer.meta)).toBe(201);
  return answer.data.token as string;
}

/** Uploads bytes as `files[]` under a name and a claimed type of the test's choosing. */
function upload(token: string, bytes: Uint8Array<ArrayBuffer>, name: string, type: string) {
  const form = new FormData();
  form.append('files[]', new Blob([bytes], { type }), name);
  return api.form('/user/identity_documents/upload', form, token);
}

/**
 * A multipart POST on a connection of its own: a server refusing a large body may close the
 * connection before all of it is sent, which must not break the connection other calls share.
 */
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
    // Writing the rest after the refusal may fail: the answer already came.
    req.on('error', reject);
    req.end(body);
  });
}

const fileOf = (token: string | null, id: number) =>
  fetch(`${server.url}/v1/api/user/identity_documents/${id}/file`, {
    headers: token === null ? {} : { Authorization: token },
  });

const review = (token: string, id: number | string, body: unknown) =>
  api.post(`/demo/user/identity_documents/${id}/review`, body, token);

describe('user/identity_documents', () => {
  it('starts missing, asking a real person for a national card and a legal person for the registration notice', async () => {
    const real = await api.get('/user/identity_documents', await register());
    expect(real.status).toBe(200);
    expect(real.data).toMatchObject({
      person_type: 'real',
      kind: 'national_card',
      state: 'missing',
      reason: null,
      document: null,
    });
    expect(real.data.mobile).toMatch(/^98912\d{7}$/);
    const legal = await api.get(
      '/user/identity_documents',
      await register({
        person_type: 'legal',
        company_name: 'شرکت پیام نوین',
        registration_number: '12345',
        company_national_id: '10101234567',
      }),
    );
    expect(legal.data).toMatchObject({ person_type: 'legal', kind: 'registration_notice', state: 'missing' });
  });

  it('takes a 1 MB PNG, waits for review, and gives it back to its owner byte for byte, never sniffed', async () => {
    const token = await register();
    const png = pngOfSize(1024 * 1024);
    const sent = await upload(token, png, 'کارت.png', 'image/png');
    expect(sent.status, JSON.stringify(sent.meta)).toBe(200);
    expect(sent.meta.message).toBe(documentMessages.uploaded);
    expect(sent.data).toMatchObject({ state: 'pending', kind: 'national_card' });
    expect(sent.data.document).toMatchObject({
      type: 'image/png',
      size: png.length,
      state: 'pending',
      reason: null,
    });
    expect(sent.data.document.uploaded_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const image = await fileOf(token, sent.data.document.id);
    expect(image.status).toBe(200);
    expect(image.headers.get('Content-Type')).toBe('image/png');
    expect(image.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(image.headers.get('Content-Disposition')).toMatch(/^attachment; filename="national_card\.png"/);
    expect(image.headers.get('Cache-Control')).toMatch(/^private/);
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(png);
  });

  it('types the image by its bytes: a JPG named .png with a PNG type is served as a JPG, a GIF as a GIF', async () => {
    const token = await register();
    const jpg = await upload(token, jpgOfSize(5000), 'photo.png', 'image/png');
    expect(jpg.status).toBe(200);
    expect(jpg.data.document.type).toBe('image/jpeg');
    expect((await fileOf(token, jpg.data.document.id)).headers.get('Content-Type')).toBe('image/jpeg');
    const gif = await upload(token, gifOfSize(3000), 'x.txt', 'text/plain');
    expect(gif.status).toBe(200);
    expect(gif.data.document.type).toBe('image/gif');
    // The replacement has a new id: the old image is gone, and no cache can show it for the new one.
    expect(gif.data.document.id).not.toBe(jpg.data.document.id);
    expect((await fileOf(token, jpg.data.document.id)).status).toBe(404);
  });

  it('refuses, in Persian on the field, a text file named .png, an empty file, one over 2 MB, none and two', async () => {
    const token = await register();
    const text = await upload(token, textBytes(), 'card.png', 'image/png');
    expect(text.status).toBe(422);
    expect(text.meta.message).toBe(documentMessages.notAnImage);
    expect(text.meta.errors).toEqual({ files: [documentMessages.notAnImage] });

    const empty = await upload(token, new Uint8Array(0), 'card.png', 'image/png');
    expect(empty.status).toBe(422);
    expect(empty.meta.message).toBe(documentMessages.empty);

    // Just over 2 MB fits in the body limit: the rule itself refuses it.
    const over = await upload(token, jpgOfSize(MAX_IMAGE_BYTES + 1), 'card.jpg', 'image/jpeg');
    expect(over.status).toBe(422);
    expect(over.meta.message).toBe(messages.imageTooLarge);
    // Exactly 2 MB is taken.
    expect((await upload(token, jpgOfSize(MAX_IMAGE_BYTES), 'card.jpg', 'image/jpeg')).status).toBe(200);

    const none = await api.form('/user/identity_documents/upload', new FormData(), token);
    expect(none.status).toBe(422);
    expect(none.meta.message).toBe(documentMessages.fileRequired);

    const two = new FormData();
    two.append('files[]', new Blob([jpgOfSize(100)]), 'a.jpg');
    two.append('files[]', new Blob([jpgOfSize(100)]), 'b.jpg');
    const twice = await api.form('/user/identity_documents/upload', two, token);
    expect(twice.status).toBe(422);
    expect(twice.meta.message).toBe(documentMessages.oneFile);

    for (const answer of [text, empty, over, none, twice]) expect(answer.meta.message).toMatch(persian);
    // Nothing refused replaced what was taken.
    expect((await api.get('/user/identity_documents', token)).data.document.size).toBe(MAX_IMAGE_BYTES);
  });

  it('refuses a 3 MB body before reading it, in Persian', async () => {
    const token = await register();
    const form = new FormData();
    form.append('files[]', new Blob([jpgOfSize(3 * 1024 * 1024)], { type: 'image/jpeg' }), 'big.jpg');
    const { status, json } = await postAlone('/user/identity_documents/upload', form, token);
    expect(status).toBe(413);
    expect(json.meta.message).toBe(messages.tooLarge);
    expect((await api.get('/user/identity_documents', token)).data.document).toBeNull();
  });

  it('keeps one document of each kind per user, however many uploads', async () => {
    const token = await register();
    for (let i = 0; i < 4; i++)
      expect((await upload(token, pngOfSize(2000 + i), 'c.png', 'image/png')).status).toBe(200);
    const userId = (await api.post('/acl/auth/check_token', {}, token)).data.user_id as number;
    const rows = await server.db.query<{ size: number }>(
      'select size from identity_documents where user_id = $1',
      [userId],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.size).toBe(pngOfSize(2003).length);
  });

  it("keeps another account's documents unreachable: its image is not found, its review too", async () => {
    const owner = await register();
    const stranger = await register();
    const sent = await upload(owner, pngOfSize(1000), 'c.png', 'image/png');
    const id = sent.data.document.id as number;
    const foreign = await fileOf(stranger, id);
    expect(foreign.status).toBe(404);
    const body = (await foreign.json()) as any;
    expect(body.meta.message).toBe(documentMessages.notFound);
    expect((await fileOf(null, id)).status).toBe(401);
    expect((await fileOf(owner, 987654321)).status).toBe(404);
    expect((await fileOf(owner, 'abc' as unknown as number)).status).toBe(404);
    const theirs = await review(stranger, id, { state: 'approved' });
    expect(theirs.status).toBe(404);
    expect((await api.get('/user/identity_documents', owner)).data.state).toBe('pending');
    expect((await api.get('/user/identity_documents', stranger)).data.document).toBeNull();
  });

  it('takes the review: rejected with a reason (required, in Persian), then a new upload, approved and locked', async () => {
    const token = await register();
    const sent = await upload(token, pngOfSize(1000), 'c.png', 'image/png');
    const id = sent.data.document.id as number;

    const noReason = await review(token, id, { state: 'rejected' });
    expect(noReason.status).toBe(422);
    expect(noReason.meta.errors).toEqual({ reason: [documentMessages.reasonRequired] });
    const rejected = await review(token, id, { state: 'rejected', reason: 'تصویر خوانا نیست' });
    expect(rejected.status).toBe(200);
    expect(rejected.data).toMatchObject({ state: 'rejected', reason: 'تصویر خوانا نیست' });
    expect(rejected.data.document.reviewed_at).toMatch(/^\d{4}-/);

    const again = await upload(token, pngOfSize(1500), 'c.png', 'image/png');
    expect(again.data).toMatchObject({ state: 'pending', reason: null });
    const approved = await review(token, again.data.document.id, { state: 'approved', reason: 'نادیده' });
    expect(approved.data).toMatchObject({ state: 'approved', reason: null });

    const locked = await upload(token, pngOfSize(1000), 'c.png', 'image/png');
    expect(locked.status).toBe(422);
    expect(locked.meta.message).toBe(documentMessages.approvedLocked);
    expect((await api.get('/user/identity_documents', token)).data).toMatchObject({ state: 'approved' });
  });

  it('answers only to a session: no token is 401', async () => {
    expect((await api.get('/user/identity_documents')).status).toBe(401);
    const form = new FormData();
    form.append('files[]', new Blob([pngOfSize(100)]), 'c.png');
    expect((await api.form('/user/identity_documents/upload', form)).status).toBe(401);
  });

  it('has no review call in production: the demo route is not mounted at all', async () => {
    const answer = await fetch(`${production.url}/v1/api/demo/user/identity_documents/1/review`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ state: 'approved' }),
    });
    // A mounted call would ask for a token (401): this path is unknown.
    expect(answer.status).toBe(404);
    expect(
      (await fetch(`${server.url}/v1/api/demo/user/identity_documents/1/review`, { method: 'POST' })).status,
    ).toBe(401);
  });
});
