// Structured logs: one JSON object a line. Query strings are never logged (the socket URL carries a token).
export type LogLevel = 'silent' | 'error' | 'info';

export type Logger = {
  info(event: string, fields?: Record<string, unknown>): void;
  error(event: string, fields?: Record<string, unknown>): void;
};

export function createLogger(level: LogLevel): Logger {
  const write = (severity: 'info' | 'error', event: string, fields: Record<string, unknown> = {}) => {
    if (level === 'silent' || (level === 'error' && severity === 'info')) return;
    const line = JSON.stringify({ time: new Date().toISOString(), level: severity, event, ...fields });
    (severity === 'error' ? process.stderr : process.stdout).write(`${line}\n`);
  };
  return {
    info: (event, fields) => write('info', event, fields),
    error: (event, fields) => write('error', event, fields),
  };
}
