// Webhooks: the account's endpoints, the events owed to each, and every attempt to deliver one. An
// event is a row until delivered (or given up after 24 hours), so nothing is lost across a restart; a
// process claims due events with a lease (lease_until), so two never deliver the same attempt, and a
// killed process's claims come due again when their lease runs out.
export const webhooksSql = `
  create table webhook_endpoints (
    id bigserial primary key,
    user_id bigint not null references users (id) on delete cascade,
    url text not null,
    events text[] not null,
    secret text not null,
    enabled boolean not null default true,
    failing_since timestamptz,
    disabled_at timestamptz,
    created_at timestamptz not null
  );
  create index webhook_endpoints_user on webhook_endpoints (user_id, id desc);

  create table webhook_events (
    id bigserial primary key,
    user_id bigint not null references users (id) on delete cascade,
    endpoint_id bigint not null references webhook_endpoints (id) on delete cascade,
    event_id text not null,
    type text not null,
    payload text not null,
    created_at timestamptz not null,
    state text not null default 'pending',
    attempts integer not null default 0,
    next_at timestamptz not null,
    lease_until timestamptz,
    delivered_at timestamptz
  );
  create index webhook_events_due on webhook_events (next_at) where state = 'pending';
  create index webhook_events_endpoint on webhook_events (endpoint_id, id desc);
  create unique index webhook_events_once on webhook_events (endpoint_id, event_id);

  create table webhook_attempts (
    id bigserial primary key,
    event_row_id bigint not null references webhook_events (id) on delete cascade,
    endpoint_id bigint not null references webhook_endpoints (id) on delete cascade,
    at timestamptz not null,
    status integer,
    duration_ms integer not null,
    response text,
    error text
  );
  create index webhook_attempts_endpoint on webhook_attempts (endpoint_id, id desc);
`;
