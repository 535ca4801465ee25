// A job whose process died is taken over by another, not failed (job-leases.ts): each claim counts an
// attempt (a job that takes its process down each time is failed after a few). A contact import keeps
// what it needs to be read again by any process: its upload in the shared files folder, the mapping and
// the header choice; each batch it writes is recorded in the batch's own transaction, so that a process
// taking it over skips what is written and adds up the same counts.
export const jobTakeoverSql = `
  alter table user_files add column attempts smallint not null default 0;
  alter table contact_imports add column attempts smallint not null default 0;
  alter table contact_imports add column upload_path text;
  alter table contact_imports add column mapping jsonb;
  alter table contact_imports add column header boolean;
  -- Only imports under way (or failed before their process could clean up) keep an upload: each sweep
  -- looks for the finished ones among these few, never through every import ever made.
  create index contact_imports_upload on contact_imports (id) where upload_path is not null;
  create table contact_import_batches (
    import_id bigint not null references contact_imports (id) on delete cascade,
    seq integer not null,
    added integer not null,
    merged integer not null,
    primary key (import_id, seq)
  );
`;
