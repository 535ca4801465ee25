import { expect, test } from '@playwright/test';
import { featureText } from '../../src/domain/send/mail-merge-phonebook.rules.ts';
import { demoBirthDate } from '../../src/server/db/demo-seed-sending.ts';
import { isPhone, signInWithToken } from './helpers.ts';
import { choose, topUp } from './send-helpers.ts';

test('a personalised phonebook send: each contact’s name and birth date previewed, the skipped numbers priced, and sent', async ({
  page,
  request,
}, testInfo) => {
  const login = await request.post('/v1/api/acl/auth/login', {
    data: { username: 'demo', password: 'Payamak@1404' },
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  await topUp(request, token, 10_000_000);
  await signInWithToken(page, token);
  await page.goto('/send-sms/phonebook');
  await choose(page, 'دفترچه تلفن', /^مشتریان وفادار/);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('recipient-count')).toHaveText('۱۲۰ گیرنده');
  await page.getByLabel(/^متن شخصی/).check();

  // The chips insert the placeholders at the caret; the text around them is typed.
  const box = page.getByLabel('متن پیامک');
  const chips = page.getByRole('group', { name: /ویژگی‌های مخاطب/ });
  await expect(chips.getByRole('button')).toHaveText(['نام', 'عنوان', 'تاریخ تولد', 'میزان بدهی']);
  await box.fill('');
  await chips.getByRole('button', { name: 'عنوان', exact: true }).click();
  await box.press('End');
  await box.pressSequentially(' ');
  await chips.getByRole('button', { name: 'نام', exact: true }).click();
  await box.press('End');
  await box.pressSequentially(' عزیز، تولد ');
  await chips.getByRole('button', { name: 'تاریخ تولد', exact: true }).click();
  await box.press('End');
  await box.pressSequentially(' مبارک');
  await expect(box).toHaveValue(/^\{ex_pre\} \{ex_name\} عزیز، تولد \{ex_\d+\} مبارک$/);

  const previews = page.getByTestId('merge-text');
  await expect(previews).toHaveCount(5);
  await expect(previews.nth(0)).toHaveText(
    `آقای علی احمدی عزیز، تولد ${featureText('date', demoBirthDate(0))} مبارک`,
  );
  await expect(previews.nth(1)).toHaveText(
    `خانم مریم حسینی عزیز، تولد ${featureText('date', demoBirthDate(1))} مبارک`,
  );

  await page.getByRole('button', { name: 'محاسبهٔ هزینه و ارسال' }).click();
  const dialog = page.getByRole('dialog', { name: 'تأیید ارسال' });
  await expect(dialog.getByTestId('send-price')).toHaveText(/ریال$/);
  await expect(dialog.getByTestId('send-skipped')).toHaveText(
    '۵ شماره کنار گذاشته شد: لیست سیاه ۳، لیست لغو۱۱ ۲',
  );
  await expect(dialog.getByTestId('send-recipients')).toHaveText('۱۱۵');
  if (!isPhone(testInfo.project.name))
    await expect(page.getByTestId('summary-skipped')).toHaveText(
      '۵ شماره کنار گذاشته شد: لیست سیاه ۳، لیست لغو۱۱ ۲',
    );
  const sent = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/v1/api/send',
  );
  await dialog.getByRole('button', { name: 'ارسال', exact: true }).click();
  const response = await sent;
  const body = response.request().postDataJSON() as { sending_type: string };
  expect(body.sending_type).toBe('keyword_phonebook');
  // One id per contact (the skipped ones too), while the page follows the whole send: its campaign.
  const answer = (await response.json()) as { data: { bulk_id: number; message_outbox_ids: number[] } };
  expect(answer.data.message_outbox_ids).toHaveLength(120);
  await page.waitForURL(new RegExp(`/send-sms/success-send/${answer.data.bulk_id}$`));
  await expect(page.getByText(/۱۲۰ از ۱۲۰ فرستاده شد/)).toBeVisible({ timeout: 20_000 });
});
