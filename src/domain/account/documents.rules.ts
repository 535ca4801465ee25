// Identity documents: the image that shows who owns the account. A real person sends a national
// card, a legal person the company's registration notice. An image is at most 2 MB and is a JPG, PNG
// or GIF judged by its first bytes (its magic number), never by its name or the type a browser claims:
// a text file named .png is not an image.
import { MAX_IMAGE_BYTES } from '../core/limits.ts';

export type IdentityImageType = 'image/jpeg' | 'image/png' | 'image/gif';
export type IdentityDocumentKind = 'national_card' | 'registration_notice';
export type PersonType = 'real' | 'legal';
/** Where the account's identity stands: nothing sent yet, waiting for review, approved or rejected. */
export type VerificationState = 'missing' | 'pending' | 'approved' | 'rejected';

/** How many leading bytes are enough to tell the three image types apart. */
export const IMAGE_SNIFF_BYTES = 8;

/** The image type a file's first bytes show, or null when they are none of JPG, PNG or GIF. */
export function sniffImageType(head: Uint8Array): IdentityImageType | null {
  const starts = (...bytes: number[]) => bytes.every((b, i) => head[i] === b);
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  // "GIF87a" or "GIF89a"
  if (starts(0x47, 0x49, 0x46, 0x38) && (head[4] === 0x37 || head[4] === 0x39) && head[5] === 0x61)
    return 'image/gif';
  return null;
}

/** What is wrong with an identity image (its bytes first, then its size), or null. */
export function identityImageProblem(head: Uint8Array, size: number): 'empty' | 'type' | 'size' | null {
  if (size === 0) return 'empty';
  if (sniffImageType(head) === null) return 'type';
  if (size > MAX_IMAGE_BYTES) return 'size';
  return null;
}

/** The document the account is asked for: a legal person's registration notice, else a national card. */
export const documentKindOf = (personType: PersonType): IdentityDocumentKind =>
  personType === 'legal' ? 'registration_notice' : 'national_card';

export const DOCUMENT_KIND_TITLES: Readonly<Record<IdentityDocumentKind, string>> = {
  national_card: 'تصویر کارت ملی',
  registration_notice: 'تصویر آگهی تأسیس شرکت',
};

export const VERIFICATION_STATE_TITLES: Readonly<Record<VerificationState, string>> = {
  missing: 'مدرک بارگذاری نشده',
  pending: 'در انتظار بررسی',
  approved: 'تأیید شده',
  rejected: 'رد شده',
};

/** A rejection's reason is shown to the user; it is short. */
export const MAX_REJECTION_REASON_LENGTH = 300;

/** The file name an image is served under (attachment), by its sniffed type. */
export function documentFileName(kind: IdentityDocumentKind, type: IdentityImageType): string {
  const extension = type === 'image/jpeg' ? 'jpg' : type === 'image/png' ? 'png' : 'gif';
  return `${kind}.${extension}`;
}
