// Request validation with the domain's valibot schemas: a bad body or query is 422 with the Persian
// message of every field under meta.errors, before any handler (or write) runs.
import type { Context } from 'hono';
import { validator } from 'hono/validator';
import * as v from 'valibot';
import { authMessages } from '../../domain/auth-messages.ts';
import { fail } from './respond.ts';

/** Field path → messages; issues about the whole object go under `_`. */
export function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? '_';
    const list = errors[key] ?? [];
    if (!list.includes(issue.message)) list.push(issue.message);
    errors[key] = list;
  }
  return errors;
}

function refuse(c: Context, issues: readonly v.BaseIssue<unknown>[]) {
  const errors = fieldErrors(issues);
  const first = Object.values(errors)[0]?.[0];
  return fail(c, 422, { message: first ?? authMessages.invalidRequest, errors });
}

export const jsonBody = <S extends v.GenericSchema>(schema: S) =>
  validator('json', async (value, c) => {
    // A body that is not an object (a bare string, an array, null) is refused the same way.
    const result = await v.safeParseAsync(schema, value);
    if (!result.success) return refuse(c, result.issues);
    return result.output as v.InferOutput<S>;
  });

export const queryParams = <S extends v.GenericSchema>(schema: S) =>
  validator('query', async (value, c) => {
    const result = await v.safeParseAsync(schema, value);
    if (!result.success) return refuse(c, result.issues);
    return result.output as v.InferOutput<S>;
  });
