// The account's identity documents: one image per kind of document per user, in the database. An
// upload is judged by its bytes (JPG, PNG or GIF, at most 2 MB) and replaces the user's document of
// that kind unless that one is approved; the image is read back by its owner only. The review (the
// provider's) sets approved, or rejected with a reason.
import { documentMessages } from '../../domain/account/documents.messages.ts';
import {
  documentKindOf,
  type IdentityDocumentKind,
  type IdentityImageType,
  IMAGE_SNIFF_BYTES,
  identityImageProblem,
  sniffImageType,
} from '../../domain/account/documents.rules.ts';
import type {
  IdentityDocument,
  IdentityDocumentReview,
  IdentityDocuments,
} from '../../domain/account/documents.schema.ts';
import { toStoredTimestamp } from '../../domain/core/jalali-format.ts';
import { MESSAGE_CODES } from '../../domain/core/message-codes.ts';
import type { SessionUser } from '../auth/sessions.ts';
import type { Clock } from '../core/clock.ts';
import type { Queryable } from '../db/client.ts';
import { ApiError } from '../http/api-error.ts';

type Row = {
  id: string;
  kind: IdentityDocumentKind;
  mime: IdentityImageType;
  size: number;
  state: IdentityDocument['state'];
  reason: string | null;
  uploaded_at: Date | string;
  reviewed_at: Date | string | null;
};

const COLUMNS = 'id, kind, mime, size, state, reason, uploaded_at, reviewed_at';

const stamp = (t: Date | string) => toStoredTimestamp(new Date(t));

function documentOf(row: Row): IdentityDocument {
  return {
    id: Number(row.id),
    kind: row.kind,
    type: row.mime,
    size: row.size,
    state: row.state,
    reason: row.reason,
    uploaded_at: stamp(row.uploaded_at),
    reviewed_at: row.reviewed_at === null ? null : stamp(row.reviewed_at),
  };
}

/** Where the account's identity stands: the document of the kind its person type asks for. */
export async function identityDocuments(db: Queryable, user: SessionUser): Promise<IdentityDocuments> {
  const kind = documentKindOf(user.personType);
  const [row] = await db.query<Row>(
    `select ${COLUMNS} from identity_documents where user_id = $1 and kind = $2`,
    [user.id, kind],
  );
  const document = row ? documentOf(row) : null;
  return {
    person_type: user.personType,
    mobile: user.mobile,
    kind,
    state: document?.state ?? 'missing',
    reason: document?.reason ?? null,
    document,
  };
}

function refuse(message: string): never {
  throw new ApiError(422, message, { files: [message] });
}

/** Reads and checks one uploaded image: its bytes must be a JPG, PNG or GIF of at most 2 MB. */
async function imageOf(file: Blob): Promise<{ mime: IdentityImageType; bytes: Uint8Array }> {
  const head = new Uint8Array(await file.slice(0, IMAGE_SNIFF_BYTES).arrayBuffer());
  const problem = identityImageProblem(head, file.size);
  if (problem === 'empty') refuse(documentMessages.empty);
  if (problem === 'type') refuse(documentMessages.notAnImage);
  if (problem === 'size') refuse(documentMessages.tooLarge);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const mime = sniffImageType(bytes);
  // The whole file is read again from its start: what was judged is what is stored.
  if (mime === null || bytes.length !== file.size) refuse(documentMessages.notAnImage);
  return { mime, bytes };
}

/**
 * Stores the user's image as the document of the kind their person type asks for, replacing the one
 * before (a new id, so no cache shows the old image) unless it is approved; it then waits for review.
 */
export async function uploadIdentityDocument(
  db: Queryable,
  clock: Clock,
  user: SessionUser,
  file: Blob,
): Promise<IdentityDocuments> {
  const { mime, bytes } = await imageOf(file);
  const kind = documentKindOf(user.personType);
  // One statement: two uploads at once leave one document, and an approved one is never replaced.
  const stored = await db.query<{ id: string }>(
    `insert into identity_documents (user_id, kind, mime, size, bytes, state, reason, uploaded_at, reviewed_at)
     values ($1, $2, $3, $4, $5, 'pending', null, $6, null)
     on conflict (user_id, kind) do update set
       id = nextval(pg_get_serial_sequence('identity_documents', 'id')),
       mime = excluded.mime, size = excluded.size, bytes = excluded.bytes, state = 'pending',
       reason = null, uploaded_at = excluded.uploaded_at, reviewed_at = null
     where identity_documents.state <> 'approved'
     returning id`,
    [user.id, kind, mime, bytes.length, bytes, clock.now()],
  );
  if (stored.length === 0) refuse(documentMessages.approvedLocked);
  return identityDocuments(db, user);
}

function notFound(): never {
  throw new ApiError(404, documentMessages.notFound, undefined, MESSAGE_CODES.notFound);
}

/** A path's id as a document id, or not found (another account's and a malformed one alike). */
function documentIdOf(param: string): string {
  if (!/^[1-9]\d{0,17}$/.test(param)) notFound();
  return param;
}

/** One of the user's own images; another account's is as unknown as a missing one. */
export async function identityDocumentImage(
  db: Queryable,
  userId: number,
  documentParam: string,
): Promise<{ kind: IdentityDocumentKind; mime: IdentityImageType; bytes: Uint8Array }> {
  const [row] = await db.query<{ kind: IdentityDocumentKind; mime: IdentityImageType; bytes: Uint8Array }>(
    'select kind, mime, bytes from identity_documents where id = $1 and user_id = $2',
    [documentIdOf(documentParam), userId],
  );
  return row ?? notFound();
}

/** The provider's review of one of the user's documents. */
export async function reviewIdentityDocument(
  db: Queryable,
  clock: Clock,
  user: SessionUser,
  documentParam: string,
  review: IdentityDocumentReview,
): Promise<IdentityDocuments> {
  const rows = await db.query(
    `update identity_documents set state = $3, reason = $4, reviewed_at = $5
     where id = $1 and user_id = $2 returning id`,
    [
      documentIdOf(documentParam),
      user.id,
      review.state,
      review.state === 'rejected' ? (review.reason ?? null) : null,
      clock.now(),
    ],
  );
  if (rows.length === 0) notFound();
  return identityDocuments(db, user);
}
