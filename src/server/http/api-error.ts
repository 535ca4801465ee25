import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { MessageCode } from '../../domain/core/message-codes.ts';

/** An expected refusal: the app's error handler turns it into the envelope with this status. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly errors?: Record<string, string[]>,
    readonly code?: MessageCode,
    /** The errors go beside meta, not in it: a refused login as published. */
    readonly errorsBesideMeta = false,
  ) {
    super(message);
  }
}
