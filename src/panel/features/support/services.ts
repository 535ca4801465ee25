// The services sold through a ticket (spec 6): what each is, what it costs, and the ticket that buys
// it (its category, subcategory, title and text prefilled on create-ticket).
export type Service = {
  key: string;
  title: string;
  description: string;
  price: string;
  features: readonly string[];
  ticket: { category: string; sub: string; subject: string; text: string };
};

const buy = (title: string) => ({
  category: '1',
  sub: '11',
  subject: `خرید ${title}`,
  text: `سلام، می‌خواهم «${title}» را برای حساب خود فعال کنم. لطفاً پیش‌فاکتور و مراحل را اعلام کنید.`,
});

export const SERVICES: readonly Service[] = [
  {
    key: 'pro',
    title: 'طرح حرفه‌ای',
    description: 'برای کسب‌وکارهایی که کارزارهای بزرگ و منظم می‌فرستند.',
    price: '۱۲٬۰۰۰٬۰۰۰ ریال در سال',
    features: ['رهگیری لینک و پارامترهای UTM', 'همکاران بیشتر با نقش‌های دسترسی', 'گزارش‌های پیشرفته و خروجی'],
    ticket: buy('طرح حرفه‌ای'),
  },
  {
    key: 'line',
    title: 'خط اختصاصی',
    description: 'سرشماره‌ای به نام کسب‌وکار شما، برای ارسال و دریافت.',
    price: 'از ۵٬۰۰۰٬۰۰۰ ریال',
    features: [
      'دریافت پاسخ مشتریان در صندوق دریافت',
      'ارسال خدماتی و تبلیغاتی',
      'انتخاب از میان شماره‌های آزاد',
    ],
    ticket: { ...buy('خط اختصاصی'), sub: '12' },
  },
  {
    key: 'api',
    title: 'وب‌سرویس سازمانی',
    description: 'اتصال سامانه‌های شما به ارسال پیامک با سقف بالاتر و پشتیبانی فنی.',
    price: '۸٬۰۰۰٬۰۰۰ ریال در سال',
    features: ['سقف درخواست بالاتر', 'آی‌پی‌های مجاز بیشتر', 'پشتیبانی فنی اختصاصی'],
    ticket: buy('وب‌سرویس سازمانی'),
  },
];
