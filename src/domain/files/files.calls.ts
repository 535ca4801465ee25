// The user's files and the exports that make them. The published API names these calls (user/files,
// user/files/categories, download; report/download_recipients, report/systemic_list/export and the
// inbox's export) without documenting them: designed in its style. An export answers at once with
// the file it is making (202); the file is made on the server and announced over the live socket.

import { defineCall } from '../core/call.ts';
import {
  DownloadQuerySchema,
  FileCategoriesSchema,
  FileIdsSchema,
  InboxExportSchema,
  RecipientsExportSchema,
  SystemicExportSchema,
  UserFileSchema,
  UserFilesQuerySchema,
} from './files.schema.ts';

const exportErrors = { 202: 'The export was started; its file is in user/files' };

export const recipientsExportCall = defineCall({
  method: 'post',
  path: 'report/download_recipients',
  title: 'خروجی گیرندگان یک ارسال',
  summary:
    "One of the user's sends, recipient by recipient (number, status in words, parts, text, sent and delivered times in Jalali), as csv or xlsx",
  origin: { designed: 'The send report offers its recipients as a file; a large send is made as a job.' },
  tag: 'files',
  auth: 'any',
  permission: 'reports.export',
  budget: 'export',
  body: RecipientsExportSchema,
  data: UserFileSchema,
  errors: { ...exportErrors, 404: 'No such send of this user' },
});

export const systemicExportCall = defineCall({
  method: 'post',
  path: 'report/systemic_list/export',
  title: 'خروجی ارسال‌های سیستمی',
  summary:
    "The user's sends made through the API and patterns, with report/new_list's filters, as csv or xlsx",
  origin: { designed: 'The systemic sends tab offers its list as a file, filtered as the list is.' },
  tag: 'files',
  auth: 'any',
  permission: 'reports.export',
  budget: 'export',
  body: SystemicExportSchema,
  data: UserFileSchema,
  errors: exportErrors,
});

export const inboxExportCall = defineCall({
  method: 'post',
  path: 'report/messages-inbox/export',
  title: 'خروجی پیام‌های دریافتی',
  summary: "The user's received messages, with report/messages-inbox's filters, as csv or xlsx",
  origin: { designed: 'The inbox offers its messages as a file, filtered as the list is.' },
  tag: 'files',
  auth: 'any',
  permission: 'inbox.export',
  budget: 'export',
  body: InboxExportSchema,
  data: UserFileSchema,
  errors: exportErrors,
});

export const userFilesCall = defineCall({
  method: 'get',
  path: 'user/files',
  title: 'فهرست فایل‌ها',
  summary: "The user's files, newest first: exports being made (with progress), ready or failed",
  origin: { designed: 'The file management screen lists the files the user exported.' },
  tag: 'files',
  auth: 'any',
  permission: 'files.view',
  query: UserFilesQuerySchema,
  list: UserFileSchema,
});

export const userFileCategoriesCall = defineCall({
  method: 'get',
  path: 'user/files/categories',
  title: 'دسته‌بندی فایل‌ها',
  summary: "The categories of files, each with how many of the user's files it holds",
  origin: { designed: 'The file management screen filters files by category.' },
  tag: 'files',
  auth: 'any',
  permission: 'files.view',
  data: FileCategoriesSchema,
});

export const downloadCall = defineCall({
  method: 'get',
  path: 'download',
  title: 'دریافت فایل',
  summary:
    "One of the user's ready files, as an attachment named in Persian (Content-Disposition with filename*, RFC 5987); not the JSON envelope",
  origin: { designed: 'A file of the user is downloaded by id.' },
  tag: 'files',
  auth: 'any',
  permission: 'files.view',
  query: DownloadQuerySchema,
  errors: { 404: 'No such file of this user', 409: 'The file is not ready yet' },
});

export const deleteFilesCall = defineCall({
  method: 'post',
  path: 'user/files/delete',
  title: 'حذف فایل‌ها',
  summary: "Delete some of the user's files (an export still being made is stopped)",
  origin: { designed: 'The file management screen deletes files.' },
  tag: 'files',
  auth: 'any',
  permission: 'files.view',
  body: FileIdsSchema,
  errors: { 404: 'No such file of this user' },
});

export const seenFilesCall = defineCall({
  method: 'post',
  path: 'user/files/seen',
  title: 'علامت‌گذاری فایل‌های دیده‌شده',
  summary: 'The user has been told these files finished: they are no longer listed with unseen=1',
  origin: { designed: 'A file finished while the user was away is announced once, on their next visit.' },
  tag: 'files',
  auth: 'any',
  permission: 'files.view',
  body: FileIdsSchema,
});
