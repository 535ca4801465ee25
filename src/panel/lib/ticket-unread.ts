// How many of support's answers are unread: the menu shows it beside the tickets, the conversation
// changes it by reading, and support's answers change it live.
export const ticketUnreadKey = ['support', 'unread'] as const;
