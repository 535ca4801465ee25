// Changing the mobile: one row per flow. Stage 'old' waits for the code sent to the mobile in use,
// 'new' for a new mobile and then the code sent to it; 'done' is finished or replaced by a newer flow.
export const mobileChangesSql = `
  create table mobile_changes (
    id text primary key,
    user_id bigint not null references users (id) on delete cascade,
    stage text not null check (stage in ('old', 'new', 'done')),
    new_mobile text,
    code_hash text,
    attempts integer not null default 0,
    created_at timestamptz not null,
    expires_at timestamptz not null,
    resend_at timestamptz not null
  );
  create index mobile_changes_user on mobile_changes (user_id, created_at);
`;
