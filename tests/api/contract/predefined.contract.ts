// Predefined messages, as the published API documents them (docs/draft): drafts and draft groups.
import type { ContractCase, ContractContext } from './case.ts';

const group = { title: 'string', draft_group_id: 'integer', user_id: 'integer', time: 'integer' } as const;
const draft = {
  draft_group_id: 'integer',
  user_id: 'integer',
  draft_id: 'integer',
  time: 'integer',
  message: 'string',
  type: 'string',
} as const;

let made = 0;
/** A new group of the demo account, by a title no other case uses; answers its id. */
async function newGroup({ api, demoToken }: ContractContext): Promise<number> {
  const title = `گروه قرارداد ${++made} ${Date.now()}`;
  await api.post('/user/draft/group', { title }, demoToken);
  const groups = await api.get('/user/draft/group/list?per_page=100', demoToken);
  return groups.data.find((g: { title: string }) => g.title === title).draft_group_id;
}

/** A new draft in a new group; answers both ids. */
async function newDraft(ctx: ContractContext) {
  const groupId = await newGroup(ctx);
  await ctx.api.post(
    '/user/draft',
    { draft_group_id: groupId, message: 'کد تخفیف امروز: گل۱۲' },
    ctx.demoToken,
  );
  const list = await ctx.api.get(`/user/draft/list?draft_group_id=${groupId}`, ctx.demoToken);
  return { groupId, draftId: list.data[0].draft_id as number };
}

export const cases: ContractCase[] = [
  {
    doc: 'docs/draft/list-draft-group.md',
    method: 'GET',
    request: () => ({ path: 'user/draft/group/list' }),
    list: true,
    data: group,
  },
  {
    doc: 'docs/draft/create-draft-group.md',
    method: 'POST',
    request: () => ({ path: 'user/draft/group', body: { title: `مشتریان ویژه ${Date.now()}` } }),
    data: 'null',
  },
  {
    doc: 'docs/draft/update-draft-group.md',
    method: 'PUT',
    request: async (ctx) => ({
      path: 'user/draft/group',
      body: { draft_group_id: await newGroup(ctx), title: `همکاران فروش ${Date.now()}` },
    }),
    data: 'null',
  },
  {
    doc: 'docs/draft/delete-draft-group.md',
    method: 'POST',
    request: async (ctx) => ({
      path: 'user/draft/group/delete',
      body: { draft_group_id: await newGroup(ctx) },
    }),
    data: 'null',
  },
  {
    doc: 'docs/draft/list-draft.md',
    method: 'GET',
    request: async (ctx) => ({ path: `user/draft/list?draft_group_id=${(await newDraft(ctx)).groupId}` }),
    list: true,
    data: draft,
  },
  {
    doc: 'docs/draft/list-draft.md',
    method: 'GET',
    request: () => ({ path: 'user/draft/list' }),
    list: true,
    data: draft,
  },
  {
    doc: 'docs/draft/create-draft.md',
    method: 'POST',
    request: async (ctx) => ({
      path: 'user/draft',
      body: { draft_group_id: await newGroup(ctx), message: 'سفارش شما آماده تحویل است' },
    }),
    data: 'null',
  },
  {
    doc: 'docs/draft/update-draft.md',
    method: 'PUT',
    request: async (ctx) => ({
      path: 'user/draft',
      body: { draft_id: (await newDraft(ctx)).draftId, message: 'سفارش شما ارسال شد' },
    }),
    data: 'null',
  },
  {
    doc: 'docs/draft/delete-draft.md',
    method: 'POST',
    request: async (ctx) => ({
      path: 'user/draft/delete',
      body: { draft_ids: [(await newDraft(ctx)).draftId] },
    }),
    data: 'null',
  },
];
