// Sessions end 30 days unused: the last use is kept (written at most once a minute per session, see
// auth/sessions.ts). Sessions that existed before count as used when they were created.
export const sessionLifetimesSql = `
  alter table sessions add column last_used_at timestamptz;
  update sessions set last_used_at = created_at;
  alter table sessions alter column last_used_at set not null;
`;
