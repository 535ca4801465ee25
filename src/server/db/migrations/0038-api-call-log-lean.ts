// The API-call log is written at the API's own rate, so each row costs only what reading it needs. The
// user's reference went: no user is ever deleted, and its check was a lookup per row written. The time
// index is a BRIN one: rows arrive in time order, and the only reader by time alone is the 30-day purge.
export const apiCallLogLeanSql = `
  alter table api_calls drop constraint if exists api_calls_user_id_fkey;
  drop index if exists api_calls_at;
  create index api_calls_at on api_calls using brin (at);
`;
