// Structured logs: one JSON object a line. Query strings are never logged (the socket URL carries a token).
//
// Info lines (one per request) are gathered and written together once per turn of the event loop:
// a write to a file or pipe is a synchronous system call in Node, and one per request cost more
// than the token check itself. Error lines go out at once, after whatever info lines were waiting,
// so the order holds; the waiting lines are also written when the process exits.
export type LogLevel = 'silent' | 'error' | 'info';

export type Logger = {
  info(event: string, fields?: Record<string, unknown>): void;
  error(event: string, fields?: Record<string, unknown>): void;
};

/** Where lines go: process.stdout and process.stderr, or a test's recorder. */
export type LogSink = { write(text: string): unknown };

export function createLogger(
  level: LogLevel,
  out: LogSink = process.stdout,
  err: LogSink = process.stderr,
): Logger {
  let waiting = '';
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (waiting === '') return;
    const text = waiting;
    waiting = '';
    out.write(text);
  };
  const line = (severity: 'info' | 'error', event: string, fields?: Record<string, unknown>) =>
    `${JSON.stringify({ time: new Date().toISOString(), level: severity, event, ...fields })}\n`;
  if (level === 'info') process.once('exit', flush);
  return {
    info: (event, fields) => {
      if (level !== 'info') return;
      waiting += line('info', event, fields);
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    },
    error: (event, fields) => {
      if (level === 'silent') return;
      flush();
      err.write(line('error', event, fields));
    },
  };
}
