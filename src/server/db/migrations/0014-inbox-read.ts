// The inbox list filters by line, sender, date and read state and counts the unread beside the inbox
// on every page: indexes for those, each led by the user, since every read is one user's.
export const inboxReadSql = `
  create index inbox_messages_user_unread on inbox_messages (user_id, received_at desc, id desc)
    where read_at is null;
  create index inbox_messages_user_line on inbox_messages (user_id, sender_line_id, received_at desc, id desc);
  create index inbox_messages_user_sender on inbox_messages (user_id, from_mobile);
  create index inbox_messages_user_id on inbox_messages (user_id, id);
`;
