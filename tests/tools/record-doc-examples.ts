// Records the published API's documented examples (tests/api/contract/documented-examples.json): for
// each page of its docs/, the call's method and path, the example request (query and body) and every
// answer it shows with its HTTP status. The drift test and the contract lane read the record, so a
// declaration or an answer that strays from the documentation fails without the docs at hand.
// Run against a checkout of the published API's documentation:
//   node --import tsx tests/tools/record-doc-examples.ts <path to a git dir of ippanelcom/Edge-Document>
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

type Answer = { status: number; title: string; json: unknown };
export type DocumentedExample = {
  page: string;
  title: string;
  method: string;
  /** The path under the API's base, without its query (`report/recipients`). */
  path: string;
  /** The query the page's endpoint or example shows, `{…}` placeholders as written. */
  query: Record<string, string>;
  body?: unknown;
  answers: Answer[];
};

const gitDir = process.argv[2];
if (!gitDir) throw new Error('usage: record-doc-examples.ts <git dir of the published API docs>');
const git = (...args: string[]) => execFileSync('git', ['--git-dir', gitDir, ...args], { encoding: 'utf8' });

/** A line without its `// …` remark outside strings (the docs annotate values so). */
function dropRemark(line: string): string {
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (ch === '\\') i++;
    else if (ch === '"') quoted = !quoted;
    else if (!quoted && ch === '/' && line[i + 1] === '/') return line.slice(0, i);
  }
  return line;
}

/** JSON as the docs write it: trailing commas and remarks tolerated, as a reader of the page would. */
function parseLoose(text: string): unknown {
  const cleaned = text
    .split('\n')
    .map(dropRemark)
    .join('\n')
    .replace(/,(\s*[}\]])/g, '$1')
    .trim();
  try {
    return JSON.parse(cleaned);
  } catch {
    return undefined;
  }
}

function sections(markdown: string): { heading: string; blocks: { lang: string; text: string }[] }[] {
  const out: { heading: string; blocks: { lang: string; text: string }[] }[] = [];
  let current = { heading: '', blocks: [] as { lang: string; text: string }[] };
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (/^#{1,4} /.test(line)) {
      out.push(current);
      current = { heading: line.replace(/^#+\s*/, ''), blocks: [] };
      continue;
    }
    const fence = /^```(\w*)/.exec(line);
    if (fence) {
      const body: string[] = [];
      for (i++; i < lines.length && !/^```/.test(lines[i] ?? ''); i++) body.push(lines[i] ?? '');
      current.blocks.push({ lang: fence[1] ?? '', text: body.join('\n') });
    }
  }
  out.push(current);
  return out;
}

function splitUrl(url: string): { path: string; query: Record<string, string> } {
  const [path = '', query = ''] = url.split('?');
  const params: Record<string, string> = {};
  for (const pair of query.split('&').filter(Boolean)) {
    const [k = '', v = ''] = pair.split('=');
    params[decodeURIComponent(k)] = decodeURIComponent(v);
  }
  return { path: path.replace(/^\{base_url\}\/?(api\/)?/, '').replace(/^\/?api\//, ''), query: params };
}

/** The status an answer's heading states, else a success's 200, else its code's (`422-1` → 422). */
function statusOf(heading: string, json: unknown): number {
  const stated = /\((\d{3})\)/.exec(heading)?.[1];
  if (stated) return Number(stated);
  if (/success/i.test(heading)) return 200;
  const code = (json as { meta?: { message_code?: string } } | null)?.meta?.message_code ?? '';
  const prefix = Number(code.split('-')[0]);
  return prefix >= 400 && prefix < 600 ? prefix : 0;
}

/** Every call a page documents (most document one; a flow may document two). */
function record(page: string): DocumentedExample[] {
  const markdown = git('show', `HEAD:${page}`);
  const parts = sections(markdown);
  const title = parts.find((p) => p.heading)?.heading ?? '';
  const found: DocumentedExample[] = [];
  let current: DocumentedExample | undefined;
  for (const part of parts) {
    if (/endpoint/i.test(part.heading)) {
      const line = /^(GET|POST|PUT|PATCH|DELETE)\s+(\S+)/m.exec(part.blocks[0]?.text.trim() ?? '');
      if (!line) continue;
      const { path, query } = splitUrl((line[2] ?? '').replace(/'$/, ''));
      current = { page, title, method: line[1] ?? '', path, query, answers: [] };
      found.push(current);
      continue;
    }
    if (!current) continue;
    if (/request body/i.test(part.heading)) {
      const block = part.blocks.find((b) => b.lang === 'json');
      const body = block ? parseLoose(block.text) : undefined;
      if (body !== undefined && current.body === undefined) current.body = body;
    } else if (/example request/i.test(part.heading)) {
      const curl = part.blocks[0]?.text ?? '';
      if (current.body === undefined) {
        const data = /--data(?:-raw)?\s+'([\s\S]*?)'\s*$/m.exec(curl);
        const body = data ? parseLoose(data[1] ?? '') : undefined;
        if (body !== undefined) current.body = body;
      }
      const curlUrl = /curl[^']*'([^']+)'/.exec(curl)?.[1];
      if (curlUrl) current.query = { ...splitUrl(curlUrl).query, ...current.query };
    } else if (/response/i.test(part.heading)) {
      const block = part.blocks.find((b) => b.lang === 'json' || b.lang === '');
      const json = block ? parseLoose(block.text) : undefined;
      if (json !== undefined)
        current.answers.push({ status: statusOf(part.heading, json), title: part.heading, json });
    }
  }
  return found;
}

const pages = git('ls-tree', '-r', '--name-only', 'HEAD', 'docs/')
  .split('\n')
  .filter((p) => p.endsWith('.md') && !p.includes('tutorial'));
const examples = pages.flatMap(record);
const out = join(import.meta.dirname, '../api/contract/documented-examples.json');
writeFileSync(out, `${JSON.stringify(examples, null, 2)}\n`);
console.log(`${examples.length} calls of ${pages.length} pages recorded in ${out}`);
