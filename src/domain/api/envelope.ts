// DESIGN.md, API conventions: every response is { data, meta }.
export type ApiMeta = {
  message: string;
  errors?: Record<string, string[]>;
  message_code?: string;
};

export type ApiEnvelope<T> = { data: T; meta: ApiMeta };

export type ApiList<T> = { items: T[]; total: number; page: number; limit: number };

export type HealthData = {
  status: 'ok';
  database: 'pglite' | 'postgres';
  migrations: number;
  time: string;
};
