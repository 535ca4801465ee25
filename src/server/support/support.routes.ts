// The support area's calls, and the demo's support desk.
import * as calls from '../../domain/support/support.calls.ts';
import { supportMessages } from '../../domain/support/support.messages.ts';
import {
  FAQ_CATEGORIES,
  FAQS,
  PROVIDER_CONTACT,
  proposeTicket,
  searchFaqs,
  TICKET_CATEGORIES,
} from '../../domain/support/support.rules.ts';
import { attachmentsOf } from '../../domain/support/support.schema.ts';
import { ApiError } from '../http/api-error.ts';
import { implement, reply } from '../http/calls.ts';
import type { ServerDeps } from '../http/context.ts';
import {
  closeAndRate,
  createTicket,
  deskAct,
  rateInteraction,
  replyToTicket,
  showTicket,
  ticketAttachment,
  ticketPage,
  unreadAnswers,
} from './support.ts';

const whole = <T>(items: T[]) => ({
  items,
  total: items.length,
  page: 1,
  per_page: Math.max(1, items.length),
});
const categories = TICKET_CATEGORIES.map((c) => ({
  id: c.id,
  name: c.name,
  sub_categories: c.sub_categories.map((s) => ({ id: s.id, title: s.title })),
}));

export const supportHandlers = (deps: ServerDeps) => [
  implement(calls.ticketCreateCall, async ({ auth, body }) =>
    reply(
      await createTicket(deps.db, deps.clock, auth.account, body, attachmentsOf(body)),
      supportMessages.created,
    ),
  ),
  implement(calls.ticketListCall, ({ auth, query }) => ticketPage(deps.db, auth.account.id, query)),
  implement(calls.ticketShowCall, ({ auth, query }) =>
    showTicket(deps.db, deps.clock, auth.account.id, query.ticket_id),
  ),
  implement(calls.ticketReplyCall, async ({ auth, body }) =>
    reply(
      await replyToTicket(deps.db, deps.clock, auth.account, body, attachmentsOf(body)),
      supportMessages.replied,
    ),
  ),
  // A file goes as an attachment of the type its bytes showed, never sniffed into anything else.
  implement(calls.ticketAttachmentCall, async ({ auth, params }) => {
    const file = await ticketAttachment(deps.db, auth.account.id, params.attachment_id);
    return new Response(new Uint8Array(file.bytes), {
      headers: {
        'Content-Type': file.mime,
        'Content-Length': String(file.bytes.length),
        'Content-Disposition': `attachment; filename="${file.name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, max-age=300',
      },
    });
  }),
  implement(calls.interactionRateCall, async ({ auth, body }) => {
    await rateInteraction(deps.db, auth.account.id, body.interaction_id, body.rate);
    return reply(null, supportMessages.rated);
  }),
  implement(calls.ticketRateCall, async ({ auth, body }) => {
    await closeAndRate(deps.db, deps.clock, auth.account.id, body.ticket_id, body.rate, body.rate_comment);
    return reply(null, supportMessages.closed);
  }),
  implement(calls.ticketAiCall, async ({ body }) => ({
    ...proposeTicket(body.text),
    faqs: searchFaqs(body.text).slice(0, 5),
  })),
  implement(calls.ticketUnreadCall, async ({ auth }) => ({
    count: await unreadAnswers(deps.db, auth.account.id),
  })),
  implement(calls.ticketCategoryCall, async () => whole(categories)),
  implement(calls.ticketSubCategoryCall, async ({ query }) => {
    const category = categories.find((c) => c.id === query.category_id);
    if (!category)
      throw new ApiError(422, supportMessages.unknownCategory, {
        category_id: [supportMessages.unknownCategory],
      });
    return whole(category.sub_categories);
  }),
  implement(calls.faqCategoryCall, async () => whole([...FAQ_CATEGORIES])),
  implement(calls.faqListCall, async ({ query }) =>
    whole(
      query.q
        ? searchFaqs(query.q, query.category_id)
        : FAQS.filter((f) => !query.category_id || f.category_id === query.category_id),
    ),
  ),
  implement(calls.contactInfoCall, async ({ auth }) => {
    const provider = { title: PROVIDER_CONTACT.title, phones: [...PROVIDER_CONTACT.phones] };
    if (auth.user.parentId !== null) {
      const [parent] = await deps.db.query<{
        first_name: string;
        last_name: string;
        company_name: string | null;
        mobile: string;
        landline: string | null;
        city_code: string | null;
        address: string | null;
        email: string | null;
      }>(
        'select first_name, last_name, company_name, mobile, landline, city_code, address, email from users where id = $1',
        [auth.user.parentId],
      );
      if (parent) {
        const phones = [{ title: 'موبایل مدیر حساب', number: parent.mobile.replace(/^\+?98/, '0') }];
        if (parent.landline)
          phones.push({ title: 'تلفن ثابت', number: `${parent.city_code ?? ''}${parent.landline}` });
        return {
          kind: 'parent' as const,
          title: parent.company_name || `${parent.first_name} ${parent.last_name}`,
          phones,
          hours: null,
          address: parent.address,
          email: parent.email,
          provider,
        };
      }
    }
    return {
      kind: 'provider' as const,
      title: PROVIDER_CONTACT.title,
      phones: [...PROVIDER_CONTACT.phones],
      hours: PROVIDER_CONTACT.hours,
      address: PROVIDER_CONTACT.address,
      email: PROVIDER_CONTACT.email,
      provider: null,
    };
  }),
];

/** The demo only: the caller plays the support desk on their own tickets. */
export const supportDemoHandlers = (deps: ServerDeps) => [
  implement(calls.demoTicketDeskCall, async ({ auth, params, body }) => {
    await deskAct(deps.db, deps.clock, auth.account.id, params.ticket_id, body.action, body.text);
    return reply(null, supportMessages.deskDone);
  }),
];
