// A pattern (template) SMS: text with {{tags}}, its variables, shared flag.
import * as v from 'valibot';
import { PATTERN_VARIABLE_TYPES } from '../core/enums.ts';
import { requiredText } from '../core/fields.ts';
import { DEFAULT_PATTERN_VARIABLE_LENGTH, PATTERN_TEXT_MAX } from '../core/limits.ts';
import { messages } from '../core/messages.ts';
import { normalizeLineBreaks } from '../core/sms-text.ts';
import { isValidPatternVariableName, patternTags } from './pattern-text.rules.ts';
import { patternRuleMessages } from './patterns.messages.ts';

/** A variable: a Latin name without spaces, a type, a length (default 20). */
export const PatternVariableSchema = v.object({
  name: v.pipe(
    v.string(patternRuleMessages.patternVariableName),
    v.trim(),
    v.check(isValidPatternVariableName, patternRuleMessages.patternVariableName),
  ),
  type: v.optional(v.picklist(PATTERN_VARIABLE_TYPES, messages.required), 'string'),
  length: v.optional(
    v.pipe(
      v.number(patternRuleMessages.patternVariableLength),
      v.integer(patternRuleMessages.patternVariableLength),
      v.minValue(1, patternRuleMessages.patternVariableLength),
    ),
    DEFAULT_PATTERN_VARIABLE_LENGTH,
  ),
});
export type PatternVariable = v.InferOutput<typeof PatternVariableSchema>;

// A link (http(s):// or www.) whose address holds a {{tag}}: A link cannot be a variable.
const LINK_WITH_TAG = /(?:https?:\/\/|www\.)[^\s]*\{\{/i;

const PatternObjectSchema = v.object({
  title: requiredText(),
  description: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(500))),
  text: v.pipe(
    v.string(messages.textRequired),
    v.transform(normalizeLineBreaks),
    v.check((s) => s.trim() !== '', messages.textRequired),
    v.maxLength(PATTERN_TEXT_MAX, patternRuleMessages.patternTextTooLong),
    v.check((s) => !LINK_WITH_TAG.test(s), patternRuleMessages.patternLinkRule),
  ),
  variables: v.optional(v.array(PatternVariableSchema), []),
  shared: v.optional(v.boolean(), false),
});

type PatternInput = v.InferOutput<typeof PatternObjectSchema>;
type FieldPath = [v.ObjectPathItem];
const at = (input: PatternInput, key: keyof PatternInput): FieldPath => [
  { type: 'object', origin: 'value', input, key, value: input[key] },
];

/** The rules across fields: variable names unique; the text's tags are exactly the variables. */
function patternRules(companyName?: string) {
  return v.rawCheck<PatternInput>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const input = dataset.value;
    const names = input.variables.map((variable) => variable.name);
    if (new Set(names).size !== names.length) {
      addIssue({ message: patternRuleMessages.patternVariableDuplicate, path: at(input, 'variables') });
    }
    const tags = patternTags(input.text);
    if (tags.length !== new Set(names).size || tags.some((tag) => !names.includes(tag))) {
      addIssue({ message: patternRuleMessages.patternTagsMismatch, path: at(input, 'text') });
    }
    // The company name must appear in the pattern text.
    const company = companyName?.trim();
    if (company && !input.text.includes(company)) {
      addIssue({ message: patternRuleMessages.patternCompanyName, path: at(input, 'text') });
    }
  });
}

/** The pattern create/update form, without the company-name rule. */
export const PatternSchema = v.pipe(PatternObjectSchema, patternRules());
export type Pattern = v.InferOutput<typeof PatternSchema>;

/** The same with the rule that the company name appears in the text. */
export function patternSchemaFor(companyName: string) {
  return v.pipe(PatternObjectSchema, patternRules(companyName));
}
