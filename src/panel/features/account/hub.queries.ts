import { queryOptions } from '@tanstack/react-query';
import {
  identityDocumentFileCall,
  identityDocumentsCall,
  identityDocumentUploadCall,
} from '../../../domain/account/documents.calls.ts';
import { accountSettingsCall, accountSettingsSaveCall } from '../../../domain/account/settings.calls.ts';
import type { AccountSettingsSave } from '../../../domain/account/settings.schema.ts';
import { call, callFile } from '../../lib/api.ts';
import { writeOrQueue } from '../../lib/outbox/outbox.ts';

export const hubKeys = {
  documents: () => ['account', 'identity-documents'] as const,
  settings: () => ['account', 'settings'] as const,
};

// Where the account's identity stands: person type, mobile, the document asked for and its review.
export const identityDocumentsQuery = () =>
  queryOptions({ queryKey: hubKeys.documents(), queryFn: () => call(identityDocumentsCall) });

/**
 * The document's image, fetched with the token (an <img> could not carry it). It stays out of the
 * query cache, which is saved on the device: an identity image is kept in memory only while shown.
 */
export const fetchIdentityImage = async (id: number, signal: AbortSignal) =>
  (await callFile(identityDocumentFileCall, { params: { document_id: String(id) }, signal })).blob();

export const uploadIdentityDocument = (file: File) =>
  call(identityDocumentUploadCall, { body: { files: [file] } });

export const accountSettingsQuery = () =>
  queryOptions({ queryKey: hubKeys.settings(), queryFn: () => call(accountSettingsCall) });

/** Saves the settings, or keeps them in the outbox while offline (the last save made is the one kept). */
export const saveAccountSettings = (body: AccountSettingsSave) =>
  writeOrQueue(
    accountSettingsSaveCall,
    { body },
    { kind: 'settings.edit', label: 'ذخیرهٔ تنظیمات', target: 'settings', detail: {} },
  );
