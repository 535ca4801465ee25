// Every answer of the API is { data, meta }: meta says whether it worked, in Persian, with a code a
// program can read; a list answers its items as data and its paging in meta.
export type ApiMeta = {
  status: boolean;
  message: string;
  /** `<status>-<n>`, one of MESSAGE_CODES (message-codes.ts): `200-1` success; `400-2` invalid fields; … */
  message_code: string;
  message_parameters: unknown[];
  /** Field → its Persian messages; on every refusal, `{}` when no field is at fault. */
  errors?: Record<string, string[]>;
};

export type ListMeta = {
  current_page: number;
  from: number | null;
  last_page: number;
  path: string;
  per_page: number;
  to: number | null;
  total: number;
};

export type ApiEnvelope<T> = { data: T; meta: ApiMeta };
export type ApiListEnvelope<T> = { data: T[]; meta: ApiMeta & ListMeta };

/** A page of a list as a service returns it; the API turns it into data and meta. */
export type ListPage<T> = { items: T[]; total: number; page: number; per_page: number };

export { MESSAGE_CODES } from './message-codes.ts';

/** The paging meta of a page: `from` and `to` count from 1 and are null on an empty page. */
export function listMeta(page: ListPage<unknown>, path: string): ListMeta {
  const lastPage = Math.max(1, Math.ceil(page.total / page.per_page));
  const from = page.items.length === 0 ? null : (page.page - 1) * page.per_page + 1;
  return {
    current_page: page.page,
    from,
    last_page: lastPage,
    path,
    per_page: page.per_page,
    to: from === null ? null : from + page.items.length - 1,
    total: page.total,
  };
}

export type HealthData = {
  status: 'ok';
  database: 'pglite' | 'postgres';
  migrations: number;
  time: string;
};
