import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpSmsGateway } from './sms-gateway.ts';

const received: { path: string; auth: string; body: unknown }[] = [];
let answer = 200;
const operator = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => {
    body += chunk;
  });
  req.on('end', () => {
    received.push({ path: req.url ?? '', auth: req.headers.authorization ?? '', body: JSON.parse(body) });
    res.statusCode = answer;
    res.end('{}');
  });
});
let base = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => operator.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(operator.address() as AddressInfo).port}/api`;
});
afterAll(() => {
  operator.close();
});

describe('the operator over HTTP', () => {
  it('posts a code and a bulk batch as JSON with its token, the mobiles in E.164', async () => {
    const gateway = httpSmsGateway(base, 'secret-token');
    await gateway.send({ mobile: '989121234567', body: 'کد ورود: 123456', channel: 'sms' });
    await gateway.submitBulk?.([{ bulkId: 7, idx: 3, mobile: '989351112233', from: '3000', text: 'سلام' }]);
    expect(received).toEqual([
      {
        path: '/api/send',
        auth: 'secret-token',
        body: { to: '+989121234567', text: 'کد ورود: 123456', channel: 'sms' },
      },
      {
        path: '/api/bulk',
        auth: 'secret-token',
        body: { messages: [{ id: '7-3', from: '3000', to: '+989351112233', text: 'سلام' }] },
      },
    ]);
  });

  it('throws when the operator refuses, so the message is kept to try again', async () => {
    answer = 503;
    await expect(
      httpSmsGateway(base).send({ mobile: '989121234567', body: 'x', channel: 'voice' }),
    ).rejects.toThrow(/503/);
    answer = 200;
  });
});
