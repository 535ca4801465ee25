// Support's rules: the six ticket states with their Persian titles and colours, the provider's ticket
// categories and frequently asked questions, how a question typed in any keyboard finds its answers,
// how one free sentence is matched to a category (no outside service: words against the catalogue),
// and what an attachment may be (an image or a PDF judged by its first bytes, at most 2 MB).
import { sniffImageType } from '../account/documents.rules.ts';
import { MAX_IMAGE_BYTES } from '../core/limits.ts';
import { foldPersian } from '../core/persian-text.ts';

/** A ticket's state (spec 3): 1 waiting for the user … 6 referred to the relevant unit. */
export type TicketStateId = 1 | 2 | 3 | 4 | 5 | 6;
export const TICKET_STATE_IDS: readonly TicketStateId[] = [1, 2, 3, 4, 5, 6];

export const TICKET_STATES: Readonly<
  Record<
    TicketStateId,
    { name: string; title: string; tone: 'warning' | 'info' | 'success' | 'neutral' | 'accent' }
  >
> = {
  1: { name: 'waiting_for_user', title: 'در انتظار پاسخ کاربر', tone: 'warning' },
  2: { name: 'waiting_for_support', title: 'در انتظار پاسخ پشتیبانی', tone: 'info' },
  3: { name: 'replied', title: 'پاسخ داده شده', tone: 'success' },
  4: { name: 'closed', title: 'بسته شده', tone: 'neutral' },
  5: { name: 'further_review', title: 'ارجاع برای بررسی بیشتر', tone: 'accent' },
  6: { name: 'referred_to_unit', title: 'ارجاع به واحد مربوط', tone: 'accent' },
};

/** Bounds: a message's text, a title, attachments per message, tickets a day, a rating's comment. */
export const MAX_TICKET_TEXT = 5_000;
export const MAX_TICKET_SUBJECT = 200;
export const MAX_ATTACHMENTS_PER_MESSAGE = 5;
export const MAX_ATTACHMENT_BYTES = MAX_IMAGE_BYTES;
export const MAX_TICKETS_PER_DAY = 20;
export const MAX_RATE_COMMENT = 500;
/** A closed ticket is opened again by a reply within this many days. */
export const REOPEN_DAYS = 7;
/** A sentence for the one-sentence path, at most this long. */
export const MAX_SENTENCE = 500;
/** The body of a message with its attachments: the files and the form around them. */
export const MAX_TICKET_BODY_BYTES = MAX_ATTACHMENTS_PER_MESSAGE * MAX_ATTACHMENT_BYTES + 64 * 1024;

export type AttachmentType = 'image/jpeg' | 'image/png' | 'image/gif' | 'application/pdf';
/** Enough leading bytes to tell the images and a PDF apart. */
export const ATTACHMENT_SNIFF_BYTES = 8;

/** The type an attachment's first bytes show: a JPG, PNG, GIF or PDF, else null. */
export function sniffAttachmentType(head: Uint8Array): AttachmentType | null {
  const image = sniffImageType(head);
  if (image) return image;
  // "%PDF-"
  const pdf = [0x25, 0x50, 0x44, 0x46, 0x2d].every((b, i) => head[i] === b);
  return pdf ? 'application/pdf' : null;
}

/** What is wrong with an attachment (empty, not an image or PDF by its bytes, over 2 MB), or null. */
export function attachmentProblem(head: Uint8Array, size: number): 'empty' | 'type' | 'size' | null {
  if (size === 0) return 'empty';
  if (sniffAttachmentType(head) === null) return 'type';
  if (size > MAX_ATTACHMENT_BYTES) return 'size';
  return null;
}

/** The name an attachment is kept under: the user's name without path or odd characters, its extension by its bytes. */
export function attachmentName(given: string, type: AttachmentType): string {
  const extension = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/gif': 'gif', 'application/pdf': 'pdf' }[
    type
  ];
  const base = (given.split(/[\\/]/).pop() ?? '')
    .replace(/\.[^.]*$/, '')
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .trim()
    .slice(0, 80);
  return `${base || 'attachment'}.${extension}`;
}

/** May a reply open this closed ticket again: closed less than REOPEN_DAYS ago. */
export const canReopen = (closedAt: Date | null, now: Date): boolean =>
  closedAt !== null && now.getTime() - closedAt.getTime() < REOPEN_DAYS * 86_400_000;

export type SubCategory = { id: number; title: string; words: readonly string[] };
export type TicketCategory = { id: number; name: string; sub_categories: readonly SubCategory[] };

/** The provider's ticket categories, each with subcategories and the words that point to them. */
export const TICKET_CATEGORIES: readonly TicketCategory[] = [
  {
    id: 1,
    name: 'فروش و خرید خدمات',
    sub_categories: [
      {
        id: 11,
        title: 'خرید یا ارتقای پنل',
        words: ['خرید', 'پنل', 'ارتقا', 'طرح', 'پلن', 'امکانات', 'لینک', 'رهگیری'],
      },
      { id: 12, title: 'خرید خط اختصاصی', words: ['خط', 'اختصاصی', 'شماره', 'سرشماره'] },
      { id: 13, title: 'همکار و دسترسی', words: ['همکار', 'دسترسی', 'کاربر'] },
    ],
  },
  {
    id: 2,
    name: 'مالی',
    sub_categories: [
      { id: 21, title: 'شارژ کیف پول', words: ['شارژ', 'کیف', 'پرداخت', 'درگاه', 'اعتبار', 'پول'] },
      { id: 22, title: 'فاکتور و تراکنش', words: ['فاکتور', 'تراکنش', 'مالیات', 'برگشت', 'کسر', 'مبلغ'] },
    ],
  },
  {
    id: 3,
    name: 'ارسال پیامک',
    sub_categories: [
      { id: 31, title: 'پیامک نرسیده', words: ['نرسید', 'نمیرسد', 'دریافت', 'تحویل', 'گزارش', 'ارسال'] },
      { id: 32, title: 'الگو و پیامک خدماتی', words: ['الگو', 'پترن', 'کد', 'تایید', 'خدماتی'] },
      { id: 33, title: 'لغو ۱۱ و لیست سیاه', words: ['لغو', 'سیاه', 'بلاک', 'مسدود'] },
    ],
  },
  {
    id: 4,
    name: 'فنی و وب‌سرویس',
    sub_categories: [
      {
        id: 41,
        title: 'کلید API و وب‌سرویس',
        words: ['api', 'کلید', 'وب', 'سرویس', 'توکن', 'افزونه', 'پلاگین'],
      },
      { id: 42, title: 'خطای سامانه', words: ['خطا', 'باگ', 'کار', 'نمیکند', 'صفحه', 'باز'] },
    ],
  },
  {
    id: 5,
    name: 'حساب کاربری',
    sub_categories: [
      { id: 51, title: 'احراز هویت و مدارک', words: ['مدرک', 'کارت', 'ملی', 'احراز', 'هویت'] },
      { id: 52, title: 'ورود و امنیت', words: ['رمز', 'ورود', 'موبایل', 'دومرحله', 'امنیت'] },
    ],
  },
];

export function categoryOf(id: number): TicketCategory | undefined {
  return TICKET_CATEGORIES.find((c) => c.id === id);
}
export function subCategoryOf(categoryId: number, id: number): SubCategory | undefined {
  return categoryOf(categoryId)?.sub_categories.find((s) => s.id === id);
}

export type FaqCategory = { id: number; title: string };
export type Faq = { id: number; category_id: number; question: string; answer: string };

export const FAQ_CATEGORIES: readonly FaqCategory[] = [
  { id: 1, title: 'ارسال پیامک' },
  { id: 2, title: 'مالی و کیف پول' },
  { id: 3, title: 'حساب و امنیت' },
  { id: 4, title: 'خدمات و طرح‌ها' },
];

export const FAQS: readonly Faq[] = [
  {
    id: 1,
    category_id: 1,
    question: 'چرا پیامک من به گیرنده نرسیده است؟',
    answer:
      'در گزارش ارسال، وضعیت هر شماره را ببینید. «نرسیده به گوشی» یعنی گوشی خاموش یا خارج از دسترس بوده است؛ شماره‌های لیست سیاه (لغو ۱۱) هم پیامک تبلیغاتی نمی‌گیرند.',
  },
  {
    id: 2,
    category_id: 1,
    question: 'هزینه هر پیامک چگونه حساب می‌شود؟',
    answer:
      'هر پیامک فارسی تا ۷۰ نویسه یک بخش است و پیامک بلندتر چند بخش. هزینه، بخش‌ها ضرب در تعرفه خط است؛ پیش از ارسال، هزینه را در صفحه ارسال می‌بینید.',
  },
  {
    id: 3,
    category_id: 1,
    question: 'الگوی پیامک خدماتی چقدر طول می‌کشد تا تأیید شود؟',
    answer:
      'الگوها معمولاً در چند دقیقه بررسی می‌شوند. نام شرکت باید در متن باشد و پیوند فقط به شکل متغیر بیاید.',
  },
  {
    id: 4,
    category_id: 2,
    question: 'مبلغ از حسابم کم شد ولی کیف پولم شارژ نشد',
    answer:
      'اگر پرداخت ناموفق بوده، مبلغ حداکثر تا ۷۲ ساعت به حساب شما بازمی‌گردد. اگر پس از آن برنگشت، تیکت ثبت کنید.',
  },
  {
    id: 5,
    category_id: 2,
    question: 'چطور فاکتور رسمی دریافت کنم؟',
    answer:
      'در صفحه تراکنش‌ها، کنار هر شارژ، فاکتور آن را دریافت کنید. برای فاکتور رسمی، اطلاعات حقوقی پروفایل باید کامل باشد.',
  },
  {
    id: 6,
    category_id: 3,
    question: 'رمز عبورم را فراموش کرده‌ام',
    answer: 'در صفحه ورود، «فراموشی رمز» را بزنید؛ کد به موبایل ثبت‌شده می‌آید و رمز تازه می‌گذارید.',
  },
  {
    id: 7,
    category_id: 3,
    question: 'چطور ورود دومرحله‌ای را فعال کنم؟',
    answer: 'در پروفایل، بخش امنیت، ورود دومرحله‌ای با پیامک یا برنامه احراز هویت را روشن کنید.',
  },
  {
    id: 8,
    category_id: 4,
    question: 'چطور رهگیری لینک را فعال کنم؟',
    answer:
      'رهگیری لینک در طرح‌های بالاتر هست. از صفحه طرح‌ها «خرید با ثبت تیکت» را بزنید تا پشتیبانی طرح شما را ارتقا دهد.',
  },
  {
    id: 9,
    category_id: 4,
    question: 'خط اختصاصی چطور بخرم؟',
    answer:
      'از صفحه امکانات، خط اختصاصی را انتخاب کنید و با ثبت تیکت درخواست دهید؛ پیش‌فاکتور در همان تیکت می‌آید.',
  },
];

// Short vowels and other marks, tanwin, the superscript alef: a search reads a word with or without them.
const DIACRITICS = /[\u064B-\u065F\u0670]/g;
/** The zero-width non-joiner and the joiner: «می‌رسد» and «میرسد» and «می رسد» are one word. */
const JOINERS = /[\u200C\u200D]/g;

/** A text as searches compare it: folded letters and digits (any script), no marks, no joiners, one space. */
export const foldForSearch = (text: string): string =>
  foldPersian(text)
    .replace(DIACRITICS, '')
    .replace(JOINERS, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

const STOP_WORDS = new Set([
  'و',
  'به',
  'از',
  'که',
  'را',
  'در',
  'با',
  'این',
  'آن',
  'من',
  'یک',
  'تا',
  'چرا',
  'چطور',
  'است',
  'شده',
  'ولی',
  'هم',
]);

/** The words of a text worth matching: folded, two letters or more, not a stop word. */
export function searchWords(text: string): string[] {
  return [...new Set(foldForSearch(text).split(' '))].filter((w) => w.length >= 2 && !STOP_WORDS.has(w));
}

/** Does `word` (folded) match a word of a text: one starts the other, or they are equal with joiners gone. */
const wordMatches = (word: string, textWords: readonly string[]) =>
  textWords.some((t) => t.startsWith(word) || (word.length >= 3 && word.startsWith(t) && t.length >= 3));

/**
 * The questions that answer `query`, best first: each scores the words of the query it holds (its
 * question counts double). A query of no searchable word finds nothing; `categoryId` narrows.
 */
export function searchFaqs(query: string, categoryId?: number, faqs: readonly Faq[] = FAQS): Faq[] {
  const words = searchWords(query);
  const pool = categoryId ? faqs.filter((f) => f.category_id === categoryId) : faqs;
  if (words.length === 0) return [...pool];
  return pool
    .map((faq) => {
      const q = foldForSearch(faq.question).split(' ');
      const a = foldForSearch(faq.answer).split(' ');
      const score = words.reduce((s, w) => s + (wordMatches(w, q) ? 2 : wordMatches(w, a) ? 1 : 0), 0);
      return { faq, score };
    })
    .filter((x) => x.score > 0)
    .sort((x, y) => y.score - x.score || x.faq.id - y.faq.id)
    .map((x) => x.faq);
}

export type TicketProposal = {
  category_id: number;
  category_name: string;
  sub_category_id: number;
  sub_category_title: string;
  subject: string;
};

/**
 * One free sentence read as a ticket: the subcategory whose words it holds most (ties: the first in
 * the catalogue; none: «خطای سامانه» under technical), and a title made of its first words.
 */
export function proposeTicket(sentence: string): TicketProposal {
  const words = searchWords(sentence);
  let best: { category: TicketCategory; sub: SubCategory; score: number } | null = null;
  for (const category of TICKET_CATEGORIES)
    for (const sub of category.sub_categories) {
      const subWords = sub.words.map(foldForSearch);
      const score = words.filter((w) => wordMatches(w, subWords)).length;
      if (score > 0 && (best === null || score > best.score)) best = { category, sub, score };
    }
  const category = best?.category ?? (categoryOf(4) as TicketCategory);
  const sub = best?.sub ?? (category.sub_categories[1] as SubCategory);
  const clean = sentence.replace(/\s+/g, ' ').trim();
  const firstWords = clean.split(' ').slice(0, 8).join(' ');
  const subject = (firstWords.length > 60 ? `${firstWords.slice(0, 60)}…` : firstWords) || sub.title;
  return {
    category_id: category.id,
    category_name: category.name,
    sub_category_id: sub.id,
    sub_category_title: sub.title,
    subject,
  };
}

export type ContactPhone = { title: string; number: string };

/** The provider's contact, as the contact page shows it (numbers in Latin digits, for tel: links). */
export const PROVIDER_CONTACT = {
  title: 'پشتیبانی پیامک',
  phones: [
    { title: 'پشتیبانی و فروش', number: '02191001234' },
    { title: 'پشتیبانی فنی', number: '02191005678' },
  ] as readonly ContactPhone[],
  hours: 'شنبه تا چهارشنبه ۸ تا ۱۷ و پنجشنبه ۸ تا ۱۳',
  address: 'تهران، خیابان ولیعصر، بالاتر از میدان ونک، پلاک ۱۲۳۴، طبقه ۵',
  email: 'support@payamak.example.ir',
} as const;
