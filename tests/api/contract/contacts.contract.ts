// Phonebooks, their contacts and the contact features as the published API documents them
// (docs/phonebook): each request shaped like its example, on the demo account, with the ids it names
// made first (a feature, a book, a contact).
import { randomUUID } from 'node:crypto';
import type { ContractCase, ContractContext } from './case.ts';
import type { Shape } from './shape.ts';

const book: Shape = {
  id: 'integer',
  title: 'string',
  // The store example gives the count as "0" and the statuses as null, the list as numbers.
  count: { oneOf: ['integer', 'string'] },
  export_status: { oneOf: ['integer', 'null'] },
  import_status: { oneOf: ['integer', 'null'] },
  created_at: 'string',
  options: { array: { id: 'integer', title: 'string', type: 'string' } },
};

const contact: Shape = {
  id: 'integer',
  phonebook_id: 'integer',
  pre: 'string',
  name: 'string',
  email: 'string',
  number: 'string',
  created_at: 'string',
  updated_at: 'string',
  phonebook_title: 'string',
};

const option: Shape = { id: 'integer', title: 'string', type: 'string', created_at: 'string' };

const unique = (title: string) => `${title} ${randomUUID().slice(0, 8)}`;

async function newOption({ api, demoToken }: ContractContext, type = 'date'): Promise<number> {
  return (await api.post('/phonebooks/options', { type, title: unique('تاریخ تولد') }, demoToken)).data.id;
}

async function newBook(ctx: ContractContext, options: number[] = []): Promise<number> {
  const answer = await ctx.api.post('/phonebooks', { title: unique('تست'), options }, ctx.demoToken);
  return answer.data.id;
}

/** A book carrying a date feature, with one contact in it. */
async function newContact(ctx: ContractContext) {
  const date = await newOption(ctx);
  const phonebook = await newBook(ctx, [date]);
  const number = `+98912${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  await ctx.api.post(
    '/phonebooks/numbers/add-list-new',
    { list: [{ number, pre: 'آقای', name: 'حسن', phonebook_id: String(phonebook) }] },
    ctx.demoToken,
  );
  const list = await ctx.api.get(`/phonebooks/numbers/contact-list?phonebook_id=${phonebook}`, ctx.demoToken);
  return { id: list.data[0].id as number, phonebook, date, number };
}

export const cases: ContractCase[] = [
  {
    doc: 'docs/phonebook/phonebook/store-phonebook.md',
    method: 'POST',
    request: async (ctx) => ({
      path: 'phonebooks',
      body: {
        title: unique('تست'),
        options: [String(await newOption(ctx)), String(await newOption(ctx, 'string'))],
      },
    }),
    data: book,
  },
  {
    doc: 'docs/phonebook/phonebook/update-phonebook.md',
    method: 'PUT',
    request: async (ctx) => ({
      path: `phonebooks/${await newBook(ctx)}`,
      body: { title: unique('title'), options: [String(await newOption(ctx))] },
    }),
    data: 'null',
  },
  {
    doc: 'docs/phonebook/phonebook/delete-phonebook.md',
    method: 'POST',
    request: async (ctx) => ({
      path: 'phonebooks/delete-list',
      body: { listPhonebooks: [await newBook(ctx)] },
    }),
    data: 'null',
  },
  {
    doc: 'docs/phonebook/number/list-number.md',
    method: 'GET',
    request: () => ({ path: 'phonebooks/numbers/contact-list?page=1&per_page=10' }),
    list: true,
    data: contact,
  },
  {
    doc: 'docs/phonebook/number/list-number.md',
    method: 'GET',
    request: async (ctx) => {
      const { phonebook, number } = await newContact(ctx);
      return {
        path: `phonebooks/numbers/contact-list?phonebook_id=${phonebook}&number=${encodeURIComponent(number)}`,
      };
    },
    list: true,
    data: contact,
  },
  {
    doc: 'docs/phonebook/number/show-number.md',
    method: 'GET',
    request: async (ctx) => {
      const { id } = await newContact(ctx);
      await ctx.api.post('/phonebooks/numbers/tags', { number_ids: [id], add: ['tag test'] }, ctx.demoToken);
      return { path: `phonebooks/numbers/contact-list/${id}` };
    },
    data: {
      ...(contact as Record<string, Shape>),
      is_send_blacklist: 'boolean',
      is_receive_blacklist: 'boolean',
      tags: {
        array: {
          id: 'integer',
          number_id: 'string',
          phonebook_id: 'string',
          tag: 'string',
          created_at: 'string',
          updated_at: 'string',
        },
      },
    },
  },
  {
    doc: 'docs/phonebook/number/store-number.md',
    method: 'POST',
    request: async (ctx) => {
      const date = await newOption(ctx);
      const count = await newOption(ctx, 'int');
      const phonebook = await newBook(ctx, [date, count]);
      return {
        path: 'phonebooks/numbers/add-list-new',
        body: {
          list: [
            {
              number: '+989121236547',
              pre: 'آقای',
              name: 'حسن',
              email: 'hasan@gmail.com',
              options: { [count]: '15', [date]: '1992/10/08' },
              phonebook_id: String(phonebook),
            },
          ],
        },
      };
    },
    status: 201,
    message_code: '201-1',
    data: { added: 'integer', errors: 'integer', existences: 'integer' },
  },
  {
    doc: 'docs/phonebook/number/update-number.md',
    method: 'PUT',
    request: async (ctx) => {
      const { id, phonebook, date, number } = await newContact(ctx);
      return {
        path: `phonebooks/numbers/update-new/${id}`,
        body: {
          pre: 'Mr.',
          name: 'name',
          number,
          options: { [date]: '2025-05-20' },
          phonebook_id: String(phonebook),
        },
      };
    },
    data: 'null',
  },
  {
    doc: 'docs/phonebook/number/delete-number.md',
    method: 'POST',
    request: async (ctx) => ({
      path: 'phonebooks/numbers/delete-list',
      body: { listNumbers: [(await newContact(ctx)).id] },
    }),
    data: 'null',
  },
  {
    doc: 'docs/phonebook/option/list-option.md',
    method: 'GET',
    request: async (ctx) => {
      await newOption(ctx, 'int');
      return { path: 'phonebooks/options/list-new?type=int&title=%D8%AA%D8%A7%D8%B1%DB%8C%D8%AE' };
    },
    list: true,
    data: option,
  },
  {
    doc: 'docs/phonebook/option/store-option.md',
    method: 'POST',
    request: () => ({ path: 'phonebooks/options', body: { type: 'int', title: 'option1' } }),
    data: option,
  },
  {
    doc: 'docs/phonebook/option/update-option.md',
    method: 'PUT',
    request: async (ctx) => ({
      path: `phonebooks/options/${await newOption(ctx)}`,
      body: { title: 'option1' },
    }),
    data: 'boolean',
  },
  {
    doc: 'docs/phonebook/option/delete-option.md',
    method: 'POST',
    request: async (ctx) => ({
      path: 'phonebooks/options/delete-list',
      body: { listOptions: [await newOption(ctx)] },
    }),
    data: 'null',
  },
];
