// The catalogue of integrations the provider offers (panel/plugins). The official clients are the
// published API's own (their public repositories; tests/api/official-clients.test.ts replays their
// requests against this server); an integration not yet published has no address, and the panel says so.
import type { Plugin } from '../../domain/developers/plugins.schema.ts';

export const PLUGINS: readonly Plugin[] = [
  {
    id: 'wordpress',
    kind: 'plugin',
    title: 'افزونهٔ وردپرس و ووکامرس',
    description:
      'پیامک سفارش‌های فروشگاه (ثبت، پرداخت، ارسال) به خریدار و مدیر، کد تأیید ورود و ثبت‌نام، و خبرنامهٔ پیامکی برای مشترکان سایت.',
    platform: 'WordPress / WooCommerce',
    version: null,
    url: null,
    install: null,
  },
  {
    id: 'n8n',
    kind: 'connector',
    title: 'اتصال به n8n',
    description:
      'ارسال پیامک و ارسال با الگو از گردش‌کارهای خودکار: هر رویداد سامانه‌های دیگر (فرم، فروشگاه، جدول) می‌تواند پیامک بفرستد، بدون برنامه‌نویسی.',
    platform: 'n8n',
    version: '0.4.0',
    url: 'https://github.com/ippanelcom/n8n-node',
    install: 'npm install n8n-nodes-ippanel',
  },
  {
    id: 'php-sdk',
    kind: 'sdk',
    title: 'کتابخانهٔ PHP و لاراول',
    description: 'ارسال پیامک، ارسال با الگو و کد صوتی از برنامه‌های PHP و لاراول، با کلید API حساب.',
    platform: 'PHP',
    version: '1.0.0',
    url: 'https://github.com/ippanelcom/laravel-sdk',
    install: 'composer require ippanelcom/laravel-sdk',
  },
  {
    id: 'python-sdk',
    kind: 'sdk',
    title: 'کتابخانهٔ پایتون',
    description: 'ارسال پیامک، ارسال با الگو و کد صوتی از برنامه‌های پایتون، با کلید API حساب.',
    platform: 'Python',
    version: null,
    url: 'https://github.com/ippanelcom/python-sdk',
    install: null,
  },
  {
    id: 'go-sdk',
    kind: 'sdk',
    title: 'کتابخانهٔ Go',
    description: 'ارسال پیامک، ارسال با الگو و کد صوتی از برنامه‌های Go، با کلید API حساب.',
    platform: 'Go',
    version: null,
    url: 'https://github.com/ippanelcom/golang-sdk',
    install: 'go get github.com/ippanelcom/golang-sdk/ippanel',
  },
  {
    id: 'node-sdk',
    kind: 'sdk',
    title: 'کتابخانهٔ Node.js',
    description:
      'ارسال پیامک و گزارش‌ها از برنامه‌های Node.js و TypeScript. تا انتشار آن، نمونه‌های JavaScript مستندات همین کار را می‌کنند.',
    platform: 'Node.js',
    version: null,
    url: null,
    install: null,
  },
];
