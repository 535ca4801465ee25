// A running export or contact import is held by the process that runs it for a short lease, renewed
// while it runs: a process that starts (or sweeps) fails only jobs whose lease ran out, the jobs of a
// process that died, never those another live process is running. Jobs of an older version hold none
// and are treated as before (failed at the next start).
export const jobLeasesSql = `
  alter table user_files add column lease_until timestamptz;
  alter table contact_imports add column lease_until timestamptz;
`;
