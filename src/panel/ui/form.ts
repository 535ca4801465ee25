import { useState } from 'react';
import * as v from 'valibot';
import { refusalErrors } from '../../domain/index.ts';

export type FieldErrors = Record<string, string>;

/** The first message per field of a failed parse: one schema drives the form and the server. */
export function schemaErrors(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? '';
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/**
 * The server's per-field errors (meta.errors, or beside meta on a refused login; lists of strings),
 * first message per field.
 */
export function serverFieldErrors(body: unknown): FieldErrors {
  return Object.fromEntries(
    Object.entries(refusalErrors(body)).flatMap(([key, list]) =>
      Array.isArray(list) && typeof list[0] === 'string' ? [[key, list[0]]] : [],
    ),
  );
}

/** Form state: values held as typed, validated by a schema on submit; nothing entered is ever lost. */
export function useSchemaForm<S extends v.GenericSchema, T extends Record<string, string>>(
  schema: S,
  initial: T,
) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (key: keyof T & string) => (value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors(({ [key]: _dropped, ...rest }) => rest);
  };
  const parse = (extra: Record<string, unknown> = {}): v.InferOutput<S> | null => {
    const result = v.safeParse(schema, { ...values, ...extra });
    if (result.success) return result.output;
    setErrors(schemaErrors(result.issues));
    return null;
  };
  return { values, set, errors, setErrors, parse };
}
