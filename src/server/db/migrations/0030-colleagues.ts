// Colleagues and access roles. A colleague is a user whose parent_id is its account's owner (0019);
// here it gets a status (pending until its first login, active, deactivated) and a first password it
// must change. A role is a title and the permissions it grants (core/permissions.ts), the account's
// own; a colleague holds one or more. A key made by a colleague names it (actor_id), so the key acts
// with that colleague's permissions and dies with its deactivation. The activity log says who of the
// account did what, kept 180 days (jobs/activity-purge.ts).
export const colleaguesSql = `
  alter table users add column colleague_status text
    check (colleague_status in ('pending', 'active', 'deactivated'));
  alter table users add column must_change_password boolean not null default false;
  alter table users add column last_login_at timestamptz;
  -- A colleague without a status (made before this) is active.
  update users set colleague_status = 'active' where parent_id is not null;

  create table roles (
    id bigserial primary key,
    account_id bigint not null references users (id) on delete cascade,
    title text not null check (char_length(title) between 1 and 100),
    permissions text[] not null default '{}',
    created_at timestamptz not null,
    updated_at timestamptz not null,
    unique (account_id, title)
  );

  create table colleague_roles (
    colleague_id bigint not null references users (id) on delete cascade,
    role_id bigint not null references roles (id) on delete cascade,
    primary key (colleague_id, role_id)
  );
  create index colleague_roles_role on colleague_roles (role_id);

  alter table api_keys add column actor_id bigint references users (id) on delete cascade;

  create table activity_log (
    id bigserial primary key,
    account_id bigint not null references users (id) on delete cascade,
    actor_id bigint not null references users (id) on delete cascade,
    at timestamptz not null,
    action text not null,
    detail jsonb not null default '{}',
    address text
  );
  create index activity_log_account on activity_log (account_id, at desc, id desc);
  create index activity_log_at on activity_log (at);
`;
