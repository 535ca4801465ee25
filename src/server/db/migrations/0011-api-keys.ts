// API keys: a key acts for its account on the calls that take one. Only its SHA-256 finds it; the key
// itself is kept sealed (AES-256-GCM with the server's API-key secret) so that its owner can see it
// again after confirming a code sent by SMS. `ips` empty: usable from any address.
export const apiKeysSql = `
  create table api_keys (
    id bigserial primary key,
    user_id bigint not null references users (id) on delete cascade,
    title text not null,
    key_hash text not null unique,
    key_sealed text not null,
    key_masked text not null,
    ips text[] not null default '{}',
    created_at timestamptz not null,
    last_used_at timestamptz
  );
  create index api_keys_user on api_keys (user_id, created_at desc);

  -- The codes that let the owner see a key again: one live code per key, 6 digits, only a hash kept.
  create table api_key_codes (
    id bigserial primary key,
    api_key_id bigint not null references api_keys (id) on delete cascade,
    user_id bigint not null references users (id) on delete cascade,
    code_hash text not null,
    attempts integer not null default 0,
    created_at timestamptz not null,
    expires_at timestamptz not null,
    consumed_at timestamptz
  );
  create index api_key_codes_key on api_key_codes (api_key_id, created_at desc);
  create index api_key_codes_user on api_key_codes (user_id, created_at desc);
`;
