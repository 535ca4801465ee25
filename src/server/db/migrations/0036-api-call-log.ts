// The API-call log: one row per call made with an API key, written in batches off the request's path.
// The key's id is kept without a reference: a deleted key's calls stay on record (30 days) untitled.
export const apiCallLogSql = `
  create table api_calls (
    id bigserial primary key,
    user_id bigint not null references users (id) on delete cascade,
    api_key_id bigint,
    at timestamptz not null,
    method text not null,
    path text not null,
    status integer not null,
    message_code text,
    duration_ms integer not null,
    address text not null,
    request_id text not null,
    request_body text,
    response_body text
  );
  create index api_calls_user on api_calls (user_id, at desc, id desc);
  create index api_calls_request on api_calls (request_id);
  create index api_calls_at on api_calls (at);
`;
