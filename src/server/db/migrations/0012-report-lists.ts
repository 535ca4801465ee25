// Report lists: how a send was made (the panel, or the API with which key) for the systemic list, why
// a send stopped without going out (states 3, 4, 8 and 9 of the published API), and the indexes that
// keep the lists and a large send's recipient pages fast at a provider's scale.
export const reportListsSql = `
  alter table bulks
    add column origin text not null default 'panel' check (origin in ('panel', 'api')),
    add column api_key_id bigint references api_keys (id) on delete set null,
    add column stop_reason text
      check (stop_reason in ('rejected', 'invalid_recipients', 'insufficient_credit', 'system_error'));

  -- The lists page newest first with a stable tie-break. The columns the filters read (all but the
  -- text) ride along, so a count or a deep page of a filtered list is read from the index alone.
  drop index bulks_user;
  create index bulks_user on bulks (user_id, created_at desc, id desc)
    include (status, stop_reason, origin, sender_line_id, scheduled_at, status_0, status_1, status_2, status_3, status_4);

  -- A send's recipients with one status, in send order (the status filter of report/recipients).
  create index bulk_recipients_status on bulk_recipients (bulk_id, status, idx);
`;
