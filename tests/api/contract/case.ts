// A documented call replayed: a request shaped like the published API's example, and the shape of
// the answer its documentation shows. Each area lists its calls in tests/api/contract/<area>.contract.ts.
import type { client } from '../helpers/client.ts';
import type { TestServer } from '../helpers/test-server.ts';
import type { Shape } from './shape.ts';

export type ContractContext = {
  server: TestServer;
  api: ReturnType<typeof client>;
  /** A token of the demo account (60 days of data, lines, phonebooks, credit). */
  demoToken: string;
};

export type ContractRequest = {
  /**
   * Path and query under /v1/api, as documented (e.g. `report/by_bulk?messages_outbox_id=1`); a path
   * starting with `/` is from the server's root (`/v2/api/send/banks/provinces`).
   */
  path: string;
  body?: unknown;
  /** Sent as `Authorization`; the demo token when absent, none when null. */
  token?: string | null;
  headers?: Record<string, string>;
  /**
   * A send of several messages: how many the request holds, as the published API counts them (a
   * peer_to_peer params item, a peer_to_peer_file row, a keyword_phonebook contact); it answers one
   * distinct message_outbox_id each.
   */
  messages?: number;
};

export type ContractCase = {
  /** The published API's page for the call, under its docs/. */
  doc: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The request, made fresh for each run (a login first, a send to read back…). */
  request: (ctx: ContractContext) => ContractRequest | Promise<ContractRequest>;
  /** The documented HTTP status; 200 when absent. */
  status?: number;
  /**
   * The documented meta.message_code; when absent, `200-1` for a success and `400-1` for a 401 (a
   * missing, unknown or expired token, as every page shows it).
   */
  message_code?: string;
  /** The refusal's errors come beside meta instead of in it (a refused login, as documented). */
  errorsBesideMeta?: boolean;
  /** The documented `data`. */
  data: Shape;
  /** A list call: paging in meta as documented. */
  list?: boolean;
};
