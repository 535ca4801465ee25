// Support (پشتیبانی): the user's tickets with their conversation and files, the frequently asked
// questions that answer before a ticket is sent, the one-sentence path that proposes a category, and
// the provider's contact. `ticket`, `ticket/show` and `ticket/interaction` are the published ones
// (docs/ticket); the rest are ours. Another account's ticket, answer or file is as unknown as a
// missing one; the tickets are the account's, so a colleague with the permission sees and writes
// the account's tickets beside its owner.
import { defineCall } from '../core/call.ts';
import { MAX_TICKET_BODY_BYTES } from './support.rules.ts';
import {
  ContactInfoSchema,
  DeskActionSchema,
  FaqCategorySchema,
  FaqListQuerySchema,
  FaqSchema,
  InteractionCreatedSchema,
  InteractionRateSchema,
  SubCategoryItemSchema,
  SubCategoryQuerySchema,
  TicketAiSchema,
  TicketCategorySchema,
  TicketCreatedSchema,
  TicketCreateSchema,
  TicketDetailSchema,
  TicketInteractionSchema,
  TicketItemSchema,
  TicketListQuerySchema,
  TicketProposalSchema,
  TicketRateSchema,
  TicketShowQuerySchema,
  UnreadSchema,
} from './support.schema.ts';

const tag = 'support';
const auth = 'any';
const permission = 'support.tickets';
const ours = (why: string) => ({ designed: why });

export const ticketCreateCall = defineCall({
  method: 'post',
  path: 'ticket',
  title: 'ساخت تیکت',
  summary:
    'A new ticket: subject, category_id, description, sms_notification, and ours: sub_category_id (absent: the category’s first). Files as `file` or `files[]` (multipart): at most 5, each a JPG, PNG, GIF or PDF judged by its bytes, at most 2 MB. At most 20 tickets a day per account',
  origin: {
    documented: 'docs/ticket/create-ticket.md',
    differences: [
      {
        field: 'body.file',
        what: 'An image (JPG, PNG, GIF) or a PDF of at most 2 MB, judged by its bytes, not a zip; up to five files with files[]',
      },
    ],
  },
  tag,
  auth,
  permission,
  multipart: true,
  maxBodyBytes: MAX_TICKET_BODY_BYTES,
  body: TicketCreateSchema,
  data: TicketCreatedSchema,
  errors: {
    413: 'A body over the limit',
    422: 'A missing or long field, an unknown category or subcategory, a file that is not an image or PDF, over 2 MB or more than five',
    429: 'Over the day’s tickets',
  },
});

export const ticketListCall = defineCall({
  method: 'get',
  path: 'ticket',
  title: 'فهرست تیکت‌ها',
  summary:
    "The caller's tickets, last updated first, as published, with `unread` (support's answers not yet seen). Filters: ticket_id, category_id, sub_category_id, state_id (1 to 6), and ours: from and to (YYYY-MM-DD, by last update, UTC). username filters nothing: a caller sees only their own",
  origin: {
    documented: 'docs/ticket/list-ticket.md',
    differences: [
      {
        field: 'data',
        what: 'forward is null (a referral is state 5 or 6), jira_id is null (no outside tracker), importance is always normal; state_id 6 (referred to the relevant unit) is one more state',
      },
    ],
  },
  tag,
  auth,
  permission,
  query: TicketListQuerySchema,
  list: TicketItemSchema,
});

export const ticketShowCall = defineCall({
  method: 'get',
  path: 'ticket/show',
  title: 'مشاهده تیکت',
  summary:
    "One of the caller's tickets with its conversation, as published, and ours: each message's author (`from`), rating and files, the subcategory, when it was closed and whether a reply may still open it. Reading it marks support's answers read",
  origin: {
    documented: 'docs/ticket/ticket-id.md',
    differences: [
      {
        field: 'data',
        what: 'attachment is the address of the first file under this API (served to its owner only), not a storage URL; forward and jira_id are null',
      },
    ],
  },
  tag,
  auth,
  permission,
  query: TicketShowQuerySchema,
  data: TicketDetailSchema,
  errors: { 404: 'No such ticket of the caller' },
});

export const ticketReplyCall = defineCall({
  method: 'post',
  path: 'ticket/interaction',
  title: 'پاسخ به تیکت',
  summary:
    'A reply to one of the caller’s tickets, with files as on create. A closed ticket opens again when replied within 7 days; later it is refused',
  origin: {
    documented: 'docs/ticket/reply-ticket.md',
    differences: [
      { field: 'body.file', what: 'An image or a PDF of at most 2 MB judged by its bytes, not a 10 MB zip' },
    ],
  },
  tag,
  auth,
  permission,
  multipart: true,
  maxBodyBytes: MAX_TICKET_BODY_BYTES,
  body: TicketInteractionSchema,
  data: InteractionCreatedSchema,
  errors: {
    404: 'No such ticket of the caller',
    413: 'A body over the limit',
    422: 'Refused fields or files, or closed more than 7 days ago',
  },
});

export const ticketAttachmentCall = defineCall({
  method: 'get',
  path: 'ticket/attachment/{attachment_id}',
  title: 'دریافت پیوست تیکت',
  summary:
    "One file of the caller's tickets, as an attachment of the type its bytes showed (nosniff, private cache); another account's is not found",
  origin: ours(
    'The published pages give a storage URL; a file of a ticket is served to its owner only, through the API.',
  ),
  tag,
  auth,
  permission,
  errors: { 200: 'The file itself', 404: 'No such file of the caller' },
});

export const interactionRateCall = defineCall({
  method: 'post',
  path: 'interaction/rate',
  title: 'امتیاز به پاسخ پشتیبانی',
  summary: 'Rate one of support’s answers in the caller’s tickets, 1 to 5 (again: the new rate stands)',
  origin: ours('The panel rates each answer (spec 7); the published API has no page for it.'),
  tag,
  auth,
  permission,
  body: InteractionRateSchema,
  errors: { 404: 'No such answer of the caller', 422: 'A rate outside 1 to 5, or the caller’s own message' },
});

export const ticketRateCall = defineCall({
  method: 'post',
  path: 'ticket/rate',
  title: 'بستن و امتیاز به تیکت',
  summary: 'Close one of the caller’s tickets and rate it, 1 to 5, with an optional comment',
  origin: ours('The panel closes and rates a ticket (spec 7); the published API has no page for it.'),
  tag,
  auth,
  permission,
  body: TicketRateSchema,
  errors: { 404: 'No such ticket of the caller', 422: 'A rate outside 1 to 5' },
});

export const ticketAiCall = defineCall({
  method: 'post',
  path: 'ticket/ai',
  title: 'پیشنهاد دسته و عنوان تیکت',
  summary:
    'One free sentence read as a ticket: the proposed category, subcategory and title for the user to confirm, and the questions it matches. Matched against the catalogue’s words, no outside service; nothing is created',
  origin: ours('Spec 7 names ticket/ai; the published API has no page for it.'),
  tag,
  auth,
  permission,
  body: TicketAiSchema,
  data: TicketProposalSchema,
});

export const ticketUnreadCall = defineCall({
  method: 'get',
  path: 'ticket/unread',
  title: 'تعداد پاسخ‌های خوانده‌نشده',
  summary: "How many of support's answers in the caller's tickets are unread (the navigation's badge)",
  origin: ours('The navigation shows a badge of unread answers.'),
  tag,
  auth,
  permission,
  data: UnreadSchema,
});

export const ticketCategoryCall = defineCall({
  method: 'get',
  path: 'ticket/category',
  title: 'فهرست دسته‌های تیکت',
  summary: 'The ticket categories, each with its subcategories',
  origin: ours('Spec 7 names ticket/category; the published API has no page for it.'),
  tag,
  auth,
  list: TicketCategorySchema,
});

export const ticketSubCategoryCall = defineCall({
  method: 'get',
  path: 'ticket/sub_category',
  title: 'فهرست زیردسته‌های تیکت',
  summary: 'The subcategories of one category',
  origin: ours('Spec 7 names sub_category; the published API has no page for it.'),
  tag,
  auth,
  query: SubCategoryQuerySchema,
  list: SubCategoryItemSchema,
  errors: { 422: 'An unknown category' },
});

export const faqCategoryCall = defineCall({
  method: 'get',
  path: 'faq/category',
  title: 'دسته‌های پرسش‌های متداول',
  summary: 'The categories of the frequently asked questions',
  origin: ours('Spec 7 names faq/category; the published API has no page for it.'),
  tag,
  auth,
  list: FaqCategorySchema,
});

export const faqListCall = defineCall({
  method: 'get',
  path: 'faq/list',
  title: 'فهرست پرسش‌های متداول',
  summary:
    'The frequently asked questions, best match first for `q` (Persian folded: Arabic ي/ك, joiners, marks and digits of any script read alike); category_id narrows',
  origin: ours('Spec 7 names faq/list; the published API has no page for it.'),
  tag,
  auth,
  query: FaqListQuerySchema,
  list: FaqSchema,
});

export const contactInfoCall = defineCall({
  method: 'get',
  path: 'panel/contact_info',
  title: 'اطلاعات تماس',
  summary:
    "Whom to call: the provider's phones, hours, address and email; for a colleague, the account owner's contact first and the provider's beside it",
  origin: ours('Spec 7 names panel/contact_info; the published API has no page for it.'),
  tag,
  auth,
  data: ContactInfoSchema,
});

export const demoTicketDeskCall = defineCall({
  method: 'post',
  path: 'demo/ticket/{ticket_id}/desk',
  title: 'اقدام پشتیبانی روی تیکت (نسخهٔ نمایشی)',
  summary:
    "Demo only: the support desk acts on one of the caller's own tickets: answer (a text, or a ready one), refer for further review (5) or to the relevant unit (6), or close",
  origin: ours('Demo only: the provider’s support desk; absent in production.'),
  tag: 'demo',
  auth: 'token',
  body: DeskActionSchema,
  errors: { 404: "No such ticket of the caller's" },
});
