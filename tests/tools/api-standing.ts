// docs/published-api.md: where every call stands against the published API, written from the call
// declarations and the recorded examples (tests/api/contract/documented-examples.json), so the page
// cannot drift from them (tests/api/contract/drift.test.ts fails when it is stale). Rewrite it with
//   node --import tsx tests/tools/api-standing.ts
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type CallSpec, callStanding } from '../../src/domain/core/call.ts';
import { DIFFERENCES_EVERYWHERE } from '../../src/domain/core/published-differences.ts';

export type RecordedCall = { page: string; title: string; method: string; path: string };

/** The documented pages of calls this server does not serve, and why. */
export const NOT_SERVED: Record<string, string> = {
  'docs/user/register-user.md': "A reseller's call (making a sub-user); this panel is a customer's.",
  'docs/user/list-users.md': "A reseller's call (listing sub-users).",
  'docs/user/show-user.md': "A reseller's call (one sub-user).",
  'docs/user/update-user.md': "A reseller's call (changing a sub-user).",
  'docs/user/parents-tree.md': "A reseller's call (a sub-user's parents).",
  'docs/user/documents/list-document.md': "A reseller's call (a sub-user's identity documents).",
  'docs/user/documents/remove-document.md': "A reseller's call (a sub-user's identity documents).",
  'docs/user/documents/upload-document.md': "A reseller's call (a sub-user's identity documents).",
  'docs/numbers/assign-number.md': "A reseller's call (giving a line to a sub-user).",
  'docs/numbers/unassign-number.md': "A reseller's call (taking a line from a sub-user).",
};

/** The published pages a declaration names: its page and the others of the same method and path. */
export const pagesOf = (call: CallSpec): string[] =>
  'documented' in call.origin ? [call.origin.documented, ...(call.origin.also ?? [])] : [];

/** Does the declaration state a difference at `place` (a difference names it or a place above it)? */
export const statesDifference = (call: CallSpec, place: string): boolean =>
  'documented' in call.origin &&
  (call.origin.differences ?? []).some(
    (d) => place === d.field || place.startsWith(`${d.field}.`) || place.startsWith(`${d.field}[`),
  );

const keyOf = (method: string, path: string) =>
  `${method.toUpperCase()} ${path.replace(/\{[a-z_]+\}/g, '{}')}`;
const pathOf = (call: CallSpec) => (call.version === 2 ? `v2/api/${call.path}` : call.path);
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

export function standingDocument(calls: readonly CallSpec[], recorded: readonly RecordedCall[]): string {
  const byKey = new Map(calls.map((call) => [keyOf(call.method, pathOf(call)), call]));
  const documentedRows = recorded.map((example) => {
    const call = byKey.get(keyOf(example.method, example.path));
    const served = call && 'documented' in call.origin;
    const standing = served ? callStanding(call.origin) : 'not served';
    return { example, call, standing };
  });
  const count = (standing: string) => documentedRows.filter((row) => row.standing === standing).length;
  const designed = calls
    .filter((call) => !('documented' in call.origin))
    .sort((a, b) => pathOf(a).localeCompare(pathOf(b)) || a.method.localeCompare(b.method));
  const withDifferences = calls
    .filter((call) => callStanding(call.origin) === 'with differences')
    .sort((a, b) => pathOf(a).localeCompare(pathOf(b)));
  const lines: string[] = [
    '# The published API and this server',
    '',
    'Written by `node --import tsx tests/tools/api-standing.ts` from the call declarations',
    '(`src/domain/*/*.calls.ts`) and the published examples recorded in',
    '`tests/api/contract/documented-examples.json`; a test fails when this page is stale. Each call is',
    "**as documented** (its pages' examples hold, field by field), **with differences** (each stated",
    'below and in its declaration, and shown in `/v1/api/openapi.json`), **not served** (with why) or',
    '**designed** here for a screen the published API lacks.',
    '',
    `The published documentation shows ${recorded.length} calls: ${count('as documented')} as documented, ${count('with differences')} with differences, ${count('not served')} not served. This server adds ${designed.length} calls of its own.`,
    '',
    '## Everywhere',
    '',
    ...DIFFERENCES_EVERYWHERE.map((text) => `- ${text}`),
    '',
    '## The published calls',
    '',
    '| Page | Call | Standing |',
    '| --- | --- | --- |',
    ...documentedRows.map(
      ({ example, standing }) =>
        `| \`${example.page}\` | \`${example.method} ${example.path}\` | ${
          standing === 'not served'
            ? `not served: ${cell(NOT_SERVED[example.page] ?? 'not built')}`
            : standing
        } |`,
    ),
    '',
    '## Differences, call by call',
    '',
    ...withDifferences.flatMap((call) => [
      `### \`${call.method.toUpperCase()} ${pathOf(call)}\``,
      '',
      ...('documented' in call.origin
        ? (call.origin.differences ?? []).map((d) => `- \`${d.field}\`: ${cell(d.what)}`)
        : []),
      '',
    ]),
    '## Designed here',
    '',
    '| Call | Why |',
    '| --- | --- |',
    ...designed.map(
      (call) =>
        `| \`${call.method.toUpperCase()} ${pathOf(call)}\` | ${cell('designed' in call.origin ? call.origin.designed : '')} |`,
    ),
    '',
  ];
  return lines.join('\n');
}

/** Every declaration, read from the areas' calls files (outside Vite, where no glob import is). */
export async function declaredCalls(): Promise<CallSpec[]> {
  const domain = join(import.meta.dirname, '../../src/domain');
  const files = readdirSync(domain, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((dir) =>
      readdirSync(join(domain, dir.name))
        .filter((name) => name.endsWith('.calls.ts'))
        .map((name) => join(domain, dir.name, name)),
    );
  const modules = await Promise.all(files.map((file) => import(pathToFileURL(file).href)));
  return modules
    .flatMap((module) => Object.values(module as Record<string, unknown>))
    .filter(
      (x): x is CallSpec =>
        typeof x === 'object' && x !== null && 'method' in x && 'path' in x && 'origin' in x,
    );
}

export const STANDING_PAGE = join(import.meta.dirname, '../../docs/published-api.md');

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { default: recorded } = await import('../api/contract/documented-examples.json', {
    with: { type: 'json' },
  });
  writeFileSync(STANDING_PAGE, standingDocument(await declaredCalls(), recorded));
  console.log(`wrote ${STANDING_PAGE}`);
}
