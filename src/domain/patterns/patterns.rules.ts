// The rules a pattern is reviewed by, in one place: the panel's editor shows them live
// beside the fields while the user types, and the reference server's simulated reviewer applies the
// very same function, so what the user sees before submitting is what the reviewer will say.
//
// The server itself refuses only malformed input (types, lengths, tags that are not the variables,
// names that are not Latin, over 2,700 characters); the content rules here (company name, links,
// website, meaningful names) are the reviewer's: a pattern breaking them is accepted as pending and
// then rejected with a comment listing every finding.
//
// Two forms of one text: the panel writes variables as `{{name}}` tags; the published API
// stores and takes them between the pattern's `delimiter`s (`%name%`). Both are read here.

import { PATTERN_TEXT_MAX } from '../core/limits.ts';
import { messages } from '../core/messages.ts';
import { normalizeLineBreaks } from '../core/sms-text.ts';
import { answersKeyword } from '../send/keyword.rules.ts';
import { isValidPatternVariableName } from './pattern-text.rules.ts';
import { patternRuleMessages } from './patterns.messages.ts';

/** The delimiter the published API documents, and the one we store. */
export const PATTERN_DELIMITER = '%';

export type PatternFindingField = 'text' | 'variables' | 'website';
export const PATTERN_RULES = [
  'variable_name_latin',
  'variable_name_meaningful',
  'company_name',
  'link_malformed',
  'link_unrelated',
  'link_variable',
  'website_required',
  'website_invalid',
  'only_variables',
  'text_too_long',
] as const;
export type PatternRule = (typeof PATTERN_RULES)[number];

export type PatternFinding = {
  field: PatternFindingField;
  rule: PatternRule;
  /** The short message the editor shows under the field. */
  message: string;
  /** The variable names (variable rules) or links (link rules) the finding is about. */
  subjects?: string[];
};

export type PatternRulesInput = {
  /** The text in the panel's `{{name}}` form, or in the stored form when `delimiter` is given. */
  text: string;
  delimiter?: string;
  variables: readonly { name: string }[];
  website?: string | null;
  /**
   * The account's company name. For a legal person it is required by the account, so always there;
   * a real person has one only when they filled it in. Without one the company-name rule is skipped:
   * a real person's own name is not what a recipient recognises a sender by, and the website rule
   * already ties the pattern to a subject.
   */
  companyName?: string | null;
};

/** The reviewer's comment for each rule, in the published example's tone. */
const REVIEW_COMMENTS: Readonly<Record<PatternRule, string>> = {
  variable_name_latin: patternRuleMessages.patternReviewVariableLatin,
  variable_name_meaningful: patternRuleMessages.patternReviewVariableMeaningful,
  company_name: patternRuleMessages.patternReviewCompanyName,
  link_malformed: patternRuleMessages.patternReviewLinkMalformed,
  link_unrelated: patternRuleMessages.patternReviewLinkUnrelated,
  link_variable: patternRuleMessages.patternReviewLinkVariable,
  website_required: patternRuleMessages.patternReviewWebsiteRequired,
  website_invalid: patternRuleMessages.patternReviewWebsiteInvalid,
  only_variables: patternRuleMessages.patternReviewOnlyVariables,
  text_too_long: patternRuleMessages.patternReviewTextTooLong,
};

const FIELD_MESSAGES: Readonly<Record<PatternRule, string>> = {
  variable_name_latin: patternRuleMessages.patternVariableName,
  variable_name_meaningful: patternRuleMessages.patternVariableMeaningful,
  company_name: patternRuleMessages.patternCompanyName,
  link_malformed: patternRuleMessages.patternLinkMalformed,
  link_unrelated: patternRuleMessages.patternLinkUnrelated,
  link_variable: patternRuleMessages.patternLinkVariable,
  website_required: patternRuleMessages.patternWebsiteRequired,
  website_invalid: messages.wrongWebsite,
  only_variables: patternRuleMessages.patternOnlyVariables,
  text_too_long: patternRuleMessages.patternTextTooLong,
};

// Forms -------------------------------------------------------------------------------------------

const PANEL_TAG = /\{\{\s*([^{}]*?)\s*\}\}/g;

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A tag of the stored form: a name of Latin letters, digits or _ between two delimiters. */
function storedTag(delimiter: string): RegExp {
  const d = escapeRegExp(delimiter);
  return new RegExp(`${d}([A-Za-z0-9_]+)${d}`, 'g');
}

/** The panel's `{{name}}` tags as the stored `%name%` form (spaces inside the braces dropped). */
export function toStoredMessage(text: string, delimiter = PATTERN_DELIMITER): string {
  return normalizeLineBreaks(text).replace(PANEL_TAG, (_, name: string) => `${delimiter}${name}${delimiter}`);
}

/** A stored message (`%name%` with its delimiter) as the panel's `{{name}}` form. */
export function toPanelText(message: string, delimiter = PATTERN_DELIMITER): string {
  return message.replace(storedTag(delimiter), (_, name: string) => `{{${name}}}`);
}

/** The variable names of a stored message, each once, in order of first appearance. */
export function storedTags(message: string, delimiter = PATTERN_DELIMITER): string[] {
  return [...new Set([...message.matchAll(storedTag(delimiter))].map((m) => m[1] as string))];
}

/**
 * A message as the API takes it, in either form (`%name%` or `{{name}}`, even mixed), as stored:
 * the `{{name}}` tags become `%name%`.
 */
export function parsePatternMessage(message: string): { message: string; delimiter: string; tags: string[] } {
  const stored = toStoredMessage(message);
  return { message: stored, delimiter: PATTERN_DELIMITER, tags: storedTags(stored) };
}

// Variable names ------------------------------------------------------------------------------------

/**
 * Names that say nothing of what the value is. A name is not meaningful when it is one letter, a
 * letter and digits (x1, a2, v3), the same letter repeated (aa, xxx), or one of these, with or
 * without digits or _ after it (var, var1, test_2).
 */
export const MEANINGLESS_VARIABLE_NAMES: ReadonlySet<string> = new Set([
  'var',
  'vars',
  'variable',
  'variables',
  'test',
  'tests',
  'testing',
  'param',
  'params',
  'parameter',
  'parameters',
  'arg',
  'args',
  'argument',
  'value',
  'values',
  'val',
  'abc',
  'abcd',
  'xyz',
  'foo',
  'bar',
  'baz',
  'qux',
  'temp',
  'tmp',
  'data',
  'item',
  'field',
  'input',
  'string',
  'str',
  'integer',
  'int',
  'text',
  'sample',
  'example',
  'asdf',
  'qwerty',
  'blah',
  'something',
  'thing',
  'unknown',
  'undefined',
  'null',
]);

/** Whether a (Latin) variable name tells what its value is. */
export function isMeaningfulVariableName(name: string): boolean {
  const lower = name.trim().toLowerCase();
  if (lower.length <= 1) return false;
  if (/^[a-z][0-9_]+$/.test(lower)) return false;
  if (/^([a-z])\1+[0-9_]*$/.test(lower)) return false;
  const stem = lower.replace(/[0-9_]+$/, '');
  return !MEANINGLESS_VARIABLE_NAMES.has(stem);
}

// Links and website -------------------------------------------------------------------------------

/** Links a text holds: from http(s):// or www. to the next space, without closing punctuation. */
const LINK = /(?:https?:\/\/|www\.)\S*/gi;
const TRAILING_PUNCTUATION = /[.,،؛;:!?؟)\]»"']+$/;

export function textLinks(text: string): string[] {
  return [...text.matchAll(LINK)].map((m) => m[0].replace(TRAILING_PUNCTUATION, ''));
}

/** A host a browser would reach on the internet: dotted labels, ending in a top-level domain of letters. */
function isRealHost(host: string): boolean {
  if (host.length > 253) return false;
  const labels = host.split('.');
  if (labels.length < 2) return false;
  const tld = labels[labels.length - 1] as string;
  // Letters, or an internationalised one in its punycode form (.ایران is xn--mgba3a4f16a).
  if (!/^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/.test(tld)) return false;
  return labels.every((label) => /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(label));
}

/**
 * The host of an address written with http(s):// or www. (or, for a website, a bare host), lower
 * case and without a leading www.; null when the address is not well formed or the host not real.
 */
export function linkHost(address: string, bareHostAllowed = false): string | null {
  const trimmed = address.trim();
  let withScheme: string;
  if (/^https?:\/\//i.test(trimmed)) withScheme = trimmed;
  else if (/^www\./i.test(trimmed) || (bareHostAllowed && /^[^\s/:]+\.[^\s/:]+/.test(trimmed)))
    withScheme = `http://${trimmed}`;
  else return null;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  const host = url.hostname.toLowerCase();
  if (!isRealHost(host)) return null;
  return host.replace(/^www\./, '');
}

/** A link relates to the pattern's subject when its host is the website's host or a subdomain of it. */
export function isRelatedHost(host: string, websiteHost: string): boolean {
  return host === websiteHost || host.endsWith(`.${websiteHost}`);
}

// The rules ---------------------------------------------------------------------------------------

/** The text without its tags, punctuation, symbols and spaces: what a recipient reads besides values. */
function wordsBesideTags(panelText: string): string {
  return panelText.replace(PANEL_TAG, '').replace(/[\p{P}\p{S}\s\u200c\u200e\u200f\u0640]|\u200d/gu, '');
}

/** Every finding of the pattern rules above, text first, then variables, then the website. */
export function patternFindings(input: PatternRulesInput): PatternFinding[] {
  const findings: PatternFinding[] = [];
  const add = (field: PatternFindingField, rule: PatternRule, subjects?: string[]) =>
    findings.push({ field, rule, message: FIELD_MESSAGES[rule], ...(subjects ? { subjects } : {}) });

  const panelText = normalizeLineBreaks(
    input.delimiter ? toPanelText(input.text, input.delimiter) : input.text,
  );
  const websiteText = input.website?.trim() ?? '';
  const websiteHost = websiteText === '' ? null : linkHost(websiteText, true);

  if (panelText.trim() !== '') {
    if (panelText.length > PATTERN_TEXT_MAX) add('text', 'text_too_long');
    if (wordsBesideTags(panelText) === '') add('text', 'only_variables');
    const company = input.companyName?.trim();
    if (company && !answersKeyword(panelText, company)) add('text', 'company_name');

    const malformed: string[] = [];
    const unrelated: string[] = [];
    const variable: string[] = [];
    for (const link of textLinks(panelText)) {
      if (/\{\{|\}\}/.test(link)) variable.push(link);
      else {
        const host = linkHost(link);
        if (host === null) malformed.push(link);
        else if (websiteHost !== null && !isRelatedHost(host, websiteHost)) unrelated.push(link);
      }
    }
    if (variable.length > 0) add('text', 'link_variable', variable);
    if (malformed.length > 0) add('text', 'link_malformed', malformed);
    if (unrelated.length > 0) add('text', 'link_unrelated', unrelated);
  }

  // A blank name is the form's required field, not a finding.
  const names = input.variables.map((variable) => variable.name.trim()).filter((name) => name !== '');
  const notLatin = names.filter((name) => !isValidPatternVariableName(name));
  const meaningless = names.filter(
    (name) => isValidPatternVariableName(name) && !isMeaningfulVariableName(name),
  );
  if (notLatin.length > 0) add('variables', 'variable_name_latin', notLatin);
  if (meaningless.length > 0) add('variables', 'variable_name_meaningful', meaningless);

  if (websiteText === '') add('website', 'website_required');
  else if (websiteHost === null) add('website', 'website_invalid');
  return findings;
}

/** The reviewer's comment for one finding: its sentence, and the names or links it is about. */
export function reviewCommentLine(finding: PatternFinding): string {
  const comment = REVIEW_COMMENTS[finding.rule];
  if (!finding.subjects || finding.subjects.length === 0) return comment;
  return `${comment} (${finding.subjects.map((s) => `\u2068${s}\u2069`).join('، ')})`;
}

/** The reviewer's whole comment: one line per finding, or the approval when there is none. */
export function reviewComment(findings: readonly PatternFinding[]): string {
  if (findings.length === 0) return patternRuleMessages.patternApproved;
  return findings.map(reviewCommentLine).join('\n');
}
