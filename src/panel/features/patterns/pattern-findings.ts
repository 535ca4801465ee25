import { patternRuleMessages } from '../../../domain/patterns/patterns.messages.ts';
import { patternFindings } from '../../../domain/patterns/patterns.rules.ts';
import { type PatternDraft, rowLength, type VariableRow } from './pattern-form.ts';

export type Finding = {
  /** 'text', 'website', or `variable:<name>` for one variable's row. */
  field: string;
  message: string;
  /** Every finding stops the submit: the reviewer rejects a pattern with any of them. */
  severity: 'block';
};

export function draftFindings(
  draft: PatternDraft,
  rows: readonly VariableRow[],
  companyName: string | null,
): Finding[] {
  const found: Finding[] = [];
  if (draft.text.trim() === '')
    found.push({ field: 'text', message: patternRuleMessages.patternTextRequired, severity: 'block' });
  for (const f of patternFindings({
    text: draft.text,
    variables: rows,
    website: draft.website,
    companyName,
  })) {
    if (f.field === 'variables') {
      // A variable rule names its variables: the reason goes beside each of their rows.
      for (const name of f.subjects ?? [])
        found.push({ field: `variable:${name}`, message: f.message, severity: 'block' });
    } else {
      const about =
        f.field === 'text' && f.subjects?.length ? `${f.message}: ${f.subjects.join('، ')}` : f.message;
      found.push({ field: f.field, message: about, severity: 'block' });
    }
  }
  for (const row of rows)
    if (rowLength(row) === 0)
      found.push({
        field: `variable:${row.name}`,
        message: patternRuleMessages.patternVariableLength,
        severity: 'block',
      });
  return found;
}

export const findingsOf = (findings: readonly Finding[], field: string) =>
  findings.filter((f) => f.field === field);
