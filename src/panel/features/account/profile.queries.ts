import { queryOptions } from '@tanstack/react-query';
import {
  checkChangeOtpCall,
  confirmChangeOtpCall,
  confirmNewMobileCall,
  requestChangeOtpCall,
  showProfileCall,
  updateProfileCall,
} from '../../../domain/account/account.calls.ts';
import type { Profile } from '../../../domain/account/profile.schema.ts';
import { call } from '../../lib/api.ts';
import { writeOrQueue } from '../../lib/outbox/outbox.ts';
import { profileShown } from '../../lib/outbox/server-copies.ts';

export const profileKeys = { profile: () => ['account', 'profile'] as const };

/** Who the account is, as the server holds it. */
export const profileQuery = () =>
  queryOptions({ queryKey: profileKeys.profile(), queryFn: () => call(showProfileCall) });

/**
 * Saves the profile, or keeps it in the outbox while offline; made on the revision the form was filled
 * from, so a profile changed meanwhile (another device, the provider's support) is a conflict the user
 * settles, not overwritten.
 */
export const saveProfile = (body: Profile, revision: string) =>
  writeOrQueue(
    updateProfileCall,
    { body },
    {
      kind: 'profile.edit',
      label: 'ویرایش اطلاعات حساب',
      target: 'profile',
      ifMatch: revision,
      detail: { shown: profileShown(body) },
    },
  );

export const mobileChange = {
  /** A code to the mobile in use (asked again: a new code, after the countdown). */
  start: () => call(requestChangeOtpCall),
  confirmOld: (token: string, code: string) => call(confirmChangeOtpCall, { body: { token, code } }),
  /** The new mobile: checked, then a code to it (asked again: a new code, after the countdown). */
  sendNew: (token: string, mobile: string) => call(confirmNewMobileCall, { body: { token, mobile } }),
  confirmNew: (token: string, code: string) => call(checkChangeOtpCall, { body: { token, code } }),
};
