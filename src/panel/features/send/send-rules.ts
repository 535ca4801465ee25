import {
  sendMessages as domainMessages,
  formatNumber,
  isScheduleTooEarly,
  jalaliToStored,
  messages,
} from '../../../domain/index.ts';

export const sendMessages = {
  scheduleRequired: 'تاریخ و ساعت ارسال را انتخاب کنید',
  schedulePast: domainMessages.scheduleInPast,
  queued: 'اینترنت در دسترس نیست: ارسال در صف ماند و با برگشت اتصال، یک بار فرستاده می‌شود.',
};

export type CommonDraft = { text: string; lineId: string; later: boolean; at: string };
export const EMPTY_COMMON: CommonDraft = { text: '', lineId: '', later: false, at: '' };

export type CommonErrors = Partial<Record<'text' | 'lineId' | 'at', string>>;

/** Text required, a line chosen, a scheduled time given and not past (the server's grace allowed). */
export function checkCommon(draft: CommonDraft, now = new Date()): CommonErrors {
  const errors: CommonErrors = {};
  if (draft.text.trim() === '') errors.text = messages.textRequired;
  if (draft.lineId === '') errors.lineId = messages.selectSenderLine;
  if (draft.later) {
    const stored = draft.at ? jalaliToStored(draft.at) : null;
    if (!stored) errors.at = sendMessages.scheduleRequired;
    else if (isScheduleTooEarly(stored, now)) errors.at = sendMessages.schedulePast;
  }
  return errors;
}

/** The common part of a send body: the text and `send_time` (UTC), the line added by the composer. */
export function commonBody(draft: CommonDraft) {
  const at = draft.later && draft.at ? jalaliToStored(draft.at) : null;
  return { message: draft.text, send_time: at };
}

/**
 * The numbers a priced send leaves out, by reason, as the summary and the confirm sheet say them;
 * null when none is.
 */
export function skippedText(
  price: {
    blocked?: number | undefined;
    skipped?: { blacklist: number; cancel_11: number } | undefined;
  } | null,
): string | null {
  if (!price?.blocked) return null;
  const { blacklist, cancel_11 } = price.skipped ?? { blacklist: 0, cancel_11: 0 };
  return `${formatNumber(price.blocked)} شماره کنار گذاشته شد: لیست سیاه ${formatNumber(blacklist)}، لیست لغو۱۱ ${formatNumber(cancel_11)}`;
}
