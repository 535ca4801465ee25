// Patterns (الگوها): the user's templates with variables, reviewed by the provider (simulated by the
// reference server) before they can be sent, and the provider's systemic patterns. Paths, bodies and
// answers are the published ones (docs/pattern); `state` and the revision's title, website, status and
// comment are ours beside them. Another user's pattern is as unknown as a missing one; a colleague of
// the owner (users.parent_id) sees the owner's shared patterns, read only.

import { defineCall } from '../core/call.ts';
import { PatternBodySchema, PatternItemSchema, PatternListQuerySchema } from './patterns.schema.ts';

const tag = 'patterns';
const auth = 'any';

export const patternCreateCall = defineCall({
  method: 'post',
  path: 'user/pattern',
  title: 'ساخت الگو',
  summary:
    'A new pattern, pending review: title, description, is_share (colleagues may send it), message with its variables as %name% or {{name}} (stored %name%, delimiter %), website, variable [{name (Latin, no spaces), type string|integer|date, len (default 20)}]. Refused: malformed fields, tags that are not exactly the variables, over 2,700 characters. The content rules (the company name in the text, live links that are not variables, website, meaningful names) are the reviewer’s: it answers within seconds (live event pattern_reviewed) with status active or inactive and its comment',
  origin: { documented: 'docs/pattern/create-pattern.md' },
  tag,
  auth,
  permission: 'patterns.edit',
  body: PatternBodySchema,
  data: PatternItemSchema,
  errors: { 422: 'Invalid fields' },
});

export const patternListCall = defineCall({
  method: 'get',
  path: 'patterns',
  title: 'فهرست الگوها',
  summary:
    "The user's patterns, newest first, and a colleague's view of the owner's shared ones (readonly); filter[type]=systemic lists the provider's systemic patterns (readonly) instead. Filters: filter[code] (exact), filter[title] (contained), filter[is_share], filter[state] (a documented status pending|active|inactive, or a panel state not_confirmed|confirmed|rejected|edited), filter[type] normal|systemic. Items add state (not_confirmed, confirmed, rejected, edited) and created_at",
  origin: { documented: 'docs/pattern/list-pattern.md' },
  tag,
  auth,
  permission: 'patterns.view',
  query: PatternListQuerySchema,
  list: PatternItemSchema,
});

export const patternShowCall = defineCall({
  method: 'get',
  path: 'patterns/{pattern_code}',
  title: 'مشاهده الگو',
  summary:
    "One pattern by its code: the user's own, the owner's shared one for a colleague, or a systemic one (readonly)",
  origin: { documented: 'docs/pattern/pattern-by-code.md' },
  tag,
  auth,
  permission: 'patterns.view',
  data: PatternItemSchema,
  errors: { 404: 'No such pattern the user may see' },
});

export const patternUpdateCall = defineCall({
  method: 'put',
  path: 'patterns/normal/{pattern_code}',
  title: 'ویرایش الگو',
  summary:
    'Edit one of the user’s patterns (the whole body, as create). A confirmed (active) pattern stays live as it is: the new version goes to revision (state edited) and is reviewed; confirmed, it becomes the live version; rejected, it stays in revision with its comment and the live one is still sendable. A pending or rejected pattern is replaced and reviewed again',
  origin: { documented: 'docs/pattern/update-pattern.md' },
  tag,
  auth,
  permission: 'patterns.edit',
  body: PatternBodySchema,
  data: PatternItemSchema,
  errors: {
    403: 'A systemic pattern, or an owner’s shared pattern seen by a colleague: read only',
    404: 'No such pattern of the user',
    409: 'With If-Match: the pattern changed since that revision (its updated_at), by another edit or its review (409-2)',
    422: 'Invalid fields',
  },
});

export const patternDeleteCall = defineCall({
  method: 'delete',
  path: 'patterns/normal/{pattern_code}',
  title: 'حذف الگو',
  summary: 'Delete one of the user’s patterns',
  origin: { documented: 'docs/pattern/delete-pattern.md' },
  tag,
  auth,
  permission: 'patterns.edit',
  errors: {
    403: 'A systemic pattern, or an owner’s shared pattern seen by a colleague: read only',
    404: 'No such pattern of the user',
  },
});
