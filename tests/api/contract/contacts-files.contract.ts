// A book's import and the exports of a book and of a contact search, as the published API documents
// them (docs/phonebook/number/*.md): each answers `data: null` and runs on the server. The sample
// (sample-import-number.md) is a file download, not an envelope: tests/api/contacts-files.test.ts.
import type { ContractCase, ContractContext } from './case.ts';

async function demoBook({ server }: ContractContext): Promise<number> {
  const [book] = await server.db.query<{ id: number }>(
    `select p.id::int as id from phonebooks p join users u on u.id = p.user_id
     where u.username = 'demo' order by p.id limit 1`,
  );
  if (!book) throw new Error('the demo account has no phonebook');
  return book.id;
}

export const cases: ContractCase[] = [
  {
    doc: 'docs/phonebook/number/import-number.md',
    method: 'POST',
    request: async (ctx) => {
      const body = new FormData();
      body.append(
        'file',
        new Blob(['09121234567\n09121234568\n'], { type: 'text/csv' }),
        'phonebook-import.csv',
      );
      return { path: `phonebooks/${await demoBook(ctx)}/import`, body };
    },
    data: 'null',
  },
  {
    doc: 'docs/phonebook/number/export-number-members.md',
    method: 'GET',
    request: async (ctx) => ({ path: `phonebooks/${await demoBook(ctx)}/export` }),
    data: 'null',
  },
  {
    doc: 'docs/phonebook/number/export-number-contacts.md',
    method: 'GET',
    request: async (ctx) => ({
      path: `phonebooks/numbers/contact-list/export?from_created_at=1745785800&number=%2B989121234568&phonebook_title=title&phonebook_id=${await demoBook(ctx)}`,
    }),
    data: 'null',
  },
];
