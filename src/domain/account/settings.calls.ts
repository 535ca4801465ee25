// The account's settings page in one call: the default line, the low-balance alert and the events.
import { defineCall } from '../core/call.ts';
import { AccountSettingsSaveSchema, AccountSettingsSchema } from './settings.schema.ts';

const tag = 'account';
const origin = {
  designed:
    'The panel calls user/setting; its fields are ours: the default line, the low-balance alert and which events send an SMS or show a notice.',
};

export const accountSettingsCall = defineCall({
  method: 'get',
  path: 'user/setting',
  title: 'مشاهده تنظیمات حساب',
  summary:
    "The account's settings: the default sending line, the low-balance alert (on or off, threshold, tripped) and, per event, whether it sends an SMS and shows a notice",
  origin,
  tag,
  auth: 'token',
  permission: 'owner',
  data: AccountSettingsSchema,
});

export const accountSettingsSaveCall = defineCall({
  method: 'post',
  path: 'user/setting',
  title: 'تغییر تنظیمات حساب',
  summary:
    "Change the account's settings, any part of them: the default line (one of the user's lines), the low-balance alert (at least 200,000 rials; the owner's alone) and the events' SMS and notice choices. The low-balance SMS goes out only while its choice is on",
  origin,
  tag,
  auth: 'token',
  permission: 'owner',
  body: AccountSettingsSaveSchema,
  data: AccountSettingsSchema,
  errors: { 403: 'A colleague changing the alert', 422: 'An unknown line, a threshold under 200,000 rials' },
});
