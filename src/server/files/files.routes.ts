// The user's files and the exports that make them: thin handlers over user-files.ts (the rows),
// export-sources.ts (what each export reads) and export-jobs.ts (the queue that writes the files).
import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import {
  deleteFilesCall,
  downloadCall,
  inboxExportCall,
  recipientsExportCall,
  seenFilesCall,
  systemicExportCall,
  userFileCategoriesCall,
  userFilesCall,
} from '../../domain/files/files.calls.ts';
import { fileMessages } from '../../domain/files/files.schema.ts';
import { ApiError } from '../http/api-error.ts';
import { implement, reply } from '../http/calls.ts';
import { contentDisposition } from '../http/content-disposition.ts';
import type { ServerDeps } from '../http/context.ts';
import { deleteFileRows, fileCategories, fileOf, filePage, markSeen } from './user-files.ts';

const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

export const fileHandlers = ({ db, exports }: ServerDeps) => [
  implement(recipientsExportCall, async ({ auth, body }) =>
    reply(
      await exports.start({
        userId: auth.account.id,
        category: 'recipients',
        format: body.format,
        params: body,
        subject: body.bulk_id,
      }),
      fileMessages.started,
      202,
    ),
  ),
  implement(systemicExportCall, async ({ auth, body }) =>
    reply(
      await exports.start({
        userId: auth.account.id,
        category: 'systemic',
        format: body.format,
        params: body,
      }),
      fileMessages.started,
      202,
    ),
  ),
  implement(inboxExportCall, async ({ auth, body }) =>
    reply(
      await exports.start({
        userId: auth.account.id,
        category: 'inbox',
        format: body.format,
        params: body,
      }),
      fileMessages.started,
      202,
    ),
  ),
  implement(userFilesCall, async ({ auth, query }) => filePage(db, auth.account.id, query)),
  implement(userFileCategoriesCall, async ({ auth }) => fileCategories(db, auth.account.id)),
  implement(downloadCall, async ({ auth, query }) => {
    const file = await fileOf(db, auth.account.id, query.id);
    if (file.state !== 'ready' || !file.path) throw new ApiError(409, fileMessages.notReady);
    const path = join(exports.filesDir, file.path);
    const size = await stat(path).then(
      (s) => s.size,
      () => {
        throw new ApiError(404, fileMessages.notFound);
      },
    );
    return new Response(Readable.toWeb(createReadStream(path)) as ReadableStream, {
      headers: {
        'Content-Type': CONTENT_TYPES[file.format],
        'Content-Length': String(size),
        'Content-Disposition': contentDisposition(file.name, `payamak-${file.id}.${file.format}`),
        'Cache-Control': 'private, no-store',
      },
    });
  }),
  implement(deleteFilesCall, async ({ auth, body }) => {
    const paths = await deleteFileRows(db, auth.account.id, body.ids);
    for (const path of paths) if (path) await rm(join(exports.filesDir, path), { force: true });
    return reply(null, fileMessages.deleted);
  }),
  implement(seenFilesCall, async ({ auth, body }) => {
    await markSeen(db, auth.account.id, body.ids);
    return null;
  }),
];
