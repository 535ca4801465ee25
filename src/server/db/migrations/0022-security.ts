// The security log, the codes that verify a new account's mobile, and indexes the periodic purge of
// auth tables walks by time.
export const securitySql = `
  create table security_events (
    id bigserial primary key,
    at timestamptz not null,
    user_id bigint,
    actor_id bigint,
    impersonated boolean not null default false,
    address text,
    kind text not null,
    outcome text not null,
    detail jsonb not null default '{}'
  );
  create index security_events_user on security_events (user_id, at desc);
  create index security_events_at on security_events (at);

  -- A code sent to a mobile before an account is made with it; only a hash is kept.
  create table registration_codes (
    id text primary key,
    mobile text not null,
    code_hash text not null,
    attempts integer not null default 0,
    created_at timestamptz not null,
    expires_at timestamptz not null,
    resend_at timestamptz not null,
    consumed_at timestamptz
  );
  create index registration_codes_mobile on registration_codes (mobile, created_at desc);
  create index registration_codes_created on registration_codes (created_at);

  create index auth_failures_at on auth_failures (at);
  create index otp_challenges_created on otp_challenges (created_at);
  create index sessions_last_used on sessions (last_used_at);
`;
