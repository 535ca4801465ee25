import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { isPhone, registerAccount, savedClientState, signInWithToken } from './helpers.ts';

// The outbox: writes made offline show at once, marked, outlive reloads and a second tab, and reach the
// server once each, in order, when the network returns; an edit whose thing changed meanwhile shows both
// versions and keeps the one the user chooses.

type Api = {
  get: (path: string) => Promise<unknown>;
  post: (path: string, data: unknown) => Promise<unknown>;
};

function api(request: APIRequestContext, token: string): Api {
  const headers = { Authorization: token };
  const body = async (response: Awaited<ReturnType<APIRequestContext['get']>>) => {
    expect(response.ok(), await response.text()).toBe(true);
    return ((await response.json()) as { data: unknown }).data;
  };
  return {
    get: async (path) => body(await request.get(`/v1/api/${path}`, { headers })),
    post: async (path, data) => body(await request.post(`/v1/api/${path}`, { headers, data })),
  };
}

type Draft = { draft_id: number; message: string; revision: string };
const drafts = async (server: Api) => (await server.get('user/draft/list?per_page=100')) as Draft[];

/** Offline both ways: the browser says so (navigator.onLine), and nothing leaves it. */
const offline = (context: BrowserContext, on: boolean) => context.setOffline(on);

const outboxBar = (page: Page) => page.getByRole('status').filter({ hasText: 'صندوق ارسال' });

/** The page's data of this area is saved, so the next visit offline shows it. */
async function saved(page: Page, ...key: unknown[]) {
  await expect
    .poll(async () => {
      const state = await savedClientState<{
        queries?: { queryKey: unknown[]; state: { data?: unknown } }[];
      }>(page);
      return (state?.queries ?? []).some(
        (q) => key.every((part, i) => q.queryKey[i] === part) && q.state.data !== undefined,
      );
    })
    .toBe(true);
}

/** The service worker controls the page, so a reload offline still opens the panel. */
async function swReady(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/**
 * A new account with one draft, seen online (so the worker holds the panel), then edited offline: the
 * edit waits in the outbox. Answers the account, its API and the draft as the server had it.
 */
async function draftEditedOffline(
  { page, context, request }: { page: Page; context: BrowserContext; request: APIRequestContext },
  before: string,
  after: string,
) {
  const account = await registerAccount(request);
  const server = api(request, account.token);
  await server.post('user/draft', { message: before });
  const [draft] = await drafts(server);
  await signInWithToken(page, account.token);
  await page.goto('/predefined-messages');
  await expect(page.getByText(before)).toBeVisible();
  await swReady(page);

  await offline(context, true);
  await page.getByRole('button', { name: `ویرایش ${before}` }).click();
  const dialog = page.getByRole('dialog', { name: 'ویرایش پیام آماده' });
  await dialog.getByLabel('متن پیامک').fill(after);
  await dialog.getByRole('button', { name: 'ذخیره' }).click();
  await expect(dialog).toBeHidden();
  return { account, server, draft };
}

test('offline writes wait, outlive reloads and a second tab, and reach the server once each, in order', async ({
  context,
  page,
  request,
}) => {
  // Four screens seen online, four writes offline, two reloads and a second tab: a long walk, which took
  // 35-45 s here on two busy cores and ran past 60 s in a CI run on a slower machine.
  test.setTimeout(150_000);
  const account = await registerAccount(request);
  const server = api(request, account.token);
  const book = ((await server.post('phonebooks', { title: 'بازدید میدانی' })) as { id: number }).id;
  await server.post('user/draft', { message: 'نسخهٔ اول متن' });
  const [draft] = await drafts(server);
  const lines = (await server.get('number/numbers')) as { id: number; is_default: boolean }[];
  const line = (lines.find((l) => l.is_default) ?? lines[0])?.id;
  await server.post('demo/inbox/receive', { number_id: line, from: '09121234501', text: 'پیام یکم مشتری' });
  await server.post('demo/inbox/receive', { number_id: line, from: '09121234502', text: 'پیام دوم مشتری' });
  const ticket = (
    (await server.post('ticket', {
      subject: 'پرسش از میدان',
      category_id: '1',
      sub_category_id: '11',
      description: 'سلام',
    })) as { ticket_id: number }
  ).ticket_id;

  // Each screen seen once online: its data is saved for the offline visit.
  await signInWithToken(page, account.token);
  await page.goto(`/contacts/group/${book}`);
  await expect(page.getByRole('heading', { name: 'این دفترچه خالی است' })).toBeVisible();
  await swReady(page);
  await saved(page, 'contacts', 'contacts', 'list');
  await page.goto('/predefined-messages');
  await expect(page.getByText('نسخهٔ اول متن')).toBeVisible();
  await saved(page, 'predefined', 'page');
  await page.goto('/inbox');
  await expect(page.getByRole('button', { name: 'پیام دوم مشتری' })).toBeVisible();
  await saved(page, 'inbox', 'list');
  await page.goto(`/support/tickets/${ticket}`);
  await expect(page.getByTestId('reply-text')).toBeVisible();
  await saved(page, 'support', 'ticket', ticket);

  await offline(context, true);
  // 1. A contact, in the book's page.
  await page.goto(`/contacts/group/${book}`);
  await page.getByRole('button', { name: 'مخاطب تازه' }).click();
  const contactDialog = page.getByRole('dialog', { name: 'مخاطب تازه' });
  await contactDialog.getByLabel('شماره موبایل').fill('۰۹۱۲۷۷۷۶۶۵۵');
  await contactDialog.getByLabel('نام', { exact: true }).fill('سارا میدانی');
  await contactDialog.getByRole('button', { name: 'ذخیره' }).click();
  await expect(contactDialog).toBeHidden();
  const pendingContacts = page.getByRole('list', { name: 'مخاطبان در انتظار شبکه' });
  await expect(pendingContacts).toContainText('سارا میدانی');
  await expect(pendingContacts).toContainText('در انتظار شبکه');

  // 2. A draft's text, edited.
  await page.goto('/predefined-messages');
  await page.getByRole('button', { name: 'ویرایش نسخهٔ اول متن' }).click();
  const draftDialog = page.getByRole('dialog', { name: 'ویرایش پیام آماده' });
  await draftDialog.getByLabel('متن پیامک').fill('نسخهٔ دوم متن از زیرزمین');
  await draftDialog.getByRole('button', { name: 'ذخیره' }).click();
  await expect(draftDialog).toBeHidden();
  const card = page.getByRole('list', { name: 'پیام‌های آماده' }).getByRole('listitem');
  await expect(card).toContainText('نسخهٔ دوم متن از زیرزمین');
  await expect(card).toContainText('در انتظار شبکه');

  // 3. Both inbox messages, marked read.
  await page.goto('/inbox');
  await page.getByText('انتخاب همهٔ این صفحه').click();
  await page.getByRole('button', { name: 'خوانده‌شده شود' }).click();
  const received = page.getByRole('region', { name: 'پیام‌های دریافتی' });
  await expect(received.getByText('در انتظار شبکه')).toHaveCount(2);
  await expect(received.getByText('خوانده‌نشده')).toHaveCount(0);

  // 4. A reply to the ticket.
  await page.goto(`/support/tickets/${ticket}`);
  await page.getByTestId('reply-text').fill('پاسخ من از زیرزمین');
  await page.getByRole('button', { name: 'ارسال پاسخ' }).click();
  await expect(page.getByTestId('message-waiting')).toContainText('پاسخ من از زیرزمین');
  await expect(outboxBar(page)).toContainText('۴ تغییر در انتظار شبکه');

  // Two reloads offline, then a second tab: all four still wait, in both.
  await page.reload();
  await expect(outboxBar(page)).toContainText('۴ تغییر در انتظار شبکه');
  await page.reload();
  await expect(page.getByTestId('message-waiting')).toContainText('پاسخ من از زیرزمین');
  const second = await context.newPage();
  // The tab is the test's subject, not its page's last image: wait for the document, then for the bar.
  await second.goto('/dashboard', { waitUntil: 'domcontentloaded' });
  await expect(outboxBar(second)).toContainText('۴ تغییر در انتظار شبکه');
  await outboxBar(second).getByRole('button', { name: 'صندوق ارسال' }).click();
  const sheet = second.getByRole('dialog', { name: 'صندوق ارسال' });
  await expect(sheet.getByTestId('outbox-item')).toHaveText([
    /مخاطب تازه: سارا میدانی/,
    /ویرایش پیام آماده/,
    /۲ پیام دریافتی خوانده‌شده شود/,
    /پاسخ به تیکت «پرسش از میدان»/,
  ]);
  await second.keyboard.press('Escape');
  await expect(sheet).toBeHidden();

  // Online: both tabs try; each write reaches the server once, and both outboxes empty.
  await offline(context, false);
  await expect(outboxBar(page)).toHaveCount(0, { timeout: 20_000 });
  await expect(outboxBar(second)).toHaveCount(0, { timeout: 20_000 });

  const contacts = (await server.get(`phonebooks/numbers/contact-list?phonebook_id=${book}`)) as {
    name: string;
    created_at: string;
  }[];
  expect(contacts.map((c) => c.name)).toEqual(['سارا میدانی']);
  const after = await drafts(server);
  expect(after.map((d) => d.message)).toEqual(['نسخهٔ دوم متن از زیرزمین']);
  expect(after[0]?.revision).not.toBe(draft?.revision);
  const inbox = (await server.post('report/messages-inbox', { page: 1, per_page: 10 })) as { seen: string }[];
  expect(inbox.map((m) => m.seen)).toEqual(['1', '1']);
  const shown = (await server.get(`ticket/show?ticket_id=${ticket}`)) as {
    interactions: { description: string; created_at: string }[];
  };
  const replies = shown.interactions.filter((i) => i.description === 'پاسخ من از زیرزمین');
  expect(replies).toHaveLength(1);
  // In the order made: the contact (first) before the reply (last).
  expect(new Date(contacts[0]?.created_at ?? '').getTime()).toBeLessThanOrEqual(
    new Date(`${replies[0]?.created_at.replace(' ', 'T')}Z`).getTime(),
  );
  // And the screens show the server's copies, unmarked.
  await expect(page.getByTestId('message-waiting')).toHaveCount(0);
  await expect(page.getByText('پاسخ من از زیرزمین')).toBeVisible();
});

test('an edit whose message changed meanwhile shows both versions and keeps the one chosen', async ({
  context,
  page,
  request,
}) => {
  const { account, server, draft } = await draftEditedOffline(
    { page, context, request },
    'متن آغازین',
    'نسخهٔ من در میدان',
  );
  // Meanwhile a colleague (or another device) changes the same message on the server.
  const changed = await request.put('/v1/api/user/draft', {
    headers: { Authorization: account.token },
    data: { draft_id: draft?.draft_id, message: 'نسخهٔ همکار در دفتر' },
  });
  expect(changed.ok()).toBe(true);

  await offline(context, false);
  await expect(outboxBar(page)).toContainText('۱ تغییر نیازمند تصمیم شما', { timeout: 20_000 });
  // Nothing was overwritten unseen.
  expect((await drafts(server)).map((d) => d.message)).toEqual(['نسخهٔ همکار در دفتر']);
  await outboxBar(page).getByRole('button', { name: 'صندوق ارسال' }).click();
  const sheet = page.getByRole('dialog', { name: 'صندوق ارسال' });
  await expect(sheet.getByText('نسخهٔ شما', { exact: true })).toBeVisible();
  await expect(sheet.getByText('نسخهٔ من در میدان', { exact: true })).toBeVisible();
  await expect(sheet.getByText('نسخهٔ روی سرور', { exact: true })).toBeVisible();
  await expect(sheet.getByText('نسخهٔ همکار در دفتر', { exact: true })).toBeVisible();
  await sheet.getByRole('button', { name: 'نگه داشتن نسخهٔ من' }).click();
  await expect(sheet.getByText('همهٔ تغییرها به سرور رسیده‌اند.')).toBeVisible({ timeout: 20_000 });
  expect((await drafts(server)).map((d) => d.message)).toEqual(['نسخهٔ من در میدان']);
});

test('a whole phonebook is not deleted offline: the button says why, and works again online', async ({
  context,
  page,
  request,
}, info) => {
  const account = await registerAccount(request);
  const server = api(request, account.token);
  await server.post('phonebooks', { title: 'دفترچهٔ نمایشگاه' });
  await signInWithToken(page, account.token);
  // The books are their own screen on a phone, and /contacts's first tab on a desktop.
  if (info.project.name === 'phone') await page.goto('/contacts/all-groups');
  else {
    await page.goto('/contacts');
    await page.getByRole('tab', { name: 'دفترچه‌های تلفن' }).click();
  }
  await expect(page.getByRole('button', { name: 'حذف دفترچهٔ نمایشگاه' })).toBeVisible();
  await swReady(page);
  await offline(context, true);
  await page.getByRole('button', { name: 'حذف دفترچهٔ نمایشگاه' }).click();
  const dialog = page.getByRole('dialog', { name: 'حذف دفترچه تلفن' });
  const confirm = dialog.getByRole('button', { name: 'حذف', exact: true });
  await expect(confirm).toBeDisabled();
  await expect(confirm).toHaveAccessibleDescription(
    'این کار فقط با اتصال به اینترنت انجام می‌شود؛ پس از وصل شدن دوباره امتحان کنید.',
  );
  await offline(context, false);
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(dialog).toBeHidden();
  expect(await server.get('phonebooks')).toEqual([]);
});

test('an answer rated offline shows its stars at once, and the last rating tapped reaches the server once', async ({
  context,
  page,
  request,
}) => {
  const account = await registerAccount(request);
  const server = api(request, account.token);
  const ticket = (
    (await server.post('ticket', {
      subject: 'پرسش از انبار',
      category_id: '1',
      sub_category_id: '11',
      description: 'سلام',
    })) as { ticket_id: number }
  ).ticket_id;
  await server.post(`demo/ticket/${ticket}/desk`, { action: 'answer', text: 'پاسخ پشتیبانی' });
  await signInWithToken(page, account.token);
  await page.goto(`/support/tickets/${ticket}`);
  const answer = page.getByTestId('message-support');
  await expect(answer).toContainText('پاسخ پشتیبانی');
  await swReady(page);
  await saved(page, 'support', 'ticket', ticket);

  await offline(context, true);
  await answer.getByRole('button', { name: '۲ از ۵' }).click();
  await expect(answer.getByRole('button', { name: '۲ از ۵' })).toHaveAttribute('aria-pressed', 'true');
  await expect(answer).toContainText('در انتظار شبکه');
  // A second thought before the network came back: one rating waits, the last.
  await answer.getByRole('button', { name: '۴ از ۵' }).click();
  await expect(answer.getByRole('button', { name: '۴ از ۵' })).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(answer.getByRole('button', { name: '۴ از ۵' })).toHaveAttribute('aria-pressed', 'true');
  await expect(outboxBar(page)).toContainText('۱ تغییر در انتظار شبکه');

  await offline(context, false);
  await expect(outboxBar(page)).toHaveCount(0, { timeout: 20_000 });
  await expect(answer).not.toContainText('در انتظار شبکه');
  await expect(answer.getByRole('button', { name: '۴ از ۵' })).toHaveAttribute('aria-pressed', 'true');
  const shown = (await server.get(`ticket/show?ticket_id=${ticket}`)) as {
    interactions: { from: string; rate: number }[];
  };
  expect(shown.interactions.filter((i) => i.from === 'support').map((i) => i.rate)).toEqual([4]);
});

test('a ticket written offline waits at the top of the list, and is made once when the network returns', async ({
  context,
  page,
  request,
}) => {
  const account = await registerAccount(request);
  const server = api(request, account.token);
  await signInWithToken(page, account.token);
  await page.goto('/support/tickets');
  await expect(page.getByRole('heading', { name: 'هنوز تیکتی ثبت نکرده‌اید' })).toBeVisible();
  await swReady(page);
  await page.goto('/support/create-ticket');
  await expect(page.getByTestId('ticket-subject')).toBeVisible();
  await saved(page, 'support', 'categories');

  await offline(context, true);
  // Nothing typed yet: refused at once, in Persian, not queued.
  await page.getByTestId('send-ticket').click();
  await expect(page.getByRole('alert')).toContainText(/[آ-ی]/);
  await expect(outboxBar(page)).toHaveCount(0);
  await page.getByRole('combobox', { name: 'دسته موضوع' }).click();
  await page.getByRole('option').first().click();
  await page.getByTestId('ticket-subject').fill('پرسش از زیرزمین');
  await page.getByTestId('ticket-text').fill('پیامک‌های دیروز هنوز نرسیده است.');
  await page.getByTestId('send-ticket').click();
  await expect(page).toHaveURL(/\/support\/tickets(\?|$)/);
  const pending = page.getByRole('list', { name: 'تیکت‌های در انتظار شبکه' });
  await expect(pending).toContainText('تیکت تازه: پرسش از زیرزمین');
  await expect(pending).toContainText('در انتظار شبکه');
  await page.reload();
  await expect(pending).toContainText('پرسش از زیرزمین');

  await offline(context, false);
  await expect(outboxBar(page)).toHaveCount(0, { timeout: 20_000 });
  await expect(pending).toHaveCount(0);
  await expect(page.getByRole('link', { name: /پرسش از زیرزمین/ }).first()).toBeVisible();
  const tickets = (await server.get('ticket?per_page=10')) as { subject: string }[];
  expect(tickets.map((t) => t.subject)).toEqual(['پرسش از زیرزمین']);
});

test('a colleague and a role changed offline show waiting where they are listed, and reach the server once online', async ({
  context,
  page,
  request,
}) => {
  const account = await registerAccount(request);
  const server = api(request, account.token);
  const role = (await server.post('acl/partner/create_role', {
    title: 'فروش',
    permissions: ['reports.view'],
  })) as {
    id: number;
  };
  const mobile = `0912${String(Date.now()).slice(-7)}`;
  const colleague = (await server.post('user/partner/create', {
    first_name: 'رضا',
    last_name: 'احمدی',
    mobile,
    username: `c-${Date.now().toString(36)}`,
    role_ids: [role.id],
  })) as { id: number };
  await signInWithToken(page, account.token);
  await page.goto(`/colleagues/update-access/${role.id}`);
  await expect(page.getByLabel('عنوان نقش')).toHaveValue('فروش');
  await swReady(page);
  await page.goto('/colleagues?tab=1&page=1&limit=10');
  await expect(page.getByRole('link', { name: 'فروش' })).toBeVisible();
  await page.goto(`/colleagues/${colleague.id}`);
  await expect(page.getByRole('heading', { name: 'رضا احمدی' })).toBeVisible();
  // The roles the edit form offers.
  await page.getByRole('button', { name: 'ویرایش' }).click();
  await expect(page.getByLabel('فروش')).toBeChecked();
  await saved(page, 'colleagues');

  await offline(context, true);
  await page.getByLabel('نام خانوادگی').fill('احمدی‌نیا');
  await page.getByRole('button', { name: 'ذخیرهٔ تغییرات' }).click();
  const waiting = page.getByRole('list', { name: 'تغییرهای در انتظار شبکه' });
  await expect(waiting).toContainText('ویرایش همکار «رضا احمدی‌نیا»');
  await expect(waiting).toContainText('در انتظار شبکه');

  await page.goto(`/colleagues/update-access/${role.id}`);
  await page.getByLabel('عنوان نقش').fill('فروش و گزارش');
  await page.getByRole('button', { name: 'ذخیرهٔ نقش' }).click();
  await expect(page).toHaveURL(/\/colleagues\?.*tab=1/);
  const roles = page.getByRole('list', { name: 'نقش‌های در انتظار شبکه' });
  await expect(roles).toContainText('ویرایش نقش «فروش و گزارش»');
  await expect(outboxBar(page)).toContainText('۲ تغییر در انتظار شبکه');

  await offline(context, false);
  await expect(outboxBar(page)).toHaveCount(0, { timeout: 20_000 });
  await expect(roles).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'فروش و گزارش' })).toBeVisible();
  const after = (await server.get(`user/partner/get/${colleague.id}`)) as { last_name: string };
  expect(after.last_name).toBe('احمدی‌نیا');
  const list = (await server.get('acl/partner/role_list')) as { title: string }[];
  expect(list.map((r) => r.title)).toEqual(['فروش و گزارش']);
});

test('a pattern edited offline while it changed on the server shows both versions, and the one kept is sent for review', async ({
  context,
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const account = await registerAccount(request);
  const server = api(request, account.token);
  const body = (title: string) => ({
    title,
    description: 'کد یک‌بار مصرف',
    is_share: false,
    message: 'کد ورود شما %code% است.',
    website: 'https://example.ir',
    variable: [{ name: 'code', type: 'integer' }],
  });
  const code = ((await server.post('user/pattern', body('کد ورود'))) as { pattern_code: string })
    .pattern_code;
  // Reviewed (confirmed) before it is opened: the review changes the pattern too.
  const settled = async () =>
    expect
      .poll(async () => {
        const p = (await server.get(`patterns/${code}`)) as { pattern_status: string; state: string };
        return `${p.pattern_status} ${p.state}`;
      })
      .toBe('active confirmed');
  await settled();
  await signInWithToken(page, account.token);
  await page.goto(`/pattern/${code}`);
  await expect(page.getByTestId('pattern-state')).toHaveText('تأییدشده');
  await swReady(page);
  await page.goto(`/pattern/update/${code}`);
  await expect(page.getByLabel('عنوان الگو')).toHaveValue('کد ورود');

  await offline(context, true);
  await page.getByLabel('عنوان الگو').fill('کد ورود از میدان');
  await page.getByRole('button', { name: 'ثبت ویرایش برای بررسی' }).click();
  await expect(page).toHaveURL(`/pattern/${code}`);
  const waiting = page.getByRole('list', { name: 'ویرایش‌های در انتظار شبکه' });
  await expect(waiting).toContainText('ویرایش الگوی «کد ورود از میدان»');
  await expect(waiting).toContainText('در انتظار شبکه');
  // Meanwhile the same pattern is edited elsewhere, and reviewed again.
  const elsewhere = await request.put(`/v1/api/patterns/normal/${code}`, {
    headers: { Authorization: account.token },
    data: body('کد ورود از دفتر'),
  });
  expect(elsewhere.ok()).toBe(true);
  await settled();

  await offline(context, false);
  await expect(outboxBar(page)).toContainText('۱ تغییر نیازمند تصمیم شما', { timeout: 20_000 });
  expect(((await server.get(`patterns/${code}`)) as { title: string }).title).toBe('کد ورود از دفتر');
  await outboxBar(page).getByRole('button', { name: 'صندوق ارسال' }).click();
  const sheet = page.getByRole('dialog', { name: 'صندوق ارسال' });
  await expect(sheet.getByText('کد ورود از میدان', { exact: true })).toBeVisible();
  await expect(sheet.getByText('کد ورود از دفتر', { exact: true })).toBeVisible();
  await sheet.getByRole('button', { name: 'نگه داشتن نسخهٔ من' }).click();
  await expect(sheet.getByText('همهٔ تغییرها به سرور رسیده‌اند.')).toBeVisible({ timeout: 20_000 });
  await settled();
  expect(((await server.get(`patterns/${code}`)) as { title: string }).title).toBe('کد ورود از میدان');
});

/** Things made offline that are listed, with no page of their own until the server has made them. */
const madeOffline = [
  {
    what: 'a phonebook',
    // The books: their own screen on a phone, a tab of /contacts on a desktop.
    paths: { phone: '/contacts/all-groups', desktop: '/contacts?tab=1' },
    none: 'دفترچه تلفنی ندارید',
    button: 'دفترچه تلفن تازه',
    field: 'عنوان دفترچه تلفن',
    title: 'مشتریان نمایشگاه',
    waiting: 'دفترچه‌های در انتظار شبکه',
    label: 'دفترچهٔ تازه',
    list: 'phonebooks/list-new?per_page=10',
  },
  {
    what: 'a contact feature',
    paths: { phone: '/contacts/manage-more-features', desktop: '/contacts?tab=2' },
    none: 'ویژگی‌ای تعریف نشده است',
    button: 'ویژگی تازه',
    field: 'عنوان فارسی',
    title: 'شهر',
    waiting: 'ویژگی‌های در انتظار شبکه',
    label: 'ویژگی تازه',
    list: 'phonebooks/options/list-new?per_page=10',
  },
];

for (const made of madeOffline)
  test(`${made.what} made offline is listed at once, marked, kept across a reload, and made once when the network returns`, async ({
    context,
    page,
    request,
  }, info) => {
    const account = await registerAccount(request);
    const server = api(request, account.token);
    await signInWithToken(page, account.token);
    await page.goto(isPhone(info.project.name) ? made.paths.phone : made.paths.desktop);
    await expect(page.getByRole('heading', { name: made.none })).toBeVisible();
    await swReady(page);
    await saved(page, 'contacts');

    await offline(context, true);
    await page.getByRole('button', { name: made.button }).click();
    const dialog = page.getByRole('dialog', { name: made.button });
    await dialog.getByLabel(made.field).fill(made.title);
    await dialog.getByRole('button', { name: 'ذخیره' }).click();
    await expect(dialog).toBeHidden();
    const pending = page.getByRole('list', { name: made.waiting });
    await expect(pending).toContainText(`${made.label}: «${made.title}»`);
    await expect(pending).toContainText('در انتظار شبکه');
    // The list no longer says there are none while one waits.
    await expect(page.getByRole('heading', { name: made.none })).toHaveCount(0);
    await page.reload();
    await expect(pending).toContainText(made.title);

    await offline(context, false);
    await expect(outboxBar(page)).toHaveCount(0, { timeout: 20_000 });
    await expect(pending).toHaveCount(0);
    await expect(page.getByText(made.title).first()).toBeVisible();
    const listed = (await server.get(made.list)) as { title: string }[];
    expect(listed.map((row) => row.title)).toEqual([made.title]);
  });

test('with the panel closed, the service worker sends what waits when the browser fires Background Sync', async ({
  context,
  page,
  request,
}) => {
  const { server } = await draftEditedOffline(
    { page, context, request },
    'متن پیش از میدان',
    'متنی که پنل بسته فرستاد',
  );
  await expect(outboxBar(page)).toContainText('۱ تغییر در انتظار شبکه');

  // The panel is closed (its tab leaves for a blank page), then the network returns.
  const cdp = await context.newCDPSession(page);
  const registration = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const mine = registrations.find(
        (r) => !r.isDeleted && r.scopeURL.startsWith(new URL(page.url()).origin),
      );
      if (mine) resolve(mine.registrationId);
    }),
  );
  const origin = new URL(page.url()).origin;
  await cdp.send('ServiceWorker.enable');
  const registrationId = await registration;
  await page.goto('about:blank');
  // No panel page is left: what sends now is the service worker. Chromium fires the sync itself once
  // the network returns (in CI it sometimes did before the next line); it is fired through DevTools too,
  // so the test does not wait on the browser's timing (a second sync finds nothing left to send).
  await offline(context, false);
  await cdp.send('ServiceWorker.dispatchSyncEvent', {
    origin,
    registrationId,
    tag: 'payamak-outbox',
    lastChance: false,
  });
  await expect
    .poll(async () => (await drafts(server)).map((d) => d.message), { timeout: 20_000 })
    .toEqual(['متنی که پنل بسته فرستاد']);
  // Sent once: the panel opened again finds nothing waiting.
  await page.goto('/predefined-messages');
  await expect(page.getByText('متنی که پنل بسته فرستاد')).toBeVisible();
  await expect(outboxBar(page)).toHaveCount(0);
  expect(await drafts(server)).toHaveLength(1);
});
