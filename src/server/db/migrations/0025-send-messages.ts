// A send of several messages (peer to peer, its file, a phonebook's personalised texts) is one
// campaign, its bulk, of several messages, each with its own id as the published API answers them.
// A message's id is taken from the bulks' own sequence, so an id names a campaign or a message and
// never both; its recipients carry the message's number within the campaign.
export const sendMessagesSql = `
  create table bulk_messages (
    id bigint primary key default nextval('bulks_id_seq'),
    bulk_id bigint not null references bulks (id) on delete cascade,
    message_no integer not null,
    unique (bulk_id, message_no)
  );

  -- null: the send is one message (its bulk's id names it).
  alter table bulk_recipients add column message_no integer;
  -- One message's recipients in send order, read on their own by the reports.
  create index bulk_recipients_message on bulk_recipients (bulk_id, message_no, idx)
    where message_no is not null;
`;
