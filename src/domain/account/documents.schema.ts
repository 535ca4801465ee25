// The identity documents' requests and answers (user/identity_documents).
import * as v from 'valibot';
import { messages } from '../core/messages.ts';
import { documentMessages } from './documents.messages.ts';
import { MAX_REJECTION_REASON_LENGTH } from './documents.rules.ts';

const KindSchema = v.picklist(['national_card', 'registration_notice']);
const ReviewStateSchema = v.picklist(['pending', 'approved', 'rejected']);

/** One document the user sent: its sniffed type and size, and where its review stands. */
export const IdentityDocumentSchema = v.object({
  id: v.number(),
  kind: KindSchema,
  /** The type its bytes show (image/jpeg, image/png or image/gif), never the one the browser claimed. */
  type: v.picklist(['image/jpeg', 'image/png', 'image/gif']),
  size: v.number(),
  state: ReviewStateSchema,
  /** Why it was rejected; null unless rejected. */
  reason: v.nullable(v.string()),
  /** Stored UTC, YYYY-MM-DD HH:mm:ss. */
  uploaded_at: v.string(),
  reviewed_at: v.nullable(v.string()),
});
export type IdentityDocument = v.InferOutput<typeof IdentityDocumentSchema>;

/**
 * Who the documents are of and where the account's identity stands: the kind asked for follows the
 * person type (a legal person's registration notice, else a national card), and the state is that of
 * the document of that kind (missing when none was sent).
 */
export const IdentityDocumentsSchema = v.object({
  person_type: v.picklist(['real', 'legal']),
  mobile: v.string(),
  kind: KindSchema,
  state: v.picklist(['missing', 'pending', 'approved', 'rejected']),
  reason: v.nullable(v.string()),
  document: v.nullable(IdentityDocumentSchema),
});
export type IdentityDocuments = v.InferOutput<typeof IdentityDocumentsSchema>;

/** `POST user/identity_documents/upload` (multipart): one image as `files[]` (or `file`). */
export const IdentityDocumentUploadSchema = v.object({
  // None sent is an empty list, refused below with the field's own message.
  files: v.pipe(
    v.optional(
      v.union(
        [
          v.instance(Blob, documentMessages.fileRequired),
          v.array(v.instance(Blob, documentMessages.fileRequired), documentMessages.fileRequired),
        ],
        documentMessages.fileRequired,
      ),
      [],
    ),
    v.transform((f) => (Array.isArray(f) ? f : [f])),
    v.minLength(1, documentMessages.fileRequired),
    v.maxLength(1, documentMessages.oneFile),
  ),
});
export type IdentityDocumentUpload = v.InferOutput<typeof IdentityDocumentUploadSchema>;

/** `POST demo/user/identity_documents/{document_id}/review`: the provider's decision (a reason when rejected). */
export const IdentityDocumentReviewSchema = v.pipe(
  v.object({
    state: v.picklist(['approved', 'rejected'], messages.invalidValue),
    reason: v.optional(
      v.pipe(
        v.string(documentMessages.reasonRequired),
        v.trim(),
        v.maxLength(MAX_REJECTION_REASON_LENGTH, documentMessages.reasonTooLong),
      ),
    ),
  }),
  v.forward(
    v.check((r) => r.state !== 'rejected' || (r.reason ?? '') !== '', documentMessages.reasonRequired),
    ['reason'],
  ),
);
export type IdentityDocumentReview = v.InferOutput<typeof IdentityDocumentReviewSchema>;
