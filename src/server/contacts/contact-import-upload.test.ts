import { describe, expect, it } from 'vitest';
import { parseMultipart } from './contact-import-upload.ts';

describe('the import’s multipart body', () => {
  it('finds text fields and files, `x[]` as lists, as the runtime’s form parser does', async () => {
    const form = new FormData();
    form.append('file[]', new Blob(['09121234567\r\n--not-the-boundary\r\n']), 'ک.csv');
    form.append('mapping', '{"number":0}');
    form.append('header', 'یک');
    const request = new Request('http://x/', { method: 'POST', body: form });
    const type = request.headers.get('content-type') as string;
    const boundary = /boundary=(.+)$/.exec(type)?.[1] as string;
    const fields = parseMultipart(Buffer.from(await request.arrayBuffer()), boundary);
    expect(fields.mapping).toBe('{"number":0}');
    expect(fields.header).toBe('یک');
    const [file] = fields.file as File[];
    expect(file?.name).toBe('ک.csv');
    expect(await file?.text()).toBe('09121234567\r\n--not-the-boundary\r\n');
  });

  it('answers nothing for a body without the boundary', () => {
    expect(parseMultipart(Buffer.from('garbage'), 'b')).toEqual({});
  });
});
