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
