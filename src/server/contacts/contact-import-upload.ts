// The import's request body, read here rather than by the runtime's form parser: a million-row file is
// tens of megabytes, and parsing it as a form held the server's thread for over a second. The body
// arrives chunk by chunk (the thread stays free between them), is joined once, and its parts are found
// with the native byte search; the file becomes one Blob, which the import's worker takes without
// a copy. A JSON body (no file) is read as usual, so it is refused by the same schema.
import type { Context } from 'hono';
import { authMessages } from '../../domain/auth/auth.messages.ts';
import { MESSAGE_CODES } from '../../domain/core/envelope.ts';
import { ApiError } from '../http/api-error.ts';

const CRLF = Buffer.from('\r\n');
const HEADERS_END = Buffer.from('\r\n\r\n');

async function bytesOf(c: Context): Promise<Buffer> {
  const stream = c.req.raw.body;
  if (!stream) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.byteLength;
  }
  return Buffer.concat(chunks, size);
}

function partHeaders(text: string) {
  const disposition = /content-disposition:([^\r\n]*)/i.exec(text)?.[1] ?? '';
  const name = /\bname="([^"]*)"/i.exec(disposition)?.[1];
  const filename = /\bfilename="([^"]*)"/i.exec(disposition)?.[1];
  return { name, filename };
}

/** The parts of a multipart/form-data body: text fields as strings, files as Blobs (named `File`s). */
export function parseMultipart(body: Buffer, boundary: string): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  const delimiter = Buffer.from(`--${boundary}`);
  let at = body.indexOf(delimiter);
  if (at < 0) return fields;
  for (;;) {
    at += delimiter.length;
    // The closing delimiter ends with two hyphens.
    if (body[at] === 0x2d && body[at + 1] === 0x2d) break;
    if (body.subarray(at, at + 2).equals(CRLF)) at += 2;
    const headersEnd = body.indexOf(HEADERS_END, at);
    if (headersEnd < 0) break;
    const { name, filename } = partHeaders(body.subarray(at, headersEnd).toString('utf8'));
    const start = headersEnd + HEADERS_END.length;
    const next = body.indexOf(Buffer.concat([CRLF, delimiter]), start);
    if (next < 0) break;
    const content = body.subarray(start, next);
    if (name !== undefined) {
      const key = name.endsWith('[]') ? name.slice(0, -2) : name;
      const value =
        filename === undefined
          ? content.toString('utf8')
          : new File([content as Uint8Array<ArrayBuffer>], filename);
      const previous = fields[key];
      if (name.endsWith('[]')) fields[key] = [...(Array.isArray(previous) ? previous : []), value];
      else fields[key] = value;
    }
    at = next + CRLF.length;
  }
  return fields;
}

/** The body of an import request as the call's schema reads it. */
export async function importBodyOf(c: Context): Promise<unknown> {
  const type = c.req.header('Content-Type') ?? '';
  const boundary = /multipart\/form-data.*boundary=(?:"([^"]+)"|([^;]+))/i.exec(type);
  if (boundary) return parseMultipart(await bytesOf(c), (boundary[1] ?? boundary[2] ?? '').trim());
  const text = await c.req.text();
  if (text.trim() === '') return {};
  if (!/json/i.test(type)) return text;
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, authMessages.malformedJson, undefined, MESSAGE_CODES.refused);
  }
}
