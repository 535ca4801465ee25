// The user's files: each export is a row from the moment it is asked for (a job: its kind and
// parameters, state and progress) and, once made, the file under the server's data folder (`path`,
// relative to it). A job still running when the server stops is marked failed at the next start.
export const userFilesSql = `
  create table user_files (
    id bigserial primary key,
    user_id bigint not null references users (id) on delete cascade,
    category text not null check (category in ('recipients', 'systemic', 'inbox')),
    format text not null check (format in ('csv', 'xlsx')),
    name text not null,
    params jsonb not null,
    state text not null check (state in ('running', 'ready', 'failed')),
    progress smallint not null default 0 check (progress between 0 and 100),
    row_count integer not null default 0,
    size bigint not null default 0,
    path text,
    error text,
    seen boolean not null default false,
    created_at timestamptz not null,
    finished_at timestamptz
  );
  create index user_files_user on user_files (user_id, created_at desc, id desc);
  create index user_files_running on user_files (id) where state = 'running';
`;
