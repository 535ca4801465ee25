// Patterns as the published API documents them (docs/pattern): each request shaped like its example,
// on the demo account (its company's name in the text, so the reviewer would confirm it).
import type { ContractCase, ContractContext } from './case.ts';
import type { Shape } from './shape.ts';

const text = { oneOf: ['string', 'null'] } as const;
const variable: Shape = { array: { name: 'string', type: 'string', len: 'integer' } };

/** The fields create and update answer (create-pattern.md, update-pattern.md). */
const written: Shape = {
  id: 'string',
  title: text,
  username: 'string',
  pattern_code: 'string',
  pattern_message: 'string',
  admin_comment: text,
  pattern_description: 'string',
  pattern_status: 'string',
  pattern_is_share: 'boolean',
  reject_text: 'string',
  type: 'string',
  variable,
  delimiter: 'string',
  updated_at: 'string',
  time: 'integer',
  pattern_state_revision: text,
  pattern_message_revision: text,
  pattern_is_share_revision: { oneOf: ['boolean', 'null'] },
  pattern_description_revision: text,
  pattern_delimiter_revision: text,
  pattern_state_log: 'null',
  pattern_message_log: 'null',
  pattern_is_share_log: 'null',
  pattern_description_log: 'null',
  pattern_delimiter_log: 'null',
};

/** A pattern as the list and the get answer it (list-pattern.md, pattern-by-code.md). */
const listed: Shape = {
  ...(written as Record<string, Shape>),
  partner_id: 'null',
  verifier_user_id: 'null',
  verifier_partner_id: 'null',
  user_id: text,
  website: text,
  pattern_status_fa: 'string',
  pattern_status_id: 'integer',
  pattern_type: 'string',
  readonly: 'boolean',
  pattern_variable_revision: { oneOf: ['null', variable] },
  pattern_type_revision: 'string',
  pattern_variable_log: 'null',
  pattern_type_log: 'null',
  revision: {
    type: 'string',
    variable: { oneOf: ['null', variable] },
    pattern_status_id: { oneOf: ['integer', 'null'] },
    pattern_status_fa: text,
    pattern_message: text,
    pattern_description: text,
    pattern_is_share: { oneOf: ['boolean', 'null'] },
    delimiter: text,
  },
  pattern_log: 'null',
};

const example = (title: string) => ({
  title,
  description: 'الگوی آزمایشی',
  is_share: false,
  message: 'فروشگاه آنلاین گلبرگ: کد شما %code% برای %var%',
  website: 'https://example.ir',
  variable: [
    { name: 'var', type: 'string' },
    { name: 'code', type: 'integer' },
  ],
});

/** A new pattern of the demo account; answers its code. */
async function newPattern({ api, demoToken }: ContractContext): Promise<string> {
  return (await api.post('/user/pattern', example('test pattern'), demoToken)).data.pattern_code;
}

export const cases: ContractCase[] = [
  {
    doc: 'docs/pattern/create-pattern.md',
    method: 'POST',
    request: () => ({ path: 'user/pattern', body: example('test pattern') }),
    data: written,
  },
  {
    doc: 'docs/pattern/list-pattern.md',
    method: 'GET',
    request: () => ({ path: 'patterns?page=1&per_page=10' }),
    list: true,
    data: listed,
  },
  {
    doc: 'docs/pattern/pattern-by-code.md',
    method: 'GET',
    request: async (ctx) => ({ path: `patterns/${await newPattern(ctx)}` }),
    data: listed,
  },
  {
    doc: 'docs/pattern/update-pattern.md',
    method: 'PUT',
    request: async (ctx) => ({
      path: `patterns/normal/${await newPattern(ctx)}`,
      body: { ...example('Updated Pattern'), is_share: true, message: 'فروشگاه آنلاین گلبرگ %var% %code%' },
    }),
    data: written,
  },
  {
    doc: 'docs/pattern/delete-pattern.md',
    method: 'DELETE',
    request: async (ctx) => ({ path: `patterns/normal/${await newPattern(ctx)}` }),
    data: 'null',
  },
];
