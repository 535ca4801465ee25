// Imports of contact files into a book run as jobs: each is a row from the moment it is asked for, with
// its progress and, at the end, how many contacts were added, merged and refused (and why). The book
// list reads a running one as the book's import status. A job still running when the server stops is
// failed at the next start. Contact exports are user files like the others: a category of their own.
export const contactImportsSql = `
  create table contact_imports (
    id bigserial primary key,
    user_id bigint not null references users (id) on delete cascade,
    phonebook_id bigint not null references phonebooks (id) on delete cascade,
    file_name text not null,
    state text not null check (state in ('running', 'done', 'failed')),
    progress smallint not null default 0 check (progress between 0 and 100),
    total integer not null default 0,
    added integer not null default 0,
    merged integer not null default 0,
    refused integer not null default 0,
    refused_values integer not null default 0,
    refusals jsonb not null default '[]'::jsonb,
    error text,
    created_at timestamptz not null,
    finished_at timestamptz
  );
  create index contact_imports_book on contact_imports (phonebook_id, id desc);
  create index contact_imports_running on contact_imports (id) where state = 'running';

  alter table user_files drop constraint user_files_category_check;
  alter table user_files add constraint user_files_category_check
    check (category in ('recipients', 'systemic', 'inbox', 'contacts'));
`;
