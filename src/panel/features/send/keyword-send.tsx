import { useId, useState } from 'react';
import {
  columnLetter,
  formatNumber,
  type MergeSummary,
  mailMergeMessages,
  messages,
  problemRows,
} from '../../../domain/index.ts';
import { importFile, type KeywordImport } from '../../lib/file-import.ts';
import { FilePicker } from '../../ui/file-picker.tsx';
import { Composer } from './composer.tsx';
import * as styles from './keyword-send.css.ts';
import { columnName, KeywordTools } from './keyword-tools.tsx';

/**
 * Keyword send (mail merge): a file's rows, each recipient getting the text with their row's values
 * in place of the column placeholders ({ex_B}). The server fills them again from the same file.
 */
export function KeywordSend() {
  // Rows of a file do not belong in a draft: the file is chosen again after a reload.
  const [result, setResult] = useState<KeywordImport | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [excluded, setExcluded] = useState<ReadonlySet<number>>(new Set());
  const [merge, setMerge] = useState<MergeSummary | null>(null);
  const [rereading, setRereading] = useState(false);
  const [columnError, setColumnError] = useState<string>();
  const selectId = useId();

  const take = (read: KeywordImport | null, picked?: File) => {
    setResult(read);
    setFile(picked ?? null);
    setExcluded(new Set());
    setMerge(null);
    setColumnError(undefined);
  };
  // Another mobile column: the same file read again, numbers and rows as that column says.
  const chooseColumn = async (column: number) => {
    if (!file) return;
    setRereading(true);
    setColumnError(undefined);
    try {
      const read = (await importFile(file, { mode: 'keyword', mobileColumn: column })) as KeywordImport;
      setResult(read);
      setExcluded(new Set());
    } catch (failure) {
      setColumnError((failure as Error).message);
    } finally {
      setRereading(false);
    }
  };
  // Only rows whose message is empty or too long can be left out; those not left out stop the send.
  const problems = merge ? problemRows(merge) : [];
  const unresolved = problems.filter((row) => !excluded.has(row));
  const left = problems.filter((row) => excluded.has(row));
  const recipientsError = !(result && file)
    ? messages.contactsRequired
    : merge === null
      ? mailMergeMessages.checking
      : unresolved.length > 0
        ? mailMergeMessages.rowsRefused(unresolved)
        : null;

  return (
    <Composer
      mode="keyword"
      recipientsError={recipientsError}
      // The file itself goes up with the rows left out; the server fills each message from it again.
      recipients={() => ({
        sending_type: 'keyword',
        files: file ? [file] : [],
        excluded_rows: left,
        ...(result?.column.by === 'chosen' ? { mobile_column: columnLetter(result.column.index) } : {}),
      })}
      recipientCount={merge?.sent}
      onSent={() => take(null)}
      textTools={({ text, insert }) =>
        result ? (
          <KeywordTools
            read={result}
            text={text}
            insert={insert}
            excluded={excluded}
            onExclude={setExcluded}
            onMerge={setMerge}
          />
        ) : null
      }
    >
      <FilePicker
        mode="keyword"
        accept=".txt,.csv,.xlsx,.xls,text/plain,text/csv"
        label="فایل گیرندگان (xlsx، xls، csv یا txt)"
        result={result}
        onResult={(read, picked) => take(read as KeywordImport | null, picked)}
      />
      {result ? (
        <div className={styles.field}>
          <label htmlFor={selectId}>ستون شماره موبایل</label>
          <select
            id={selectId}
            aria-describedby={`${selectId}-hint`}
            className={styles.select}
            value={result.column.index}
            disabled={rereading}
            onChange={(event) => void chooseColumn(Number(event.target.value))}
          >
            {Array.from({ length: result.width }, (_, column) => (
              <option key={columnLetter(column)} value={column}>
                {columnName(result, column)}
              </option>
            ))}
          </select>
          <span id={`${selectId}-hint`} className={styles.hint}>
            {formatNumber(result.validCount)} گیرنده؛ برای هر ردیف، متغیرهای ستون با مقدار همان ردیف پر
            می‌شوند.
          </span>
        </div>
      ) : null}
      {columnError ? (
        <p role="alert" className={styles.problem}>
          {columnError}
        </p>
      ) : null}
    </Composer>
  );
}
