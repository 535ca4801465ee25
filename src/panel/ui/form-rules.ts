import * as v from 'valibot';
import { messages, toLatinDigits, toPersianDigits } from '../../domain/index.ts';

/** The generic form rules every field may carry. */
export type FieldRules = {
  required?: boolean;
  min?: number;
  max?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: RegExp;
  patternMessage?: string;
  /** Returns true when the value is acceptable, or the message to show. */
  validate?: (value: string) => true | string;
};

export const ruleMessages = {
  min: (n: number) => `مقدار باید حداقل ${toPersianDigits(n)} باشد`,
  max: (n: number) => `مقدار باید حداکثر ${toPersianDigits(n)} باشد`,
  minLength: (n: number) => `حداقل ${toPersianDigits(n)} کاراکتر وارد کنید`,
  maxLength: (n: number) => `حداکثر ${toPersianDigits(n)} کاراکتر وارد کنید`,
  pattern: 'قالب مقدار واردشده درست نیست',
  notNumber: messages.digitsOnly,
};

// An optional field left empty passes every other rule: only `required` speaks about emptiness.
const filled = (test: (value: string) => boolean) => (value: string) => value === '' || test(value);
const asNumber = (value: string) => Number(toLatinDigits(value));

/** Required, min, max, minLength, maxLength, pattern and custom validate, as one valibot schema. */
export function ruleSchema(rules: FieldRules): v.GenericSchema<string, string> {
  const { required, min, max, minLength, maxLength, pattern, patternMessage, validate } = rules;
  const actions: v.PipeItem<string, string, v.BaseIssue<unknown>>[] = [];
  if (required) actions.push(v.check((value) => value.trim() !== '', messages.required));
  if (min !== undefined || max !== undefined) {
    actions.push(
      v.check(
        filled((value) => Number.isFinite(asNumber(value))),
        ruleMessages.notNumber,
      ),
    );
  }
  if (min !== undefined)
    actions.push(
      v.check(
        filled((value) => asNumber(value) >= min),
        ruleMessages.min(min),
      ),
    );
  if (max !== undefined)
    actions.push(
      v.check(
        filled((value) => asNumber(value) <= max),
        ruleMessages.max(max),
      ),
    );
  if (minLength !== undefined) {
    actions.push(
      v.check(
        filled((value) => value.length >= minLength),
        ruleMessages.minLength(minLength),
      ),
    );
  }
  if (maxLength !== undefined) {
    actions.push(
      v.check(
        filled((value) => value.length <= maxLength),
        ruleMessages.maxLength(maxLength),
      ),
    );
  }
  if (pattern) {
    actions.push(
      v.check(
        filled((value) => pattern.test(value)),
        patternMessage ?? ruleMessages.pattern,
      ),
    );
  }
  if (validate) {
    actions.push(
      v.rawCheck(({ dataset, addIssue }) => {
        if (!dataset.typed) return;
        const verdict = validate(dataset.value);
        if (verdict !== true) addIssue({ message: verdict });
      }),
    );
  }
  return v.pipe(v.string(), ...actions) as v.GenericSchema<string, string>;
}

/** A form's schema from per-field rules, for fields that have no domain schema of their own. */
export function rulesSchema<K extends string>(fields: Record<K, FieldRules>) {
  const entries = Object.fromEntries(
    Object.entries<FieldRules>(fields).map(([key, rules]) => [key, ruleSchema(rules)]),
  ) as Record<K, v.GenericSchema<string, string>>;
  return v.object(entries);
}
