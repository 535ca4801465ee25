// A send's recipients past its first chunk are stored with the request as compact chunks, each its
// numbers (and operators, parts, texts, message numbers) as one row; the send workers write each
// chunk out as recipient rows, deleting it in the same transaction (send/recipient-chunks.ts).
export const recipientChunksSql = `
  create table bulk_recipient_chunks (
    bulk_id bigint not null references bulks (id) on delete cascade,
    -- The idx of the chunk's first recipient; the others follow it in order.
    first_idx integer not null,
    next_at timestamptz,
    parts smallint not null,
    -- Comma-separated, one value per recipient.
    mobiles text not null,
    operators text not null,
    parts_each text,
    texts text[],
    message_nos integer[],
    primary key (bulk_id, first_idx)
  );
`;
