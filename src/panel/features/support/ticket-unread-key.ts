// The unread answers' query key, shared by the badge and the screens that change the count.
export const ticketUnreadKey = ['support', 'unread'] as const;
