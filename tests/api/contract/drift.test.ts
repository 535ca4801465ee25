// The declarations against the published API's recorded examples (documented-examples.json, recorded
// by tests/tools/record-doc-examples.ts): every ordinary call the docs show is declared at its method
// and path, and every field of its documented request and answer is declared, under its name, of its
// type. A difference is allowed only where the declaration states it (origin.differences names the
// field); a declaration stating none is "as documented" and must have none.

import { readFileSync } from 'node:fs';
import { toJsonSchema } from '@valibot/to-json-schema';
import { describe, expect, it } from 'vitest';
import type { CallSpec } from '../../../src/domain/core/call.ts';
import {
  NOT_SERVED,
  pagesOf,
  STANDING_PAGE,
  standingDocument,
  statesDifference,
} from '../../tools/api-standing.ts';
import examples from './documented-examples.json' with { type: 'json' };

type Json = Record<string, unknown>;
type Example = (typeof examples)[number];

const calls = Object.values(
  import.meta.glob<Record<string, unknown>>('../../../src/domain/**/*.calls.ts', { eager: true }),
)
  .flatMap((module) => Object.values(module))
  .filter(
    (x): x is CallSpec =>
      typeof x === 'object' && x !== null && 'method' in x && 'path' in x && 'origin' in x,
  );

const schemaOf = (schema: unknown, mode: 'input' | 'output'): Json =>
  toJsonSchema(schema as never, { target: 'draft-2020-12', typeMode: mode, errorMode: 'ignore' }) as Json;

const pathKey = (method: string, path: string) =>
  `${method.toLowerCase()} ${path.replace(/\{[a-z_]+\}/g, '{}')}`;
const declaredKey = (call: CallSpec) =>
  pathKey(call.method, call.version === 2 ? `v2/api/${call.path}` : call.path);

/** The JSON type names a value has (an integer is a number too). */
function typesOf(value: unknown): string[] {
  if (value === null) return ['null'];
  if (Array.isArray(value)) return ['array'];
  if (Number.isInteger(value)) return ['integer', 'number'];
  return [typeof value];
}

/** The alternatives a schema allows, flattened (anyOf/oneOf). */
function alternatives(schema: Json): Json[] {
  const union = (schema.anyOf ?? schema.oneOf) as Json[] | undefined;
  return union ? union.flatMap(alternatives) : [schema];
}

function allows(schema: Json, value: unknown): boolean {
  return alternatives(schema).some((alt) => {
    const type = alt.type;
    if (type === undefined) return alt.const === undefined || alt.const === value || 'enum' in alt;
    const types = Array.isArray(type) ? type : [type];
    return typesOf(value).some((t) => types.includes(t));
  });
}

/** The alternatives an object example can be: those whose fixed fields (a const or enum) it fits. */
function formsFor(value: Json, objects: Json[]): Json[] {
  const fits = objects.filter((alt) =>
    Object.entries((alt.properties as Json | undefined) ?? {}).every(([field, property]) => {
      const fixed = property as Json;
      if (!(field in value)) return true;
      if (fixed.const !== undefined) return fixed.const === value[field];
      if (Array.isArray(fixed.enum)) return fixed.enum.includes(value[field]);
      return true;
    }),
  );
  return fits.length > 0 ? fits : objects;
}

/**
 * Every documented field the schema lacks or types otherwise, as `path: what`. Fields the schema has
 * and the example does not show are ours to add; a documented null says only that the field is there.
 */
function drift(value: unknown, schema: Json, path: string): string[] {
  if (value === null) return [];
  if (!allows(schema, value)) return [`${path}: documented ${typesOf(value)[0]}, declared otherwise`];
  if (Array.isArray(value)) {
    const items = alternatives(schema).find((alt) => alt.items)?.items as Json | undefined;
    return items && value.length > 0 ? drift(value[0], items, `${path}[]`) : [];
  }
  if (typeof value !== 'object') return [];
  const all = alternatives(schema).filter((alt) => alt.type === 'object' || alt.properties);
  if (all.length === 0 || all.some((alt) => !alt.properties)) return [];
  const objects = formsFor(value as Json, all);
  return Object.entries(value as Json).flatMap(([written, item]) => {
    // A form's `files[]` is the list `files` (multipart fields named `x[]` arrive as lists).
    const field = written.replace(/\[\]$/, '');
    const holder = objects.find((alt) => field in (alt.properties as Json));
    const property = holder ? ((holder.properties as Json)[field] as Json) : undefined;
    // Its value on the page stands for the files chosen, so only the field's name is compared.
    if (field !== written) return property ? [] : [`${path}.${written}: not declared`];
    const record = objects.find((alt) => typeof alt.additionalProperties === 'object')?.additionalProperties;
    if (!property && record) return drift(item, record as Json, `${path}.${field}`);
    return property ? drift(item, property, `${path}.${field}`) : [`${path}.${field}: not declared`];
  });
}

function successData(example: Example): unknown {
  const success = example.answers.find((a) => a.status === 200);
  return success ? (success.json as { data?: unknown }).data : undefined;
}

function mismatches(call: CallSpec, example: Example): string[] {
  const found: string[] = [];
  const body = call.bodyForms ?? call.body;
  if (example.body !== undefined && body && call.method !== 'get')
    found.push(...drift(example.body, schemaOf(body, 'input'), 'body'));
  const query = Object.keys(example.query);
  if (query.length > 0 && call.query) {
    const properties = (schemaOf(call.query, 'input').properties ?? {}) as Json;
    for (const name of query) if (!(name in properties)) found.push(`query.${name}: not declared`);
  }
  const data = successData(example);
  const declared = call.list ? { type: 'array', items: schemaOf(call.list, 'output') } : call.data;
  if (data !== undefined && data !== null && declared)
    found.push(...drift(data, call.list ? (declared as Json) : schemaOf(declared, 'output'), 'data'));
  return found;
}

/** A mismatch the declaration states. */
const stated = (call: CallSpec, mismatch: string): boolean =>
  statesDifference(call, mismatch.split(':')[0] ?? '');

describe('the declarations against the published examples', () => {
  it('records the examples', () => {
    expect(examples.length).toBeGreaterThan(70);
  });

  it('name only pages that exist, each claimed by one declaration at its method and path', () => {
    const recorded = new Set(examples.map((e) => e.page));
    for (const call of calls)
      for (const page of pagesOf(call)) {
        expect(recorded.has(page), `${call.method} ${call.path}: ${page}`).toBe(true);
        const shown = examples.filter((e) => e.page === page).map((e) => pathKey(e.method, e.path));
        expect(shown, `${page} documents ${call.method} ${call.path}`).toContain(declaredKey(call));
      }
  });

  for (const example of examples) {
    const why = NOT_SERVED[example.page];
    if (why) continue;
    it(`${example.page}: ${example.method} ${example.path}`, () => {
      const call = calls.find((c) => declaredKey(c) === pathKey(example.method, example.path));
      expect(call, 'declared').toBeDefined();
      if (!call) return;
      expect(pagesOf(call), 'the declaration names the page').toContain(example.page);
      expect(mismatches(call, example).filter((m) => !stated(call, m))).toEqual([]);
    });
  }

  it('states no difference that is not there: each stated field is a place of the page', () => {
    for (const call of calls) {
      if (!('documented' in call.origin)) continue;
      for (const difference of call.origin.differences ?? [])
        expect(difference.field, `${call.method} ${call.path}`).toMatch(
          /^(status|message_code|meta(\.[a-z_]+)*|path|errors|behaviour|(body|query|data)(\.[a-z_[\]]+)*)$/,
        );
    }
  });

  it('serves every published call but those it says why not, and says so only of those it does not serve', () => {
    const served = new Set(calls.map(declaredKey));
    for (const example of examples) {
      const key = pathKey(example.method, example.path);
      expect({ page: example.page, served: served.has(key) }).toEqual({
        page: example.page,
        served: !(example.page in NOT_SERVED),
      });
    }
  });

  it('keeps docs/published-api.md as the declarations and the examples say', () => {
    expect(readFileSync(STANDING_PAGE, 'utf8')).toBe(standingDocument(calls, examples));
  });
});
