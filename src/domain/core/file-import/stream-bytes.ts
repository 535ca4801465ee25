// Reading a byte stream chunk by chunk with cancellation and progress, shared by the text and zip readers.

export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw signal.reason ?? new DOMException('Aborted', 'AbortError');
}

/**
 * Calls `onChunk` for each chunk, waiting when it answers a promise; stops the stream (and so the
 * read) when `onChunk` throws.
 */
export async function eachChunk(
  stream: ReadableStream<Uint8Array>,
  onChunk: (chunk: Uint8Array) => void | Promise<void>,
  signal?: AbortSignal,
): Promise<void> {
  const reader = stream.getReader();
  try {
    for (;;) {
      throwIfAborted(signal);
      const { done, value } = await reader.read();
      if (done) return;
      const waiting = onChunk(value);
      if (waiting) await waiting;
    }
  } catch (error) {
    await reader.cancel().catch(() => undefined);
    throw error;
  } finally {
    reader.releaseLock();
  }
}

/**
 * `buf` holding its first `length` bytes and then `chunk`: the same array when there is room, else one
 * twice as large (or more) with those bytes copied in. A reader keeps what it has not consumed yet so.
 */
export function appendBytes(
  buf: Uint8Array<ArrayBuffer>,
  length: number,
  chunk: Uint8Array,
): Uint8Array<ArrayBuffer> {
  let out = buf;
  if (length + chunk.length > buf.length) {
    let capacity = buf.length * 2;
    while (capacity < length + chunk.length) capacity *= 2;
    out = new Uint8Array(capacity);
    out.set(buf.subarray(0, length));
  }
  out.set(chunk, length);
  return out;
}
