// A call of the API, declared once: method, path, request and answer schemas, who may make it and a
// summary. The server registers, validates and documents the call from this declaration, and the
// panel's client takes its path, method and types from it: nothing about a call is written twice.
import type * as v from 'valibot';
import type { MessageCode } from './message-codes.ts';

/**
 * Who may make a call: anyone (`none`), a logged-in person's token only (`token`: changing keys or
 * passwords is never done with an API key), or a token or an API key (`any`).
 */
export type CallAuth = 'none' | 'token' | 'any';

/**
 * What a colleague needs for the call: `owner` is the account owner alone; any other name is a colleague
 * permission the owner grants in a role. A call without one is open to every member of the account.
 */
export type CallPermission = 'owner' | (string & {});

/**
 * The budget a costly call draws on: each caller (the user, or the address for a call without one) has
 * a bucket per class, and a call with an empty bucket is refused (429) until it refills.
 */
export type CallBudget = 'price' | 'send' | 'count' | 'export' | 'import';

/** Features an account's plan may include. */
export type PlanFeature = 'link_tracker';

/**
 * One way a documented call is answered otherwise than its page shows: `field` names the place in the
 * page's example (`data.count`, `body.from_age`, `status`, `message_code`), `what` says how and why.
 */
export type CallDifference = { readonly field: string; readonly what: string };

/** How a call stands against the published API: as documented, documented with differences, or designed. */
export type CallStanding = 'as documented' | 'with differences' | 'designed';

export function callStanding(origin: CallSpec['origin']): CallStanding {
  if (!('documented' in origin)) return 'designed';
  return origin.differences && origin.differences.length > 0 ? 'with differences' : 'as documented';
}

export type CallSpec = {
  method: 'get' | 'post' | 'put' | 'delete';
  /**
   * Under /v1/api, no leading slash, e.g. `acl/auth/login`. A part of the path that names one thing is
   * a parameter in braces (`phonebooks/{phonebook_id}/import`): the server reads it, the document lists
   * it and a client fills it from the call's `params`.
   */
  path: string;
  /** A call the published API serves under /v2/api (its path is then under /v2/api, not /v1/api). */
  version?: 2;
  /** The call's name in Persian, as the panel's reference shows it (the OpenAPI operation's summary). */
  title: string;
  /** What the call does, in English, for the OpenAPI document's description. */
  summary: string;
  /**
   * Where the call comes from. Documented: the published API's page for it (its docs/ file), the other
   * pages that document the same method and path (`also`: one page per sending_type of `send`), and
   * every way we answer otherwise than those pages show (`differences`); a documented call stating none
   * is as documented, and a test holds each declaration to its pages' recorded examples. Designed: why
   * we made a call the published API lacks.
   */
  origin:
    | { documented: string; also?: readonly string[]; differences?: readonly CallDifference[] }
    | { designed: string };
  /**
   * The area: its folder in src/domain, src/server and src/panel/features, and the OpenAPI tag. One name
   * per area (auth, account, dashboard, send, reports, inbox, contacts, patterns, predefined, wallet,
   * files, developers, colleagues, support; `health` and `demo` for the calls outside them); the URL
   * may spell it otherwise (`/send-sms`, `/pattern`, `/predefined-messages`, `/file-management`).
   */
  tag: string;
  auth: CallAuth;
  /**
   * An `any` call a URL alone may make: with no Authorization header, the caller is named in the query,
   * by an API key or by a username and password (never both), each under one of these names. A session
   * token is never taken from a URL.
   */
  credentialsInQuery?: {
    key: readonly string[];
    username: readonly string[];
    password: readonly string[];
  };
  permission?: CallPermission;
  /** A feature of the account's plan the call needs; without it the call is refused before the request is read. */
  feature?: PlanFeature;
  query?: v.GenericSchema;
  body?: v.GenericSchema;
  /**
   * The body's forms as documented, when `body` validates by dispatching on a field (send's
   * sending_type): a union of the forms, for the OpenAPI document and the drift test only.
   */
  bodyForms?: v.GenericSchema;
  /** The body may also come as multipart/form-data (files); fields named `x[]` arrive as lists. */
  multipart?: boolean;
  /** The handler reads the body itself (a large upload, streamed); `body` then documents it only. */
  rawBody?: boolean;
  /** The call is costly: it draws on this budget of the caller's (checked after authentication). */
  budget?: CallBudget;
  /**
   * The handler honours Idempotency-Key itself, in its own transaction (a send, a payment). Every other
   * write honours it in mountCalls: the key claimed before the handler and its answer replayed after.
   */
  ownIdempotency?: true;
  /** The largest body the call takes, in bytes; 1 MiB when not said. */
  maxBodyBytes?: number;
  /** The shape of `data` in a success answer. */
  data?: v.GenericSchema;
  /** A list call: `data` is an array of these, and the paging goes into `meta`. */
  list?: v.GenericSchema;
  /**
   * A refused field answered with a code of its own instead of `400-2`, as the published API does
   * (report/new_list's `filters.state_id`: `400-31`); meta.errors still names the field.
   */
  fieldCodes?: Readonly<Record<string, MessageCode>>;
  /** Statuses other than 200 the call answers, with what they mean. */
  errors?: Record<number, string>;
};

export function defineCall<const S extends CallSpec>(spec: S): S {
  return spec;
}

/** The names of a path's parameters: `phonebooks/{phonebook_id}/import` → `'phonebook_id'`. */
export type PathParamName<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamName<Rest>
  : never;

/** What the server's handler receives for a call's path parameters: each as the text in the URL. */
export type CallParams<S extends CallSpec> = { [K in PathParamName<S['path']>]: string };
/** What a client fills a call's path parameters with. */
export type CallParamsInput<S extends CallSpec> = { [K in PathParamName<S['path']>]: string | number };

const PATH_PARAM = /\{([a-z_]+)\}/g;

/** The names of a path's parameters, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(PATH_PARAM)].map((match) => match[1] ?? '');
}

/** A path with its parameters filled in, each encoded as one segment (a `/` in a value stays in it). */
export function fillPath(path: string, params: Readonly<Record<string, string | number>> = {}): string {
  return path.replace(PATH_PARAM, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new TypeError(`path parameter ${name} of ${path} not given`);
    return encodeURIComponent(String(value));
  });
}

/** The same path as Hono routes it: `{name}` becomes `:name`. */
export const routerPath = (path: string): string => path.replace(PATH_PARAM, ':$1');

type Out<S> = S extends v.GenericSchema ? v.InferOutput<S> : undefined;
type In<S> = S extends v.GenericSchema ? v.InferInput<S> : undefined;

/** What the server's handler receives, validated. */
export type CallBody<S extends CallSpec> = Out<S['body']>;
export type CallQuery<S extends CallSpec> = Out<S['query']>;
/** What a client sends. */
export type CallBodyInput<S extends CallSpec> = In<S['body']>;
export type CallQueryInput<S extends CallSpec> = In<S['query']>;
/** The `data` of a success answer (null for a call that answers none); for a list call, one item. */
export type CallData<S extends CallSpec> = S['data'] extends v.GenericSchema
  ? v.InferOutput<S['data']>
  : null;
export type CallItem<S extends CallSpec> = Out<S['list']>;
