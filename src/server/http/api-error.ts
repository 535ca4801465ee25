import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** An expected refusal: the app's error handler turns it into the envelope with this status. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly errors?: Record<string, string[]>,
    readonly code?: string,
  ) {
    super(message);
  }
}
