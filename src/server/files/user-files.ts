// The user's files: the rows of user_files, read and changed only here. Another user's file is as
// unknown as a missing one (404).
import type { ListPage } from '../../domain/core/envelope.ts';
import {
  FILE_CATEGORIES,
  type FileCategory,
  type FileCategoryCount,
  type FileFormat,
  type FileState,
  fileCategoryLabels,
  fileMessages,
  type UserFile,
  type UserFilesQuery,
} from '../../domain/files/files.schema.ts';
import type { Queryable } from '../db/client.ts';
import { ApiError } from '../http/api-error.ts';

export type FileRow = {
  id: number;
  user_id: number;
  category: FileCategory;
  format: FileFormat;
  name: string;
  params: unknown;
  state: FileState;
  progress: number;
  row_count: number;
  size: string | number;
  path: string | null;
  error: string | null;
  seen: boolean;
  created_at: string;
  finished_at: string | null;
};

const STORED = `to_char(%s at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS')`;
export const FILE_COLUMNS = `id::int as id, user_id::int as user_id, category, format, name, params, state,
  progress::int as progress, row_count, size, path, error, seen,
  ${STORED.replace('%s', 'created_at')} as created_at, ${STORED.replace('%s', 'finished_at')} as finished_at`;

export function toUserFile(row: FileRow): UserFile {
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    category_title: fileCategoryLabels[row.category],
    format: row.format,
    state: row.state,
    progress: row.progress,
    rows: row.row_count,
    size: Number(row.size),
    error: row.error,
    seen: row.seen,
    created_at: row.created_at,
    finished_at: row.finished_at,
  };
}

export async function createFileRow(
  db: Queryable,
  file: {
    userId: number;
    category: FileCategory;
    format: FileFormat;
    name: string;
    params: unknown;
    at: Date;
    /** Held by the process that will write it until then (job-leases.ts). */
    leaseUntil: Date;
  },
): Promise<FileRow> {
  const [row] = await db.query<FileRow>(
    `insert into user_files (user_id, category, format, name, params, state, created_at, lease_until)
     values ($1, $2, $3, $4, $5, 'running', $6, $7) returning ${FILE_COLUMNS}`,
    [
      file.userId,
      file.category,
      file.format,
      file.name,
      JSON.stringify(file.params),
      file.at,
      file.leaseUntil,
    ],
  );
  return row as FileRow;
}

export async function fileOf(db: Queryable, userId: number, id: number): Promise<FileRow> {
  const [row] = await db.query<FileRow>(
    `select ${FILE_COLUMNS} from user_files where id = $1 and user_id = $2`,
    [id, userId],
  );
  if (!row) throw new ApiError(404, fileMessages.notFound);
  return row;
}

export async function filePage(
  db: Queryable,
  userId: number,
  { category, state, unseen, page, per_page }: UserFilesQuery,
): Promise<ListPage<UserFile>> {
  const where = `user_id = $1 and ($2::text is null or category = $2) and ($3::text is null or state = $3)
    and ($4::boolean is false or (state <> 'running' and not seen))`;
  const params = [userId, category ?? null, state ?? null, unseen === '1'];
  const [count] = await db.query<{ n: number }>(
    `select count(*)::int as n from user_files where ${where}`,
    params,
  );
  const rows = await db.query<FileRow>(
    `select ${FILE_COLUMNS} from user_files where ${where}
     order by created_at desc, id desc limit $5 offset $6`,
    [...params, per_page, (page - 1) * per_page],
  );
  return { items: rows.map(toUserFile), total: count?.n ?? 0, page, per_page };
}

export async function fileCategories(db: Queryable, userId: number): Promise<FileCategoryCount[]> {
  const rows = await db.query<{ category: FileCategory; n: number }>(
    'select category, count(*)::int as n from user_files where user_id = $1 group by category',
    [userId],
  );
  const counts = new Map(rows.map((r) => [r.category, r.n]));
  return FILE_CATEGORIES.map((key) => ({ key, title: fileCategoryLabels[key], count: counts.get(key) ?? 0 }));
}

/** Removes the user's rows; answers their stored paths (the caller removes the files). Any id not theirs: 404, nothing removed. */
export async function deleteFileRows(
  db: Queryable,
  userId: number,
  ids: number[],
): Promise<(string | null)[]> {
  const rows = await db.query<{ id: number }>(
    'select id::int as id from user_files where user_id = $1 and id = any($2::bigint[])',
    [userId, ids],
  );
  if (rows.length !== ids.length) throw new ApiError(404, fileMessages.notFound);
  const deleted = await db.query<{ path: string | null }>(
    'delete from user_files where user_id = $1 and id = any($2::bigint[]) returning path',
    [userId, ids],
  );
  return deleted.map((row) => row.path);
}

export async function markSeen(db: Queryable, userId: number, ids: number[]): Promise<void> {
  await db.query('update user_files set seen = true where user_id = $1 and id = any($2::bigint[])', [
    userId,
    ids,
  ]);
}
