// A tag deleted from every contact: the contacts list's tag management names each tag with how many
// contacts carry it, asks before deleting one (naming it and that count), and the contacts stay.
import { type APIRequestContext, expect, test } from '@playwright/test';
import { isPhone, registerAccount, signInWithToken } from './helpers.ts';
import { mobiles } from './send-helpers.ts';

async function api(request: APIRequestContext, token: string, path: string, data: object) {
  const response = await request.post(`/v1/api${path}`, { headers: { Authorization: token }, data });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { id?: number } }).data;
}

test('a tag is deleted from every contact after a confirmation naming it and how many carry it', async ({
  page,
  request,
}, testInfo) => {
  const { token } = await registerAccount(request);
  const book = (await api(request, token, '/phonebooks', { title: 'مشتریان' })).id;
  const numbers = mobiles(3);
  await api(request, token, '/phonebooks/numbers/add-list-new', {
    list: numbers.map((number, i) => ({
      number,
      name: `مشتری ${['یکم', 'دوم', 'سوم'][i]}`,
      phonebook_id: book,
    })),
  });
  const listed = await request.get('/v1/api/phonebooks/numbers/contact-list', {
    headers: { Authorization: token },
  });
  const ids = ((await listed.json()) as { data: { id: number }[] }).data.map((c) => c.id);
  await api(request, token, '/phonebooks/numbers/tags', { number_ids: ids, add: ['وفادار'] });
  await api(request, token, '/phonebooks/numbers/tags', { number_ids: ids.slice(0, 1), add: ['تهران'] });

  await signInWithToken(page, token);
  await page.goto(isPhone(testInfo.project.name) ? '/contacts/all-contacts' : '/contacts?tab=0');
  await page.getByRole('button', { name: 'مدیریت برچسب‌ها' }).click();
  const manager = page.getByRole('dialog', { name: 'برچسب‌ها' });
  const tags = manager.getByRole('list', { name: 'برچسب‌های در حال استفاده' });
  await expect(tags.getByRole('listitem')).toHaveCount(2);
  await expect(tags.getByRole('listitem').filter({ hasText: 'وفادار' })).toContainText('۳ مخاطب');
  await manager.getByRole('button', { name: 'حذف برچسب وفادار' }).click();
  const confirm = page.getByRole('dialog', { name: 'حذف برچسب' });
  await expect(confirm).toContainText('برچسب «وفادار» از ۳ مخاطبی که آن را دارند برداشته شود؟');
  await confirm.getByRole('button', { name: 'حذف' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'برچسب «وفادار» از همهٔ مخاطبان برداشته شد' }),
  ).toBeVisible();
  await expect(page.getByText('مشتری سوم')).toBeVisible();

  // Only the other tag is left, on its one contact.
  await page.getByRole('button', { name: 'مدیریت برچسب‌ها' }).click();
  await expect(tags.getByRole('listitem')).toHaveCount(1);
  await expect(tags.getByRole('listitem')).toContainText('تهران');
  const left = await request.get('/v1/api/phonebooks/tags', { headers: { Authorization: token } });
  expect(((await left.json()) as { data: unknown }).data).toEqual([{ tag: 'تهران', count: 1 }]);
});
