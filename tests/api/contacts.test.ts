// Contacts over HTTP: books created, renamed (a title taken refused), given features and deleted;
// contacts added one or many (a number already in its book refused, or counted), searched by a
// number's start written any way, by the start of any word of the name (ی/ي alike), by tag and by a
// feature's value; shown with their other books, values and the messages sent to them; edited as
// one person in every book, moved, deleted; features, tags, the blacklist and cancel-11. Another
// user's books, contacts and features are as unknown as missing ones.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_COUNT_CAP, contactMessages } from '../../src/domain/contacts/contacts.schema.ts';
import { messages } from '../../src/domain/core/messages.ts';
import { lineE164 } from '../../src/domain/index.ts';
import { client, listOf } from './helpers/client.ts';
import { defaultLine, fundedUser, send } from './helpers/send.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
let api: ReturnType<typeof client>;
let owner: string;
let other: string;

beforeAll(async () => {
  server = await startTestServer();
  api = client(server.url);
  owner = await fundedUser(api, 5_000_000);
  other = await fundedUser(api, 0);
});
afterAll(async () => {
  await server.close();
});

const put = (path: string, body: unknown, token: string) => api.call('PUT', path, { body, token });
const createBook = async (title: string, token = owner, options: number[] = []) => {
  const answer = await api.post('/phonebooks', { title, options }, token);
  expect(answer.status).toBe(200);
  return answer.data.id as number;
};
const createOption = async (title: string, type: string, token = owner, latin_title?: string) => {
  const answer = await api.post('/phonebooks/options', { title, type, latin_title }, token);
  expect(answer.status).toBe(200);
  return answer.data.id as number;
};
const add = (list: unknown[], token = owner) => api.post('/phonebooks/numbers/add-list-new', { list }, token);
const search = async (query: Record<string, string | number>, token = owner) => {
  const answer = await api.get(
    `/phonebooks/numbers/contact-list?${new URLSearchParams(query as never)}`,
    token,
  );
  expect(answer.status).toBe(200);
  return answer;
};
const idOf = async (book: number, number: string, token = owner) =>
  (await search({ phonebook_id: book, number }, token)).data[0]?.id as number;

describe('phonebooks', () => {
  it('creates a book with features in the documented shape, refuses a title taken and features not the user’s', async () => {
    const birthday = await createOption('تاریخ تولد', 'date');
    const answer = await api.post(
      '/phonebooks',
      { title: 'مشتریان ویژه', options: [String(birthday)] },
      owner,
    );
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({
      title: 'مشتریان ویژه',
      count: 0,
      export_status: 0,
      import_status: 0,
      options: [{ id: birthday, title: 'تاریخ تولد', type: 'date' }],
    });
    expect(answer.data.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00$/);

    // The same title, typed with Arabic ي, is the same title.
    const again = await api.post('/phonebooks', { title: 'مشتريان ويژه' }, owner);
    expect(again.status).toBe(422);
    expect(again.meta.errors).toEqual({ title: [contactMessages.titleTaken] });
    // Another user may use it.
    expect((await api.post('/phonebooks', { title: 'مشتریان ویژه' }, other)).status).toBe(200);

    const foreign = await createOption('شهر', 'string', other);
    const refused = await api.post('/phonebooks', { title: 'کتاب دیگر', options: [foreign] }, owner);
    expect(refused.status).toBe(422);
    expect(refused.meta.errors).toEqual({ options: [contactMessages.optionNotFound] });

    const blank = await api.post('/phonebooks', { title: '   ' }, owner);
    expect(blank.status).toBe(422);
    expect(blank.meta.errors?.title).toEqual([contactMessages.titleRequired]);
    const long = await api.post('/phonebooks', { title: 'ا'.repeat(201) }, owner);
    expect(long.meta.errors?.title).toEqual([contactMessages.titleTooLong]);
  });

  it('renames a book and sets its features; another user’s book is not found; list-new shows them', async () => {
    const book = await createBook('دفترچه اول');
    const city = await createOption('شهر', 'string');
    expect((await put(`/phonebooks/${book}`, { title: 'دفترچه نو', options: [city] }, owner)).status).toBe(
      200,
    );
    const listed = await api.get(`/phonebooks/list-new?id=${book}`, owner);
    expect(listed.data).toEqual([
      expect.objectContaining({
        id: book,
        title: 'دفترچه نو',
        options: [{ id: city, title: 'شهر', type: 'string' }],
      }),
    ]);
    const foreign = await put(`/phonebooks/${book}`, { title: 'ربوده' }, other);
    expect(foreign.status).toBe(404);
    expect(foreign.meta.message).toBe(contactMessages.phonebookNotFound);
    expect((await put('/phonebooks/abc', { title: 'x' }, owner)).status).toBe(404);
    const taken = await createBook('عنوان گرفته');
    expect((await put(`/phonebooks/${taken}`, { title: 'دفترچه نو' }, owner)).meta.errors).toEqual({
      title: [contactMessages.titleTaken],
    });
    // Keeping its own title is no clash.
    expect((await put(`/phonebooks/${book}`, { title: 'دفترچه نو' }, owner)).status).toBe(200);
  });

  it('deletes only the user’s own books, with their contacts', async () => {
    const mine = await createBook('برای حذف');
    const theirs = await createBook('مال دیگری', other);
    await add([{ number: '09120000001', phonebook_id: mine }]);
    const answer = await api.post('/phonebooks/delete-list', { listPhonebooks: [mine, theirs] }, owner);
    expect(answer.status).toBe(200);
    expect(answer.data).toBeNull();
    expect((await api.get(`/phonebooks/list-new?id=${mine}`, owner)).data).toEqual([]);
    expect((await api.get(`/phonebooks/list-new?id=${theirs}`, other)).data).toHaveLength(1);
    expect((await search({ phonebook_id: mine })).data).toEqual([]);
  });
});

describe('contacts', () => {
  let book: number;
  let second: number;
  let age: number;
  let since: number;

  beforeAll(async () => {
    age = await createOption('سن', 'int');
    since = await createOption('عضویت از', 'date');
    book = await createBook('مخاطبان اصلی', owner, [age, since]);
    second = await createBook('همکاران', owner, [age]);
  });

  it('adds one contact with values checked by type, refusing it again with “number already in list”', async () => {
    const answer = await add([
      {
        number: '+989121236547',
        pre: 'آقای',
        name: 'حسن رضایی',
        email: 'hasan@example.com',
        options: { [age]: '۳۲', [since]: '1403/05/20' },
        phonebook_id: String(book),
      },
    ]);
    // As documented: created, with message_code 201-1.
    expect(answer.status).toBe(201);
    expect(answer.meta.message_code).toBe('201-1');
    expect(answer.data).toEqual({ added: 1, errors: 0, existences: 0 });
    const [contact] = (await search({ phonebook_id: book, number: '09121236547' })).data;
    expect(contact).toMatchObject({
      phonebook_id: book,
      pre: 'آقای',
      name: 'حسن رضایی',
      email: 'hasan@example.com',
      number: '+989121236547',
      phonebook_title: 'مخاطبان اصلی',
      options: { [age]: '32', [since]: '2024-08-10' },
      tags: [],
    });

    const again = await add([{ number: '۰۹۱۲۱۲۳۶۵۴۷', phonebook_id: book }]);
    expect(again.status).toBe(422);
    expect(again.meta.message).toBe(messages.numberAlreadyInList);
    expect(again.meta.errors).toEqual({ 'list.0.number': [messages.numberAlreadyInList] });

    const badInt = await add([{ number: '09121230000', phonebook_id: book, options: { [age]: 'سی' } }]);
    expect(badInt.status).toBe(422);
    expect(badInt.meta.errors).toEqual({ [`list.0.options.${age}`]: [contactMessages.intValue] });
    const badDate = await add([
      { number: '09121230000', phonebook_id: book, options: { [since]: '1403/13/01' } },
    ]);
    expect(badDate.meta.errors).toEqual({ [`list.0.options.${since}`]: [contactMessages.dateValue] });
    // A feature of the user that this book does not carry, and one that is not the user's.
    const notOnBook = await add([
      { number: '09121230000', phonebook_id: second, options: { [since]: '2024-01-01' } },
    ]);
    expect(notOnBook.meta.errors).toEqual({ [`list.0.options.${since}`]: [contactMessages.optionNotOfBook] });
    const foreign = await createOption('کد', 'int', other);
    const notMine = await add([{ number: '09121230000', phonebook_id: book, options: { [foreign]: '1' } }]);
    expect(notMine.meta.errors).toEqual({ [`list.0.options.${foreign}`]: [contactMessages.optionNotFound] });
    const badNumber = await add([{ number: '0912', phonebook_id: book }]);
    expect(badNumber.meta.errors).toEqual({ 'list.0.number': [messages.numberNotValid] });
    const badEmail = await add([{ number: '09121230000', phonebook_id: book, email: 'نه' }]);
    expect(badEmail.meta.errors).toEqual({ 'list.0.email': [messages.invalidEmail] });
    expect((await search({ phonebook_id: book, number: '09121230000' })).data).toEqual([]);
  });

  it('adds a longer list counting the refused and the numbers already there, into the user’s books only', async () => {
    const theirs = await createBook('کتاب بیگانه', other);
    const answer = await add([
      { number: '09121110001', name: 'علی محمدی', phonebook_id: book },
      { number: '09121110002', name: 'زهرا كريمي', phonebook_id: book },
      { number: '09121110002', name: 'تکراری در همین فهرست', phonebook_id: book },
      { number: '09121236547', phonebook_id: book },
      { number: 'نامعتبر', phonebook_id: book },
      { number: '09121110003', phonebook_id: theirs },
      { number: '09121110001', name: 'علی محمدی', phonebook_id: second },
    ]);
    expect(answer.status).toBe(201);
    expect(answer.data).toEqual({ added: 3, errors: 2, existences: 2 });
    expect((await search({ phonebook_id: theirs }, other)).data).toEqual([]);
    const single = await add([{ number: '09121110003', phonebook_id: theirs }]);
    expect(single.status).toBe(422);
    expect(single.meta.errors).toEqual({ 'list.0.phonebook_id': [contactMessages.phonebookNotFound] });
    const lists = await api.get('/phonebooks/list-new', owner);
    expect(lists.data.find((b: { id: number }) => b.id === book).count).toBe(3);
  });

  it('finds a number by its start written any way, and a name by the start of any word', async () => {
    for (const typed of ['0912111', '912111', '+98912111', '98912111', '۰۹۱۲۱۱۱', '0912 111']) {
      const found = await search({ phonebook_id: book, number: typed });
      expect(found.data.map((c: { number: string }) => c.number).sort(), typed).toEqual([
        '+989121110001',
        '+989121110002',
      ]);
      expect(listOf(found).total).toBe(2);
    }
    const byName = async (name: string) =>
      (await search({ name })).data.map((c: { number: string; phonebook_id: number }) => c.number).sort();
    expect(await byName('محم')).toEqual(['+989121110001', '+989121110001']);
    expect(await byName('عل')).toEqual(['+989121110001', '+989121110001']);
    // Arabic ي and ك typed or stored read alike.
    expect(await byName('کریم')).toEqual(['+989121110002']);
    expect(await byName('زهرا كر')).toEqual(['+989121110002']);
    // The middle of a word is not the start of one.
    expect(await byName('حمدی')).toEqual([]);
    expect(await byName('رضایی')).toEqual(['+989121236547']);
    const invalid = await api.get('/phonebooks/numbers/contact-list?number=abc', owner);
    expect(invalid.status).toBe(422);
    expect(invalid.meta.errors?.number).toEqual([contactMessages.invalidNumberFilter]);
    const perPage = await api.get('/phonebooks/numbers/contact-list?per_page=1001', owner);
    expect(perPage.status).toBe(422);
  });

  it('pages newest first with the documented meta, the whole book’s total from its count', async () => {
    const page = await search({ phonebook_id: book, per_page: 2 });
    expect(page.meta).toMatchObject({ current_page: 1, per_page: 2, total: 3, last_page: 2, from: 1, to: 2 });
    const ids = page.data.map((c: { id: number }) => c.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const titled = await search({ phonebook_title: 'همکار' });
    expect(titled.data.map((c: { phonebook_id: number }) => c.phonebook_id)).toEqual([second]);
    const recent = await search({ from_created_at: Math.floor(server.clock.now().getTime() / 1000) + 60 });
    expect(recent.data).toEqual([]);
    expect(CONTACT_COUNT_CAP).toBeGreaterThanOrEqual(1000);
  });

  it('finds contacts by a feature’s value (a date typed in Jalali) and by tag', async () => {
    const found = await search({ option_id: since, option_value: '۱۴۰۳/۰۵/۲۰' });
    expect(found.data.map((c: { number: string }) => c.number)).toEqual(['+989121236547']);
    expect((await search({ option_id: age, option_value: '33' })).data).toEqual([]);
    const orphan = await api.get(`/phonebooks/numbers/contact-list?option_value=1`, owner);
    expect(orphan.status).toBe(422);
    expect(orphan.meta.message).toBe(contactMessages.optionValueNeedsOption);

    const ali = await idOf(book, '09121110001');
    const zahra = await idOf(book, '09121110002');
    const tagged = await api.post(
      '/phonebooks/numbers/tags',
      { number_ids: [ali, zahra], add: ['وفادار', 'تهران'] },
      owner,
    );
    expect(tagged.data).toEqual({ count: 2 });
    await api.post('/phonebooks/numbers/tags', { number_ids: [zahra], remove: ['تهران'] }, owner);
    expect((await search({ tag: 'تهران' })).data.map((c: { id: number }) => c.id)).toEqual([ali]);
    // Newest first: Zahra was added after Ali.
    expect((await search({ tag: 'وفادار' })).data.map((c: { id: number; tags: string[] }) => c.tags)).toEqual(
      [['وفادار'], ['تهران', 'وفادار']],
    );
    expect((await api.get('/phonebooks/tags', owner)).data).toEqual([
      { tag: 'وفادار', count: 2 },
      { tag: 'تهران', count: 1 },
    ]);
    // Another user tags nothing of the owner's, and sees none of the owner's tags.
    const stolen = await api.post('/phonebooks/numbers/tags', { number_ids: [ali], add: ['دزدی'] }, other);
    expect(stolen.data).toEqual({ count: 0 });
    expect((await api.get('/phonebooks/tags', other)).data).toEqual([]);
    expect((await api.post('/phonebooks/tags/delete-list', { tags: ['وفادار'] }, other)).data).toEqual({
      count: 0,
    });
    expect((await api.post('/phonebooks/tags/delete-list', { tags: ['تهران'] }, owner)).data).toEqual({
      count: 1,
    });
    const none = await api.post('/phonebooks/numbers/tags', { number_ids: [ali] }, owner);
    expect(none.status).toBe(422);
    expect(none.meta.message).toBe(contactMessages.tagsRequired);
  });

  it('shows a contact with its other books, values, tags, blacklist state and the messages sent to it', async () => {
    const ali = await idOf(book, '09121110001');
    const line = await defaultLine(api, owner);
    const sent = await send(api, owner, {
      type: 'quick',
      sender_line_id: line,
      text: 'سلام علی',
      mobiles: ['09121110001'],
    });
    expect(sent.status).toBe(200);
    await api.post('/phonebooks/blacklist', { numbers: ['09121110001'] }, owner);
    const answer = await api.get(`/phonebooks/numbers/contact-list/${ali}`, owner);
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({
      id: ali,
      phonebook_id: book,
      number: '+989121110001',
      name: 'علی محمدی',
      phonebook_title: 'مخاطبان اصلی',
      is_send_blacklist: true,
      is_receive_blacklist: false,
      tags: [{ number_id: String(ali), phonebook_id: String(book), tag: 'وفادار' }],
    });
    expect(answer.data.books.map((b: { phonebook_id: number }) => b.phonebook_id).sort()).toEqual(
      [book, second].sort(),
    );
    // The text as sent, with the opt-out line the send adds.
    expect(answer.data.sends).toEqual([
      {
        bulk_id: expect.any(Number),
        text: expect.stringContaining('سلام علی'),
        status: expect.any(Number),
        time: expect.any(String),
      },
    ]);
    expect((await api.get(`/phonebooks/numbers/contact-list/${ali}`, other)).status).toBe(404);
    expect((await api.get('/phonebooks/numbers/contact-list/99999999', owner)).status).toBe(404);
    expect((await api.get('/phonebooks/numbers/contact-list/abc', owner)).meta.message).toBe(
      contactMessages.contactNotFound,
    );
    await api.post('/phonebooks/blacklist/delete-list', { numbers: ['+989121110001'] }, owner);
  });

  it('edits a contact as one person in every book, moves it, and refuses a number already there', async () => {
    const ali = await idOf(book, '09121110001');
    const aliThere = await idOf(second, '09121110001');
    const edited = await put(
      `/phonebooks/numbers/update-new/${ali}`,
      {
        number: '+989121110001',
        pre: 'آقای',
        name: 'علی‌رضا محمدی',
        options: { [age]: '40' },
        phonebook_id: String(book),
      },
      owner,
    );
    expect(edited.status).toBe(200);
    const there = (await api.get(`/phonebooks/numbers/contact-list/${aliThere}`, owner)).data;
    expect(there).toMatchObject({ name: 'علی‌رضا محمدی', pre: 'آقای' });
    const here = (await api.get(`/phonebooks/numbers/contact-list/${ali}`, owner)).data;
    expect(here.options).toEqual({ [age]: '40' });
    expect(here.option_values).toEqual([
      { id: age, title: 'سن', latin_title: expect.any(String), type: 'int', value: '40' },
    ]);
    // The same number already in the other book: moving there is refused.
    const clash = await put(
      `/phonebooks/numbers/update-new/${ali}`,
      { number: '09121110001', phonebook_id: second },
      owner,
    );
    expect(clash.status).toBe(422);
    expect(clash.meta.errors).toEqual({ number: [messages.numberAlreadyInList] });
    const zahra = await idOf(book, '09121110002');
    const onto = await put(`/phonebooks/numbers/update-new/${zahra}`, { number: '09121110001' }, owner);
    expect(onto.meta.errors).toEqual({ number: [messages.numberAlreadyInList] });
    // A move keeps both books' counts true.
    const moved = await put(
      `/phonebooks/numbers/update-new/${zahra}`,
      { number: '09121110002', phonebook_id: second },
      owner,
    );
    expect(moved.status).toBe(200);
    const books = (await api.get('/phonebooks/list-new', owner)).data as { id: number; count: number }[];
    expect(books.find((b) => b.id === book)?.count).toBe(2);
    expect(books.find((b) => b.id === second)?.count).toBe(2);
    // Another user can neither edit it nor move it into their book.
    const theirs = await createBook('کتاب مقصد', other);
    expect((await put(`/phonebooks/numbers/update-new/${ali}`, { name: 'دزد' }, other)).status).toBe(404);
    const intoTheirs = await put(`/phonebooks/numbers/update-new/${ali}`, { phonebook_id: theirs }, owner);
    expect(intoTheirs.meta.errors).toEqual({ phonebook_id: [contactMessages.phonebookNotFound] });
    const badEmail = await put(`/phonebooks/numbers/update-new/${ali}`, { email: 'x@' }, owner);
    expect(badEmail.meta.errors).toEqual({ email: [messages.invalidEmail] });
  });

  it('deletes only the user’s own contacts and keeps the counts', async () => {
    const ali = await idOf(second, '09121110001');
    expect((await api.post('/phonebooks/numbers/delete-list', { listNumbers: [ali] }, other)).status).toBe(
      200,
    );
    expect((await api.get(`/phonebooks/numbers/contact-list/${ali}`, owner)).status).toBe(200);
    expect((await api.post('/phonebooks/numbers/delete-list', { listNumbers: [ali] }, owner)).status).toBe(
      200,
    );
    expect((await api.get(`/phonebooks/numbers/contact-list/${ali}`, owner)).status).toBe(404);
    const books = (await api.get('/phonebooks/list-new', owner)).data as { id: number; count: number }[];
    expect(books.find((b) => b.id === second)?.count).toBe(1);
    const empty = await api.post('/phonebooks/numbers/delete-list', { listNumbers: [] }, owner);
    expect(empty.status).toBe(422);
    expect(empty.meta.message).toBe(contactMessages.idsRequired);
  });
});

describe('a large book', () => {
  it('answers a whole book’s exact total from its count, and a search’s up to the cap, newest first', async () => {
    const token = await fundedUser(api, 0);
    const userId = Number((await api.get('/acl/auth/check_token', token)).data.user_id);
    const big = await createBook('بزرگ', token);
    const size = CONTACT_COUNT_CAP + 50;
    await server.db.query(
      `insert into phonebook_numbers (phonebook_id, user_id, mobile, name, created_at, updated_at)
       select $1, $2, '98913' || lpad(g::text, 7, '0'), case when g % 100 = 0 then 'نادر' else 'عادی' end, now(), now()
       from generate_series(1, $3::int) g`,
      [big, userId, size],
    );
    const whole = await search({ phonebook_id: big, per_page: 3 }, token);
    expect(whole.meta).toMatchObject({ total: size, last_page: Math.ceil(size / 3) });
    const newest = whole.data.map((c: { number: string }) => c.number);
    const numberOf = (g: number) => `+98913${String(g).padStart(7, '0')}`;
    expect(newest).toEqual([numberOf(size), numberOf(size - 1), numberOf(size - 2)]);
    const broad = await search({ number: '0913', per_page: 3 }, token);
    expect(broad.meta).toMatchObject({ total: CONTACT_COUNT_CAP });
    expect(broad.data.map((c: { number: string }) => c.number)).toEqual(newest);
    const second = await search({ name: 'عادی', per_page: 3, page: 2 }, token);
    expect(listOf(second).total).toBe(CONTACT_COUNT_CAP);
    expect(second.data).toHaveLength(3);
    const rare = await search({ name: 'ناد', per_page: 4, page: 2 }, token);
    expect(listOf(rare).total).toBe(Math.floor(size / 100));
    expect(rare.data.map((c: { number: string }) => c.number)).toEqual([
      '+989130001600',
      '+989130001500',
      '+989130001400',
      '+989130001300',
    ]);
  });
});

describe('features', () => {
  it('lists, creates with a Latin title (or f<id>), updates and deletes the user’s own features', async () => {
    const token = await fundedUser(api, 0);
    const answer = await api.post('/phonebooks/options', { title: 'بدهی', type: 'int' }, token);
    expect(answer.data).toMatchObject({
      title: 'بدهی',
      type: 'int',
      latin_title: `f${answer.data.id}`,
      enabled: true,
      phonebooks: [],
    });
    const named = await api.post(
      '/phonebooks/options',
      { title: 'شهر', type: 'string', latin_title: 'city' },
      token,
    );
    expect(named.data.latin_title).toBe('city');
    const taken = await api.post(
      '/phonebooks/options',
      { title: 'شهر ۲', type: 'string', latin_title: 'City' },
      token,
    );
    expect(taken.meta.errors).toEqual({ latin_title: [contactMessages.latinTitleTaken] });
    const persian = await api.post(
      '/phonebooks/options',
      { title: 'x', type: 'string', latin_title: 'شهر' },
      token,
    );
    expect(persian.meta.errors).toEqual({ latin_title: [messages.latinKeyboardOnly] });
    const badType = await api.post('/phonebooks/options', { title: 'x', type: 'float' }, token);
    expect(badType.meta.errors).toEqual({ type: [contactMessages.optionTypeRequired] });

    const book = await createBook('با ویژگی', token, [named.data.id]);
    const list = await api.get('/phonebooks/options/list-new?type=string', token);
    expect(list.data).toEqual([expect.objectContaining({ id: named.data.id, phonebooks: [book] })]);
    expect(list.meta).toMatchObject({ total: 1, current_page: 1 });
    expect(
      (await api.get('/phonebooks/options/list-new?title=بده', token)).data.map((o: { id: number }) => o.id),
    ).toEqual([answer.data.id]);
    expect(
      (await api.get('/phonebooks/options/list-new', other)).data.map((o: { id: number }) => o.id),
    ).not.toContain(named.data.id);

    const updated = await put(
      `/phonebooks/options/${named.data.id}`,
      { title: 'شهر محل سکونت', enabled: false },
      token,
    );
    expect(updated.status).toBe(200);
    expect(updated.data).toBe(true);
    expect((await put(`/phonebooks/options/${named.data.id}`, { title: 'ربوده' }, other)).status).toBe(404);

    await add([{ number: '09351234567', phonebook_id: book, options: { [named.data.id]: 'تهران' } }], token);
    expect(
      (await api.post('/phonebooks/options/delete-list', { listOptions: [named.data.id] }, other)).status,
    ).toBe(200);
    expect(listOf(await api.get('/phonebooks/options/list-new', token)).total).toBe(2);
    expect(
      (await api.post('/phonebooks/options/delete-list', { listNumbers: [named.data.id] }, token)).status,
    ).toBe(200);
    const [row] = await server.db.query<{ options: Record<string, string> }>(
      "select options from phonebook_numbers where mobile = '989351234567'",
    );
    expect(row?.options).toEqual({});
    expect(listOf(await api.get('/phonebooks/options/list-new', token)).total).toBe(1);
    const none = await api.post('/phonebooks/options/delete-list', {}, token);
    expect(none.status).toBe(422);
  });
});

describe('blacklist and cancel-11', () => {
  it('adds numbers written any way, refuses the invalid ones, searches and deletes only the user’s', async () => {
    const token = await fundedUser(api, 0);
    const answer = await api.post(
      '/phonebooks/blacklist',
      { numbers: ['09351110001', '۰۹۳۵۱۱۱۰۰۰۲', '+989351110001', '123'] },
      token,
    );
    expect(answer.data).toEqual({
      added: 2,
      existences: 0,
      refused: [{ number: '123', message: messages.numberNotValid }],
    });
    expect((await api.post('/phonebooks/blacklist', { numbers: ['9351110001'] }, token)).data).toMatchObject({
      added: 0,
      existences: 1,
    });
    const listed = await api.get('/phonebooks/blacklist?number=0935111', token);
    expect(listed.data.map((r: { number: string }) => r.number).sort()).toEqual([
      '+989351110001',
      '+989351110002',
    ]);
    expect(listOf(listed).total).toBe(2);
    expect((await api.get('/phonebooks/blacklist', other)).data).toEqual([]);
    expect(
      (await api.post('/phonebooks/blacklist/delete-list', { numbers: ['09351110001'] }, other)).data,
    ).toEqual({ count: 0 });
    expect(
      (await api.post('/phonebooks/blacklist/delete-list', { numbers: ['09351110001'] }, token)).data,
    ).toEqual({ count: 1 });
    expect(listOf(await api.get('/phonebooks/blacklist', token)).total).toBe(1);
    const empty = await api.post('/phonebooks/blacklist', { numbers: [] }, token);
    expect(empty.meta.message).toBe(contactMessages.numbersRequired);
  });

  it('keeps what each entry blocks: sends, messages received, or both; sends skip only the first', async () => {
    const token = await fundedUser(api, 0);
    expect(
      (
        await api.post(
          '/phonebooks/blacklist',
          { numbers: ['09351110011'], is_send_blacklist: false, is_receive_blacklist: true },
          token,
        )
      ).data,
    ).toMatchObject({ added: 1, existences: 0 });
    await api.post('/phonebooks/blacklist', { numbers: ['09351110012'] }, token);
    const kinds = async () =>
      Object.fromEntries(
        (await api.get('/phonebooks/blacklist', token)).data.map(
          (r: { number: string; is_send_blacklist: boolean; is_receive_blacklist: boolean }) => [
            r.number,
            [r.is_send_blacklist, r.is_receive_blacklist],
          ],
        ),
      );
    expect(await kinds()).toEqual({ '+989351110011': [false, true], '+989351110012': [true, false] });
    // Added again with another kind: the entry takes it.
    expect(
      (
        await api.post(
          '/phonebooks/blacklist',
          { numbers: ['+989351110012'], is_send_blacklist: true, is_receive_blacklist: true },
          token,
        )
      ).data,
    ).toMatchObject({ added: 0, existences: 1 });
    expect(await kinds()).toEqual({ '+989351110011': [false, true], '+989351110012': [true, true] });
    const neither = await api.post(
      '/phonebooks/blacklist',
      { numbers: ['09351110013'], is_send_blacklist: false, is_receive_blacklist: false },
      token,
    );
    expect(neither.status).toBe(422);
    expect(neither.meta.message).toBe(contactMessages.blacklistKindRequired);
    // A send goes to the receive-only number and skips the send one.
    const lines = (await api.get('/number/numbers', token)).data as { number: string; is_default: boolean }[];
    const price = await api.post(
      '/send/calculate-price',
      {
        sending_type: 'webservice',
        from_number: lineE164(lines.find((l) => l.is_default)?.number ?? ''),
        message: 'سلام',
        params: { recipients: ['09351110011', '09351110012'] },
      },
      token,
    );
    expect(price.data).toMatchObject({ recipients: 1, skipped: { blacklist: 1, cancel_11: 0 } });
  });

  it('lists the user’s cancel-11 numbers by number and line, newest first', async () => {
    const token = await fundedUser(api, 0);
    const userId = Number((await api.get('/acl/auth/check_token', token)).data.user_id);
    expect(userId).toBeGreaterThan(0);
    const now = server.clock.now();
    await server.db.query(
      `insert into cancel_11 (user_id, mobile, line, message, created_at) values
        ($1, '989121000001', '', '۱۱', $2), ($1, '989121000002', '3000505', '11', $2::timestamptz + interval '1 minute')`,
      [userId, now],
    );
    const all = await api.get('/phonebooks/cancel-11', token);
    expect(all.data).toEqual([
      {
        id: expect.any(Number),
        number: '+989121000002',
        line: '+983000505',
        message: '11',
        created_at: expect.any(String),
      },
      {
        id: expect.any(Number),
        number: '+989121000001',
        line: '',
        message: '۱۱',
        created_at: expect.any(String),
      },
    ]);
    expect((await api.get('/phonebooks/cancel-11?line=%2B983000505', token)).data).toHaveLength(1);
    expect((await api.get('/phonebooks/cancel-11?line=3000505', token)).data).toHaveLength(1);
    expect((await api.get('/phonebooks/cancel-11?number=۰۹۱۲۱۰۰۰۰۰۱', token)).data).toHaveLength(1);
    expect((await api.get('/phonebooks/cancel-11', other)).data).toEqual([]);
    expect((await api.get('/phonebooks/cancel-11?line=abc', token)).status).toBe(422);
  });
});
