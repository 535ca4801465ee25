// One line per implemented call, read by the OpenAPI document: the schemas named here are the ones
// the route validates with (tests/api/openapi.test.ts checks every route is listed).
import type * as v from 'valibot';

export type ApiCall = {
  method: 'get' | 'post';
  /** Under /v1/api, in OpenAPI's spelling. */
  path: string;
  summary: string;
  tag: string;
  auth: boolean;
  body?: v.GenericSchema;
  query?: v.GenericSchema;
  /** The shape of `data` in a 200 answer. */
  data?: v.GenericSchema;
  /** Statuses other than 200 the call answers, with what they mean. */
  errors?: Record<number, string>;
};
