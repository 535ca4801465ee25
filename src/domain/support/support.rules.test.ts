import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { supportMessages } from './support.messages.ts';
import {
  attachmentName,
  attachmentProblem,
  canReopen,
  FAQS,
  foldForSearch,
  MAX_ATTACHMENT_BYTES,
  proposeTicket,
  searchFaqs,
  sniffAttachmentType,
  subCategoryOf,
  TICKET_STATE_IDS,
  TICKET_STATES,
} from './support.rules.ts';
import {
  attachmentsOf,
  TicketCreateSchema,
  TicketInteractionSchema,
  TicketListQuerySchema,
  TicketRateSchema,
} from './support.schema.ts';

const bytes = (...b: number[]) => new Uint8Array(b);

describe('ticket states', () => {
  it('has six, each with a Persian title', () => {
    expect(TICKET_STATE_IDS.map((id) => TICKET_STATES[id].title)).toEqual([
      'در انتظار پاسخ کاربر',
      'در انتظار پاسخ پشتیبانی',
      'پاسخ داده شده',
      'بسته شده',
      'ارجاع برای بررسی بیشتر',
      'ارجاع به واحد مربوط',
    ]);
  });
});

describe('attachments', () => {
  it('are images or a PDF by their bytes, not empty, at most 2 MB', () => {
    expect(sniffAttachmentType(bytes(0x25, 0x50, 0x44, 0x46, 0x2d, 0x31))).toBe('application/pdf');
    expect(sniffAttachmentType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffAttachmentType(bytes(0x50, 0x4b, 0x03, 0x04))).toBeNull();
    const pdf = bytes(0x25, 0x50, 0x44, 0x46, 0x2d);
    expect(attachmentProblem(pdf, 0)).toBe('empty');
    expect(attachmentProblem(bytes(1, 2, 3), 3)).toBe('type');
    expect(attachmentProblem(pdf, MAX_ATTACHMENT_BYTES + 1)).toBe('size');
    expect(attachmentProblem(pdf, MAX_ATTACHMENT_BYTES)).toBeNull();
  });

  it('are named by the user without a path, with the extension their bytes show', () => {
    expect(attachmentName('C:\\x\\../فاکتور مهر.png.exe', 'application/pdf')).toBe('فاکتور مهرpng.pdf');
    expect(attachmentName('', 'image/gif')).toBe('attachment.gif');
    expect(attachmentName('<script>.jpg', 'image/jpeg')).toBe('script.jpg');
  });
});

describe('reopening', () => {
  it('is allowed within 7 days of closing', () => {
    const closed = new Date('2026-01-01T00:00:00Z');
    expect(canReopen(closed, new Date('2026-01-07T23:00:00Z'))).toBe(true);
    expect(canReopen(closed, new Date('2026-01-08T00:00:00Z'))).toBe(false);
    expect(canReopen(null, closed)).toBe(false);
  });
});

describe('searching the questions', () => {
  it('folds Arabic letters, joiners, marks and digits of any script', () => {
    expect(foldForSearch('مي‌رسد ك ۷۲ ٣ مِن')).toBe('میرسد ک 72 3 من');
    expect(searchFaqs('پيامك نرسيده')[0]?.id).toBe(1);
    expect(searchFaqs('رمز عبور فراموش')[0]?.id).toBe(6);
    expect(searchFaqs('۷۲ ساعت')[0]?.id).toBe(4);
  });

  it('finds nothing for unrelated words, everything for none, and narrows by category', () => {
    expect(searchFaqs('زرافه')).toEqual([]);
    expect(searchFaqs('  ')).toHaveLength(FAQS.length);
    expect(searchFaqs('', 3).every((f) => f.category_id === 3)).toBe(true);
  });
});

describe('the one-sentence proposal', () => {
  it('picks the subcategory whose words the sentence holds', () => {
    expect(proposeTicket('می‌خواهم پنل را ارتقا دهم و رهگیری لینک داشته باشم')).toMatchObject({
      category_id: 1,
      sub_category_id: 11,
    });
    expect(proposeTicket('الگوی پیامک من تایید نشد')).toMatchObject({ sub_category_id: 32 });
  });

  it('falls back to a system error, and titles by the first words', () => {
    const p = proposeTicket('سلام');
    expect([p.category_id, p.sub_category_id]).toEqual([4, 42]);
    expect(p.subject).toBe('سلام');
    const long = proposeTicket('یک دو سه چهار پنج شش هفت هشت نه ده');
    expect(long.subject).toBe('یک دو سه چهار پنج شش هفت هشت');
    expect(proposeTicket('ا'.repeat(100)).subject.endsWith('…')).toBe(true);
    expect(subCategoryOf(1, 99)).toBeUndefined();
  });
});

describe('the ticket schemas', () => {
  const form = { subject: ' خرید ', category_id: '۱', description: 'متن' };
  it('reads ids in any digit script and bounds files', () => {
    expect(v.parse(TicketCreateSchema, form)).toMatchObject({ subject: 'خرید', category_id: 1 });
    const six = Array.from({ length: 6 }, () => new Blob(['x']));
    const result = v.safeParse(TicketCreateSchema, { ...form, files: six });
    expect(result.issues?.[0]?.message).toBe(supportMessages.tooManyFiles);
    const one = new Blob(['x']);
    expect(attachmentsOf({ file: one, files: [one, one] })).toHaveLength(3);
    expect(v.safeParse(TicketInteractionSchema, { ticket_id: 'x', description: 'a' }).success).toBe(false);
  });

  it('refuses a rate outside 1 to 5 and reads the list filters', () => {
    expect(v.safeParse(TicketRateSchema, { ticket_id: 1, rate: 0 }).issues?.[0]?.message).toBe(
      supportMessages.rateInvalid,
    );
    expect(v.parse(TicketListQuerySchema, { state_id: '۳', from: '2026-01-01' })).toMatchObject({
      state_id: 3,
      from: '2026-01-01',
      page: 1,
      per_page: 10,
    });
  });
});
