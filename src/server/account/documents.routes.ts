// The identity documents' calls, and the demo's side door for the provider's review.
import * as calls from '../../domain/account/documents.calls.ts';
import { documentMessages } from '../../domain/account/documents.messages.ts';
import { documentFileName } from '../../domain/account/documents.rules.ts';
import { implement, reply } from '../http/calls.ts';
import type { ServerDeps } from '../http/context.ts';
import {
  identityDocumentImage,
  identityDocuments,
  reviewIdentityDocument,
  uploadIdentityDocument,
} from './documents.ts';

export const documentHandlers = (deps: ServerDeps) => [
  implement(calls.identityDocumentsCall, ({ auth }) => identityDocuments(deps.db, auth.account)),
  implement(calls.identityDocumentUploadCall, async ({ auth, body }) =>
    reply(
      await uploadIdentityDocument(deps.db, deps.clock, auth.account, body.files[0] as Blob),
      documentMessages.uploaded,
    ),
  ),
  // The image goes as an attachment of the type its bytes showed, never sniffed into anything else,
  // and kept by the owner's browser alone.
  implement(calls.identityDocumentFileCall, async ({ auth, params }) => {
    const image = await identityDocumentImage(deps.db, auth.account.id, params.document_id);
    return new Response(new Uint8Array(image.bytes), {
      headers: {
        'Content-Type': image.mime,
        'Content-Length': String(image.bytes.length),
        'Content-Disposition': `attachment; filename="${documentFileName(image.kind, image.mime)}"`,
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, max-age=300',
      },
    });
  }),
];

/** The demo only: the caller plays the provider reviewing their own account's document. */
export const documentDemoHandlers = (deps: ServerDeps) => [
  implement(calls.demoIdentityReviewCall, async ({ auth, params, body }) =>
    reply(
      await reviewIdentityDocument(deps.db, deps.clock, auth.account, params.document_id, body),
      documentMessages.reviewed,
    ),
  ),
];
