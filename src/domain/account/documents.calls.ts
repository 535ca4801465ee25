// The account's identity documents: the owner sends an image of a national card (a legal person: the
// company's registration notice), sees it back, and sees where its review stands. The provider reviews
// it; the reference server's demo lets the caller play the provider for their own account.
import { defineCall } from '../core/call.ts';
import { MAX_IMAGE_BYTES } from '../core/limits.ts';
import {
  IdentityDocumentReviewSchema,
  IdentityDocumentsSchema,
  IdentityDocumentUploadSchema,
} from './documents.schema.ts';

const tag = 'account';
const origin = {
  designed:
    "The published user/documents pages are a reseller's calls for a sub-user's paperwork; an account's own identity image and its review are ours.",
};

/** An image of at most 2 MB and the multipart form around it. */
export const MAX_DOCUMENT_BODY_BYTES = MAX_IMAGE_BYTES + 64 * 1024;

export const identityDocumentsCall = defineCall({
  method: 'get',
  path: 'user/identity_documents',
  title: 'وضعیت مدارک هویتی',
  summary:
    "Where the account's identity stands: the person type, the mobile, the kind of document asked for (a national card, or a legal person's registration notice), its review state (missing, pending, approved, rejected with a reason) and the document sent",
  origin,
  tag,
  auth: 'token',
  permission: 'owner',
  data: IdentityDocumentsSchema,
});

export const identityDocumentUploadCall = defineCall({
  method: 'post',
  path: 'user/identity_documents/upload',
  title: 'بارگذاری تصویر مدرک هویتی',
  summary:
    'Send the identity image (multipart `files[]`, one file): JPG, PNG or GIF judged by its bytes, at most 2 MB. It replaces the document of its kind unless that one is approved, and waits for review',
  origin,
  tag,
  auth: 'token',
  permission: 'owner',
  multipart: true,
  maxBodyBytes: MAX_DOCUMENT_BODY_BYTES,
  budget: 'import',
  body: IdentityDocumentUploadSchema,
  data: IdentityDocumentsSchema,
  errors: {
    413: 'A body over the limit',
    422: 'No file, more than one, an empty one, one that is not a JPG, PNG or GIF, one over 2 MB, or the document is approved',
  },
});

export const identityDocumentFileCall = defineCall({
  method: 'get',
  path: 'user/identity_documents/{document_id}/file',
  title: 'دریافت تصویر مدرک هویتی',
  summary:
    "One of the account's own document images, as an attachment of the type its bytes show (nosniff, private cache); another account's is not found",
  origin,
  tag,
  auth: 'token',
  permission: 'owner',
  errors: { 200: 'The image itself', 404: 'No such document of the account' },
});

export const demoIdentityReviewCall = defineCall({
  method: 'post',
  path: 'demo/user/identity_documents/{document_id}/review',
  title: 'بررسی مدرک هویتی (نسخهٔ نمایشی)',
  summary:
    "Demo only: the provider's review of one of the caller's own documents: approved, or rejected with a reason",
  origin: {
    designed: 'Demo only: the provider reviews identity documents; absent beside a real SMS gateway.',
  },
  tag: 'demo',
  auth: 'token',
  body: IdentityDocumentReviewSchema,
  data: IdentityDocumentsSchema,
  errors: { 404: "No such document of the caller's" },
});
