// The demo account's predefined messages: texts a flower shop sends again and again, in two
// groups and one left ungrouped, so the composer's picker has something to search and filter. The
// cancel-11 suffix is not in them: the composer adds it to every send.
import type { Queryable } from './client.ts';
import { insertRows } from './insert-rows.ts';

const MESSAGE_COLUMNS = ['user_id', 'group_id', 'title', 'text', 'created_at'];
const HOUR = 3_600_000;

export const DEMO_PREDEFINED_GROUPS = [
  {
    title: 'مناسبت‌ها',
    messages: [
      {
        title: 'تبریک نوروز',
        text: 'نوروزتان پیروز! گلبرگ سال نو را به شما تبریک می‌گوید. تا پایان فروردین، ۲۰٪ تخفیف سفارش دسته‌گل با کد NOWRUZ',
      },
      {
        title: 'شب یلدا',
        text: 'یلدا، بلندترین شب سال، با سبد گل و انار گلبرگ گرم‌تر است. سفارش تا ساعت ۱۸ امروز، تحویل همین امشب در تهران',
      },
      {
        title: 'روز مادر',
        text: 'روز مادر مبارک! دسته‌گل‌های ویژه روز مادر با ارسال رایگان در گلبرگ آماده سفارش است: golbarg.example.ir',
      },
    ],
  },
  {
    title: 'اطلاع‌رسانی به مشتریان',
    messages: [
      {
        title: 'ارسال سفارش',
        text: 'مشتری گرامی، سفارش شما از فروشگاه گلبرگ ارسال شد و تا ۲ ساعت دیگر به دستتان می‌رسد. سپاس از خرید شما',
      },
      {
        title: 'یادآوری سبد خرید',
        text: 'گل‌هایی که انتخاب کرده بودید هنوز در سبد خریدتان منتظرند. تا فردا شب با کد SABAD ارسال رایگان است',
      },
      {
        title: null,
        text: 'ساعت کاری فروشگاه گلبرگ در ایام تعطیلات: همه‌روزه ۹ تا ۲۱. سفارش آنلاین شبانه‌روزی است',
      },
    ],
  },
] as const;

const UNGROUPED =
  'از اعتماد شما سپاسگزاریم. نظرتان درباره خرید امروز را با ما در میان بگذارید: golbarg.example.ir/nazar';

export async function seedDemoPredefined(tx: Queryable, userId: number, now: Date) {
  let age = 0;
  // Older first, so the newest-first list opens on the last of them.
  const at = () => new Date(now.getTime() - (30 - age++) * 24 * HOUR);
  for (const group of DEMO_PREDEFINED_GROUPS) {
    const [row] = await tx.query<{ id: number }>(
      'insert into predefined_message_groups (user_id, title, created_at) values ($1, $2, $3) returning id::int',
      [userId, group.title, at()],
    );
    if (!row) continue;
    await insertRows(
      tx,
      'predefined_messages',
      MESSAGE_COLUMNS,
      group.messages.map((m) => [userId, row.id, m.title, m.text, at()]),
    );
  }
  await insertRows(tx, 'predefined_messages', MESSAGE_COLUMNS, [[userId, null, null, UNGROUPED, at()]]);
}
