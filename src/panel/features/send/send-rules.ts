import { sendMessages as domainMessages, jalaliToStored, messages } from '../../../domain/index.ts';

export const sendMessages = {
  scheduleRequired: 'تاریخ و ساعت ارسال را انتخاب کنید',
  schedulePast: domainMessages.scheduleInPast,
  queued: 'اینترنت در دسترس نیست: ارسال در صف ماند و با برگشت اتصال، یک بار فرستاده می‌شود.',
};

export type CommonDraft = { text: string; lineId: string; later: boolean; at: string };
export const EMPTY_COMMON: CommonDraft = { text: '', lineId: '', later: false, at: '' };

export type CommonErrors = Partial<Record<'text' | 'lineId' | 'at', string>>;

/** Text required, a line chosen, a scheduled time given and not past. */
export function checkCommon(draft: CommonDraft, now = new Date()): CommonErrors {
  const errors: CommonErrors = {};
  if (draft.text.trim() === '') errors.text = messages.textRequired;
  if (draft.lineId === '') errors.lineId = messages.selectSenderLine;
  if (draft.later) {
    const stored = draft.at ? jalaliToStored(draft.at) : null;
    if (!stored) errors.at = sendMessages.scheduleRequired;
    else if (Date.parse(`${stored.replace(' ', 'T')}Z`) < now.getTime())
      errors.at = sendMessages.schedulePast;
  }
  return errors;
}

/** The common part of a send body: the text and `send_time` (UTC), the line added by the composer. */
export function commonBody(draft: CommonDraft) {
  const at = draft.later && draft.at ? jalaliToStored(draft.at) : null;
  return { message: draft.text, send_time: at };
}
