// The account's settings page: user/setting.
import { accountSettingsCall, accountSettingsSaveCall } from '../../domain/account/settings.calls.ts';
import { implement } from '../http/calls.ts';
import type { ServerDeps } from '../http/context.ts';
import { accountSettings, saveAccountSettings } from './settings.ts';

export const settingsHandlers = (deps: ServerDeps) => [
  implement(accountSettingsCall, ({ auth }) => accountSettings(deps.db, auth.account.id)),
  implement(accountSettingsSaveCall, ({ auth, body }) =>
    saveAccountSettings(deps.db, deps.clock, auth, body),
  ),
];
