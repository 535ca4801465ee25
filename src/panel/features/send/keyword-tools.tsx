import { useDeferredValue, useEffect, useMemo } from 'react';
import { CELL_SEPARATOR } from '../../../domain/core/file-import/types.ts';
import {
  columnLetter,
  formatNumber,
  type MergeSummary,
  mailMergeMessages,
  mergeText,
  placeholderOf,
  problemRows,
  smsParts,
  tableRows,
  toPersianDigits,
} from '../../../domain/index.ts';
import type { KeywordImport } from '../../lib/file-import.ts';
import * as styles from './keyword-send.css.ts';
import { useMergeSummary } from './use-merge-summary.ts';

/** How many finished messages the preview shows. */
const PREVIEW_COUNT = 5;
/** Problem rows listed one by one; the rest are left out together. */
const LISTED_PROBLEMS = 20;

/** A column as the screen names it: its header and letter, «نام (B)», or «ستون B». */
export function columnName(read: KeywordImport, column: number): string {
  const header = read.header?.[column]?.trim();
  return header ? `${header} (${columnLetter(column)})` : `ستون ${columnLetter(column)}`;
}

type Props = {
  read: KeywordImport;
  text: string;
  insert: (snippet: string) => void;
  excluded: ReadonlySet<number>;
  onExclude: (rows: ReadonlySet<number>) => void;
  /** The check of every row for the current text; null while it is being made. */
  onMerge: (summary: MergeSummary | null) => void;
};

/** The file's columns to insert, the first messages as sent, and the rows that cannot go. */
export function KeywordTools({ read, text, insert, excluded, onExclude, onMerge }: Props) {
  // The server trims the text before filling it: so does the preview, to count the same parts.
  const typed = useDeferredValue(text).trim();
  // Before any text is typed no row is a problem: the composer already asks for the text.
  const summary = useMergeSummary(read, typed);
  useEffect(() => onMerge(summary), [summary, onMerge]);
  const columns = Array.from({ length: read.width }, (_, column) => column);
  const problems = summary ? problemRows(summary) : [];
  const shown: number[] = [];
  // Numbers are 98XXXXXXXXXX, one a line: the i-th is at i × 13.
  for (let i = 0; i < read.validCount && shown.length < PREVIEW_COUNT; i++)
    if (!excluded.has(read.rows[i] as number)) shown.push(i);
  // Only the rows up to the last one shown are cut into cells, not the whole file.
  const upTo = (shown.at(-1) ?? -1) + 1;
  const rows = useMemo(
    () => tableRows(upTo === 0 ? [] : read.cells.split(CELL_SEPARATOR, upTo * read.width), read.width),
    [read.cells, read.width, upTo],
  );
  const toggle = (row: number, out: boolean) => {
    const next = new Set(excluded);
    if (out) next.add(row);
    else next.delete(row);
    onExclude(next);
  };
  const allOut = problems.length > 0 && problems.every((row) => excluded.has(row));

  return (
    <>
      <fieldset className={styles.section}>
        <legend className={styles.sectionTitle}>متغیرهای ستون (برای افزودن به متن بزنید)</legend>
        <div className={styles.chips}>
          {columns.map((column) => (
            <button
              key={column}
              type="button"
              className={styles.chip}
              title={`افزودن ${placeholderOf(column)} به متن`}
              onClick={() => insert(placeholderOf(column))}
            >
              {columnName(read, column)}
            </button>
          ))}
        </div>
      </fieldset>
      {summary && problems.length > 0 ? (
        <fieldset className={styles.problems}>
          <legend className={styles.sectionTitle}>ردیف‌های مشکل‌دار</legend>
          {summary.empty.length > 0 ? (
            <p className={styles.problem}>{mailMergeMessages.rowsEmpty(summary.empty)}</p>
          ) : null}
          {summary.tooLong.length > 0 ? (
            <p className={styles.problem}>{mailMergeMessages.rowsTooLong(summary.tooLong)}</p>
          ) : null}
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={allOut}
              onChange={(event) =>
                onExclude(
                  event.target.checked
                    ? new Set([...excluded, ...problems])
                    : new Set([...excluded].filter((row) => !problems.includes(row))),
                )
              }
            />
            هیچ‌کدام از این ردیف‌ها ارسال نشود
          </label>
          <div className={styles.checks}>
            {problems.slice(0, LISTED_PROBLEMS).map((row) => (
              <label key={row} className={styles.check}>
                <input
                  type="checkbox"
                  checked={excluded.has(row)}
                  onChange={(event) => toggle(row, event.target.checked)}
                />
                ردیف {toPersianDigits(row)}: ارسال نشود
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      {typed === '' ? (
        <p className={styles.total}>
          متن پیامک را بنویسید و متغیرهای ستون را در آن بگذارید تا پیش‌نمایش پیامک هر گیرنده دیده شود.
        </p>
      ) : (
        <section className={styles.section} aria-label="پیش‌نمایش پیامک‌ها">
          <h3 className={styles.sectionTitle}>پیش‌نمایش پیامک‌ها</h3>
          <ol className={styles.previews}>
            {shown.map((i) => {
              const merged = mergeText(typed, columns.map(rows(i)));
              const parts = smsParts(merged, { cancel11: true });
              return (
                <li key={i} className={styles.preview} data-testid="merge-preview">
                  <div className={styles.previewHead}>
                    <span>
                      ردیف {toPersianDigits(read.rows[i] as number)} —{' '}
                      <bdi className={styles.mobile}>
                        {toPersianDigits(`0${read.numbers.slice(i * 13 + 2, i * 13 + 12)}`)}
                      </bdi>
                    </span>
                    <span data-testid="merge-counts">
                      {/* A middle dot reads as a Persian zero: a comma separates the counts. */}
                      {toPersianDigits(parts.length)} نویسه، {toPersianDigits(parts.parts)} بخش
                    </span>
                  </div>
                  <p className={styles.previewText} data-testid="merge-text">
                    {merged === '' ? '(خالی)' : merged}
                  </p>
                </li>
              );
            })}
          </ol>
          <p className={styles.total} data-testid="merge-total" aria-live="polite">
            {summary
              ? `${formatNumber(summary.sent)} پیامک، در مجموع ${formatNumber(summary.parts)} بخش`
              : mailMergeMessages.checking}
          </p>
        </section>
      )}
    </>
  );
}
