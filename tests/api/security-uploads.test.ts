// biome-ignore-all lint/suspicious/noExplicitAny: answers are read loosely here; the tests assert their shape.
// Hostile uploads priced through send/calculate-price: each is refused in Persian with its own 4xx,
// read in a worker thread while the server answers /health, and reads past a user's (or the
// process's) places are refused with a Persian 429 instead of piling up on the server; contact
// imports are bounded the same way.
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fileImportMessages,
  uploadReadMessages,
} from '../../src/domain/core/file-import/file-import.messages.ts';
import { lineE164 } from '../../src/domain/index.ts';
import {
  contactImportPlaces,
  contactImportsIdle,
  IMPORTS_PER_PROCESS,
} from '../../src/server/contacts/contact-import.ts';
import { READS_PER_PROCESS, uploadReaders } from '../../src/server/core/upload-read.ts';
import { amplifyingXls, lowRatioBombXlsx, selfLoopingXls, zerosBombXlsx } from '../tools/hostile-files.ts';
import { client } from './helpers/client.ts';
import { fundedUser } from './helpers/send.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
let api: ReturnType<typeof client>;
let token: string;
let fromNumber: string;

beforeAll(async () => {
  server = await startTestServer();
  api = client(server.url);
  token = await fundedUser(api, 0);
  const lines = (await api.get('/number/numbers', token)).data as any[];
  fromNumber = lineE164(lines.find((l) => l.is_default).number);
});
afterAll(async () => {
  await server.close();
});

function priceForm(name: string, bytes: Uint8Array): FormData {
  const form = new FormData();
  form.append('sending_type', 'file');
  form.append('from_number', fromNumber);
  form.append('message', 'تخفیف ویژه‌ی این هفته');
  form.append('files[]', new Blob([bytes as BlobPart]), name);
  return form;
}

const price = (name: string, bytes: Uint8Array, as = token) =>
  api.form('/send/calculate-price', priceForm(name, bytes), as);

async function userIdOf(as: string): Promise<number> {
  const me = await api.get('/acl/auth/check_token', as);
  const [row] = await server.db.query<{ id: number }>('select id::int as id from users where username = $1', [
    me.data.user_name,
  ]);
  return row?.id as number;
}

describe('hostile uploads', () => {
  it('refuses a self-looping .xls in Persian, read in a thread while /health answers', async () => {
    // The chain of the Workbook stream comes back to its own sector: refused as a loop.
    const started = once(uploadReaders, 'start');
    const looping = price('loop.xls', selfLoopingXls({ bytes: 1 << 20, streamSize: 768 * 1024 }));
    await started;
    const health = await fetch(`${server.url}/v1/api/health`);
    expect(health.status).toBe(200);
    const refused = await looping;
    expect(refused.status).toBe(422);
    expect(refused.meta.message).toBe(fileImportMessages['xls-sector-loop']);
    // The 8 MB file whose loop once filled a gigabyte claims a stream longer than itself.
    const amplifying = await price('big.xls', amplifyingXls());
    expect(amplifying.status).toBe(422);
    expect(amplifying.meta.message).toBe(fileImportMessages['xls-stream-too-long']);
    expect((await fetch(`${server.url}/v1/api/health`)).status).toBe(200);
  }, 60_000);

  it('refuses zip bombs in Persian: a run of zeros, and one deflating under the per-entry ratio', async () => {
    const zeros = await price('zeros.xlsx', zerosBombXlsx(64));
    expect(zeros.status).toBe(422);
    expect(zeros.meta.message).toBe(fileImportMessages['too-large']);
    // 80 MB from under 1 MB: more than a hundred times the file, refused before it is inflated.
    const lowRatio = await price('low.xlsx', lowRatioBombXlsx(80));
    expect(lowRatio.status).toBe(422);
    expect(lowRatio.meta.message).toBe(fileImportMessages['too-large']);
  }, 60_000);

  it('refuses a read past the user’s places, and past the process’s, with a Persian 429', async () => {
    const file = new TextEncoder().encode('09121234567\n09351234567\n');
    const userId = await userIdOf(token);
    // The user's one place is taken (as by a file of theirs still being read).
    const mine = uploadReaders.claim(userId);
    try {
      const busy = await price('numbers.csv', file);
      expect(busy.status).toBe(429);
      expect(busy.meta.message).toBe(uploadReadMessages.userBusy);
    } finally {
      mine();
    }
    // Every place of the process is taken by other users' files.
    const others = Array.from({ length: READS_PER_PROCESS }, (_, i) => uploadReaders.claim(-1 - i));
    try {
      const busy = await price('numbers.csv', file);
      expect(busy.status).toBe(429);
      expect(busy.meta.message).toBe(uploadReadMessages.serverBusy);
    } finally {
      for (const give of others) give();
    }
    const priced = await price('numbers.csv', file);
    expect(priced.status).toBe(200);
    expect(priced.data.recipients).toBe(2);
  }, 60_000);
});

describe('contact imports', () => {
  it('refuses an import past the user’s places, and past the process’s, with a Persian 429', async () => {
    const userId = await userIdOf(token);
    const [book] = await server.db.query<{ id: number }>(
      `insert into phonebooks (user_id, title, created_at, updated_at) values ($1, 'مشتریان', now(), now())
       returning id::int as id`,
      [userId],
    );
    const importForm = () => {
      const body = new FormData();
      body.append('file', new Blob(['09121110001\n09121110002\n'], { type: 'text/csv' }), 'n.csv');
      return body;
    };
    const start = () => api.form(`/phonebooks/${book?.id}/import`, importForm(), token);
    const mine = contactImportPlaces.claim(userId);
    try {
      const busy = await start();
      expect(busy.status).toBe(429);
      expect(busy.meta.message).toBe(uploadReadMessages.importsUserBusy);
    } finally {
      mine();
    }
    const others = Array.from({ length: IMPORTS_PER_PROCESS }, (_, i) => contactImportPlaces.claim(-1 - i));
    try {
      const busy = await start();
      expect(busy.status).toBe(429);
      expect(busy.meta.message).toBe(uploadReadMessages.importsServerBusy);
    } finally {
      for (const give of others) give();
    }
    // Nothing was started by the refusals; with places free the import runs.
    const started = await start();
    expect(started.status).toBe(200);
    await contactImportsIdle(server.db);
    const last = await api.get(`/phonebooks/${book?.id}/import/last`, token);
    expect(last.data).toMatchObject({ state: 'done', added: 2 });
    expect(contactImportPlaces.taken).toBe(0);
  }, 60_000);
});
