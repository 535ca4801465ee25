// Patterns as the published API documents them (docs/pattern): the create/update body, the list's
// query and the pattern as listed. The documented fields keep their names and meanings; ours ride
// beside them (`state`, the panel's four states, and in `revision` the title, website,
// status and comment of the second version).

import * as v from 'valibot';
import { formatNumber } from '../core/digits.ts';
import { PATTERN_STATES, PATTERN_VARIABLE_TYPES } from '../core/enums.ts';
import { pagedQuery } from '../core/fields.ts';
import { DEFAULT_PATTERN_VARIABLE_LENGTH, PATTERN_TEXT_MAX } from '../core/limits.ts';
import { messages } from '../core/messages.ts';
import { normalizeLineBreaks } from '../core/sms-text.ts';
import { isValidPatternVariableName } from './pattern-text.rules.ts';
import { patternRuleMessages } from './patterns.messages.ts';
import { parsePatternMessage } from './patterns.rules.ts';

/** The longest value a variable may be declared to take. */
export const PATTERN_VARIABLE_LEN_MAX = 100;
/** The most variables one pattern has. */
export const PATTERN_VARIABLES_MAX = 20;
export const PATTERN_TITLE_MAX = 100;
export const PATTERN_DESCRIPTION_MAX = 500;
export const PATTERN_WEBSITE_MAX = 200;
export const PATTERNS_PER_PAGE_MAX = 100;

/** Persian messages of the pattern calls that messages.ts does not hold (they carry this file's limits). */
export const patternMessages = {
  variableLengthMax: `طول متغیر نباید بیشتر از ${formatNumber(PATTERN_VARIABLE_LEN_MAX)} باشد`,
  variablesMax: `الگو نباید بیشتر از ${formatNumber(PATTERN_VARIABLES_MAX)} متغیر داشته باشد`,
  titleTooLong: `عنوان الگو نباید بیشتر از ${formatNumber(PATTERN_TITLE_MAX)} کاراکتر باشد`,
  descriptionTooLong: `توضیحات الگو نباید بیشتر از ${formatNumber(PATTERN_DESCRIPTION_MAX)} کاراکتر باشد`,
  websiteTooLong: `آدرس سایت نباید بیشتر از ${formatNumber(PATTERN_WEBSITE_MAX)} کاراکتر باشد`,
  filterTooLong: 'عبارت جستجو بیش از حد طولانی است',
  invalidShareFilter: 'فیلتر الگوی اشتراکی نامعتبر است',
  invalidStateFilter: 'وضعیت الگو نامعتبر است',
  invalidTypeFilter: 'نوع الگو باید عادی یا سیستمی باشد',
  created: 'الگو ثبت شد و پس از بررسی فعال می‌شود',
  updated: 'الگو ویرایش شد و پس از بررسی فعال می‌شود',
  patternChanged: 'این الگو پس از آنکه ویرایشش را شروع کردید تغییر کرده است',
  deleted: 'الگو حذف شد',
} as const;

/** The documented pattern_status values: pending (not confirmed), active (confirmed), inactive (rejected). */
export const PATTERN_STATUSES = ['pending', 'active', 'inactive'] as const;
export type PatternStatus = (typeof PATTERN_STATUSES)[number];
export const patternStatusFa: Readonly<Record<PatternStatus, string>> = {
  pending: 'در انتظار تأیید',
  active: 'فعال',
  inactive: 'رد شده',
};
/** The documented pattern_status_id: 1 active, 2 rejected; 0 is ours for one still waiting. */
export const patternStatusId: Readonly<Record<PatternStatus, number>> = {
  pending: 0,
  active: 1,
  inactive: 2,
};
export const PATTERN_TYPES = ['normal', 'systemic'] as const;
export type PatternType = (typeof PATTERN_TYPES)[number];

/** The live event the owner's sockets get when the reviewer has answered. */
export const PATTERN_REVIEWED_EVENT = 'pattern_reviewed';
export type PatternReviewedEvent = {
  pattern_code: string;
  /** The panel's state after the review: not confirmed, confirmed, rejected or edited. */
  state: (typeof PATTERN_STATES)[number];
  /** The reviewed version's status: active or inactive. */
  pattern_status: PatternStatus;
  admin_comment: string;
};

// Input -------------------------------------------------------------------------------------------

/** A variable as the published API takes it: name, type (string, integer; ours also date), len (default 20). */
export const PatternVariableInputSchema = v.object({
  name: v.pipe(
    v.string(patternRuleMessages.patternVariableName),
    v.trim(),
    v.check(isValidPatternVariableName, patternRuleMessages.patternVariableName),
  ),
  // `number` is what the update page's table calls an integer.
  type: v.pipe(
    v.optional(
      v.picklist([...PATTERN_VARIABLE_TYPES, 'number'], patternRuleMessages.patternVariableType),
      'string',
    ),
    v.transform((type) => (type === 'number' ? 'integer' : type)),
  ),
  len: v.optional(
    v.pipe(
      v.number(patternRuleMessages.patternVariableLength),
      v.integer(patternRuleMessages.patternVariableLength),
      v.minValue(1, patternRuleMessages.patternVariableLength),
      v.maxValue(PATTERN_VARIABLE_LEN_MAX, patternMessages.variableLengthMax),
    ),
    DEFAULT_PATTERN_VARIABLE_LENGTH,
  ),
});
export type PatternVariableInput = v.InferOutput<typeof PatternVariableInputSchema>;

const optionalText = (max: number, message: string) =>
  v.pipe(
    v.optional(v.nullable(v.string(messages.required)), ''),
    v.transform((s) => (s ?? '').trim()),
    v.maxLength(max, message),
  );

const PatternBodyObjectSchema = v.object({
  title: optionalText(PATTERN_TITLE_MAX, patternMessages.titleTooLong),
  description: optionalText(PATTERN_DESCRIPTION_MAX, patternMessages.descriptionTooLong),
  is_share: v.optional(v.boolean(messages.required), false),
  message: v.pipe(
    v.optional(v.string(messages.textRequired), ''),
    v.transform(normalizeLineBreaks),
    v.check((s) => s.trim() !== '', messages.textRequired),
    v.maxLength(PATTERN_TEXT_MAX, patternRuleMessages.patternTextTooLong),
  ),
  website: optionalText(PATTERN_WEBSITE_MAX, patternMessages.websiteTooLong),
  variable: v.pipe(
    v.optional(v.array(PatternVariableInputSchema, messages.required), []),
    v.maxLength(PATTERN_VARIABLES_MAX, patternMessages.variablesMax),
  ),
});
type PatternBodyObject = v.InferOutput<typeof PatternBodyObjectSchema>;

/**
 * The create and update body (docs/pattern/create-pattern.md, update-pattern.md). The message may
 * hold its variables as `%name%` (documented) or `{{name}}` (the panel's); it comes out stored as
 * `%name%` with `delimiter`. Refused here: what is malformed (types, lengths, names that are not
 * Latin, duplicate names, tags that are not exactly the variables). The content rules (company name,
 * links, website, meaningful names) are the reviewer's (patterns.rules.ts).
 */
export const PatternBodySchema = v.pipe(
  PatternBodyObjectSchema,
  v.rawCheck<PatternBodyObject>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const input = dataset.value;
    const at = (key: keyof PatternBodyObject) =>
      [{ type: 'object', origin: 'value', input, key, value: input[key] }] as [v.ObjectPathItem];
    const names = input.variable.map((variable) => variable.name);
    if (new Set(names).size !== names.length)
      addIssue({ message: patternRuleMessages.patternVariableDuplicate, path: at('variable') });
    const { tags } = parsePatternMessage(input.message);
    if (tags.length !== new Set(names).size || tags.some((tag) => !names.includes(tag)))
      addIssue({ message: patternRuleMessages.patternTagsMismatch, path: at('message') });
  }),
  v.transform((input) => {
    const parsed = parsePatternMessage(input.message);
    return {
      ...input,
      title: input.title === '' ? null : input.title,
      website: input.website === '' ? null : input.website,
      message: parsed.message,
      delimiter: parsed.delimiter,
    };
  }),
);
export type PatternBody = v.InferOutput<typeof PatternBodySchema>;

const filterText = v.optional(
  v.pipe(v.string(patternMessages.filterTooLong), v.trim(), v.maxLength(100, patternMessages.filterTooLong)),
);

/** The list's query (docs/pattern/list-pattern.md): page, per_page (≤100) and the documented filters. */
export const PatternListQuerySchema = pagedQuery(
  {
    'filter[code]': filterText,
    'filter[title]': filterText,
    'filter[is_share]': v.optional(
      v.pipe(
        v.picklist(['true', 'false', '1', '0'], patternMessages.invalidShareFilter),
        v.transform((s) => s === 'true' || s === '1'),
      ),
    ),
    /** A documented status (pending, active, inactive) or one of the panel's states. */
    'filter[state]': v.optional(
      v.picklist([...PATTERN_STATUSES, ...PATTERN_STATES], patternMessages.invalidStateFilter),
    ),
    'filter[type]': v.optional(v.picklist(PATTERN_TYPES, patternMessages.invalidTypeFilter)),
  },
  PATTERNS_PER_PAGE_MAX,
  10,
);
export type PatternListQuery = v.InferOutput<typeof PatternListQuerySchema>;

// Output ------------------------------------------------------------------------------------------

export const PatternVariableSchema = v.object({
  name: v.string(),
  type: v.picklist(PATTERN_VARIABLE_TYPES),
  len: v.number(),
});
export type PatternVariableOut = v.InferOutput<typeof PatternVariableSchema>;

const nullableString = v.nullable(v.string());

/** The second version of an edited confirmed pattern, as documented, with our title, website, status and comment. */
export const PatternRevisionSchema = v.object({
  type: v.string(),
  variable: v.nullable(v.array(PatternVariableSchema)),
  pattern_status_id: v.nullable(v.number()),
  pattern_status_fa: nullableString,
  pattern_message: nullableString,
  pattern_description: nullableString,
  pattern_is_share: v.nullable(v.boolean()),
  delimiter: nullableString,
  title: nullableString,
  website: nullableString,
  pattern_status: v.nullable(v.picklist(PATTERN_STATUSES)),
  admin_comment: nullableString,
});
export type PatternRevision = v.InferOutput<typeof PatternRevisionSchema>;

/** A pattern as the published list and get give it (docs/pattern/list-pattern.md), plus `state`. */
export const PatternItemSchema = v.object({
  id: v.string(),
  partner_id: v.null(),
  verifier_user_id: v.null(),
  verifier_partner_id: v.null(),
  title: nullableString,
  username: nullableString,
  /** null for a systemic pattern of the provider's. */
  user_id: nullableString,
  pattern_code: v.string(),
  pattern_message: v.string(),
  admin_comment: nullableString,
  pattern_description: v.string(),
  website: nullableString,
  pattern_status: v.picklist(PATTERN_STATUSES),
  pattern_status_fa: v.string(),
  pattern_status_id: v.number(),
  pattern_is_share: v.boolean(),
  reject_text: v.string(),
  type: v.literal('sms'),
  variable: v.array(PatternVariableSchema),
  delimiter: v.string(),
  /** ISO 8601 UTC. */
  updated_at: v.string(),
  /** updated_at in unix seconds. */
  time: v.number(),
  pattern_type: v.picklist(PATTERN_TYPES),
  /** Systemic patterns and a colleague's view of the owner's shared ones cannot be changed. */
  readonly: v.boolean(),
  pattern_state_revision: v.nullable(v.picklist(PATTERN_STATUSES)),
  pattern_message_revision: nullableString,
  pattern_is_share_revision: v.nullable(v.boolean()),
  pattern_description_revision: nullableString,
  pattern_delimiter_revision: nullableString,
  pattern_variable_revision: v.nullable(v.array(PatternVariableSchema)),
  pattern_type_revision: v.string(),
  pattern_state_log: v.null(),
  pattern_message_log: v.null(),
  pattern_is_share_log: v.null(),
  pattern_description_log: v.null(),
  pattern_delimiter_log: v.null(),
  pattern_variable_log: v.null(),
  pattern_type_log: v.null(),
  revision: PatternRevisionSchema,
  pattern_log: v.null(),
  /** Ours: the panel's state: not_confirmed, confirmed, rejected, or edited (a second version waits or was rejected). */
  state: v.picklist(PATTERN_STATES),
  /** Ours: ISO 8601 UTC. */
  created_at: v.string(),
});
export type PatternItem = v.InferOutput<typeof PatternItemSchema>;
