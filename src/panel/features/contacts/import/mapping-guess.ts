// What each column of a contacts file fills, guessed from its header (the number column is the one
// the file reader found): the user sees the guess and may change any of it. One column fills one
// thing; a later column that would fill a taken one is left out.

import type { ImportMapping } from '../../../../domain/contacts/contacts-files.schema.ts';
import { normalizeHeader } from '../../../../domain/core/file-import/column-detection.ts';

export type BookFeature = { id: number; title: string; type: string; latin_title?: string };

/** A column's choice: '' (left out), number, pre, name, email, or `f:<feature id>`. */
export type ColumnChoice = string;

const NAMES: Record<'pre' | 'name' | 'email', readonly string[]> = {
  email: ['ایمیل', 'email', 'mail', 'رایانامه'],
  pre: ['عنوان', 'title', 'pre', 'prefix', 'پیشوند'],
  name: ['نام', 'name', 'fullname', 'اسم'],
};

export function guessColumns(
  header: readonly string[] | null,
  width: number,
  numberColumn: number,
  features: readonly BookFeature[],
): ColumnChoice[] {
  const choices: ColumnChoice[] = Array.from({ length: width }, () => '');
  if (numberColumn >= 0 && numberColumn < width) choices[numberColumn] = 'number';
  if (!header) return choices;
  const taken = new Set<string>(['number']);
  const heads = header.map((cell) => normalizeHeader(cell ?? ''));
  const assign = (column: number, choice: string) => {
    if (taken.has(choice) || choices[column] !== '') return;
    choices[column] = choice;
    taken.add(choice);
  };
  // Features first, by their whole title (Persian or Latin): «تاریخ تولد» is a feature, not a name.
  heads.forEach((head, column) => {
    if (head === '') return;
    const feature = features.find(
      (f) => normalizeHeader(f.title) === head || (f.latin_title && normalizeHeader(f.latin_title) === head),
    );
    if (feature) assign(column, `f:${feature.id}`);
  });
  for (const key of ['email', 'pre', 'name'] as const) {
    const column = heads.findIndex(
      (head, i) => choices[i] === '' && NAMES[key].some((name) => head === name || head.startsWith(name)),
    );
    if (column >= 0) assign(column, key);
  }
  return choices;
}

/** The choices as the import call takes them; null when no column is the number. */
export function mappingOf(choices: readonly ColumnChoice[]): ImportMapping | null {
  const number = choices.indexOf('number');
  if (number < 0) return null;
  const mapping: ImportMapping = { number };
  const features: Record<string, number> = {};
  choices.forEach((choice, column) => {
    if (choice === 'pre' || choice === 'name' || choice === 'email') mapping[choice] = column;
    else if (choice.startsWith('f:')) features[choice.slice(2)] = column;
  });
  if (Object.keys(features).length > 0) mapping.features = features;
  return mapping;
}
