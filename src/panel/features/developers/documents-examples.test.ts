// The API reference's reading of the server's OpenAPI document: each call by its Persian title, its
// answers described in Persian, and an example per official client's language that is valid code.
import { describe, expect, it } from 'vitest';
import { curlExample, goExample, operationsOf, pythonExample } from './documents-screen.tsx';

const document = {
  paths: {
    '/user/draft': {
      post: {
        summary: 'ساخت پیام آماده',
        description: 'Save a predefined message…',
        tags: ['predefined'],
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['message'],
                properties: {
                  message: { type: 'string' },
                  draft_group_id: { anyOf: [{ type: 'integer' }, { type: 'null' }] },
                  shared: { type: 'boolean' },
                },
              },
            },
          },
        },
        responses: {
          '200': { description: 'Success, in the envelope' },
          '422': { description: 'Invalid input' },
        },
      },
      get: { summary: 'فهرست پیام‌های آماده', tags: ['predefined'], responses: { '200': {} } },
    },
    '/demo/outbox': { get: { summary: 'صندوق', tags: ['demo'], responses: {} } },
  },
};
const base = 'https://example.test/v1/api';

describe('the API reference', () => {
  const ops = operationsOf(document);
  const post = ops.find((op) => op.method === 'POST');
  const get = ops.find((op) => op.method === 'GET' && op.path === '/user/draft');

  it('names each call by its Persian title, leaves the demo out and says what each answer means in Persian', () => {
    expect(ops.map((op) => op.summary)).toEqual(['ساخت پیام آماده', 'فهرست پیام‌های آماده']);
    expect(post?.responses).toEqual([
      ['200', 'موفق؛ نتیجه در data'],
      ['422', 'ورودی نامعتبر است؛ خطای هر فیلد در meta.errors'],
    ]);
  });

  it('writes the body as Python literals in the Python example', () => {
    if (!post || !get) throw new Error('no operation');
    const python = pythonExample(post, base);
    expect(python).toContain(
      `requests.request('POST', '${base}/user/draft', headers={'Authorization': api_key}, json={"message": "string", "draft_group_id": 1, "shared": True}, timeout=10)`,
    );
    expect(pythonExample(get, base)).not.toContain('json=');
  });

  it('sends the body as a reader in the Go example, and nil without one', () => {
    if (!post || !get) throw new Error('no operation');
    expect(goExample(post, base)).toContain(
      'http.NewRequest("POST", "https://example.test/v1/api/user/draft", strings.NewReader(`{"message":"string","draft_group_id":1,"shared":true}`))',
    );
    expect(goExample(post, base)).toContain('req.Header.Set("Content-Type", "application/json")');
    expect(goExample(get, base)).toContain('"https://example.test/v1/api/user/draft", nil)');
    expect(curlExample(get, base)).toBe(
      `curl -X GET '${base}/user/draft' \\\n  -H 'Authorization: YOUR_API_KEY'`,
    );
  });
});
