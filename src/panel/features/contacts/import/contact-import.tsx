// Importing a file of contacts into one phonebook: the file is read in the browser by the file send's
// worker (its limits and messages), its first rows shown with a choice per column of what it fills
// (guessed from the headers), then uploaded; the server imports it in the background and its progress
// and answer (added, merged, refused and why) arrive live. An error leaves every choice as it was.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import {
  CONTACT_IMPORT_DONE_EVENT,
  CONTACT_IMPORT_PROGRESS_EVENT,
  type ContactImportJob,
} from '../../../../domain/contacts/contacts-files.schema.ts';
import { formatNumber, toPersianDigits } from '../../../../domain/index.ts';
import { cellsOf, type FileImport, type KeywordImport } from '../../../lib/file-import.ts';
import { useLiveEvent } from '../../../lib/live/use-live.ts';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { FilePicker } from '../../../ui/file-picker.tsx';
import { ProgressBar } from '../../../ui/progress-bar.tsx';
import { Select } from '../../../ui/select.tsx';
import { useSubmission } from '../../../ui/use-submission.ts';
import * as styles from './contact-files.css.ts';
import {
  bookFeaturesQuery,
  contactFileKeys,
  downloadSample,
  lastImportQuery,
  startImport,
} from './contact-files.queries.ts';
import { type ColumnChoice, guessColumns, mappingOf } from './mapping-guess.ts';

const ACCEPT = '.txt,.csv,.xlsx,.xls';
const PREVIEW_ROWS = 3;

export function ContactImport({
  phonebookId,
  phonebookTitle,
}: {
  phonebookId: number;
  phonebookTitle: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" variant="secondary" onClick={() => setOpen(true)}>
        ورود از فایل
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title={`ورود از فایل به «${phonebookTitle}»`}>
        {open ? <ImportSheet phonebookId={phonebookId} onClose={() => setOpen(false)} /> : null}
      </Dialog>
    </>
  );
}

function ImportSheet({ phonebookId, onClose }: { phonebookId: number; onClose: () => void }) {
  const queryClient = useQueryClient();
  const features = useQuery(bookFeaturesQuery(phonebookId));
  const last = useQuery(lastImportQuery(phonebookId));
  const [file, setFile] = useState<File | null>(null);
  const [read, setRead] = useState<KeywordImport | null>(null);
  const [choices, setChoices] = useState<ColumnChoice[]>([]);
  // The features the guess was made with, and whether the user has chosen a column by hand: a file
  // picked before the book's features arrived is guessed again when they do, unless the user chose.
  const [guessedWith, setGuessedWith] = useState<typeof features.data>();
  const [chosenByHand, setChosenByHand] = useState(false);
  if (read && !chosenByHand && features.data && features.data !== guessedWith) {
    setGuessedWith(features.data);
    setChoices(guessColumns(read.header, read.width, read.column.index, features.data));
  }
  const [header, setHeader] = useState(true);
  const [sampleError, setSampleError] = useState<string>();
  const { busy, error, run } = useSubmission();
  const headerId = useId();

  const job = last.data ?? null;
  const follow = (message: { data?: unknown }) => {
    const data = message.data as ContactImportJob | undefined;
    if (!data || data.phonebook_id !== phonebookId) return;
    queryClient.setQueryData(contactFileKeys.lastImport(phonebookId), data);
    // The book's members and counts changed: every list showing them reads again.
    if (data.state !== 'running') void queryClient.invalidateQueries();
  };
  useLiveEvent(CONTACT_IMPORT_PROGRESS_EVENT, follow);
  useLiveEvent(CONTACT_IMPORT_DONE_EVENT, follow);
  // The server says `ready` on every new connection: what it sent while there was none was lost.
  useLiveEvent('ready', () => {
    if (job?.state === 'running') void queryClient.invalidateQueries();
  });

  const onResult = (result: FileImport | null, chosen?: File) => {
    if (result?.mode !== 'keyword' || !chosen) {
      setRead(null);
      setFile(null);
      return;
    }
    setRead(result);
    setFile(chosen);
    setHeader(result.header !== null);
    setChoices(guessColumns(result.header, result.width, result.column.index, features.data ?? []));
    setGuessedWith(features.data);
    setChosenByHand(false);
  };

  const preview = useMemo(() => {
    if (!read) return [];
    const cells = cellsOf({ cells: read.cells.slice(0, 20_000) });
    const rows: string[][] = [];
    for (let r = 0; r < PREVIEW_ROWS && (r + 1) * read.width <= cells.length; r++)
      rows.push(cells.slice(r * read.width, (r + 1) * read.width));
    return rows;
  }, [read]);

  const options = useMemo(
    () => [
      { value: '', label: 'وارد نشود' },
      { value: 'number', label: 'شماره موبایل' },
      { value: 'pre', label: 'عنوان (آقای/خانم)' },
      { value: 'name', label: 'نام' },
      { value: 'email', label: 'ایمیل' },
      ...(features.data ?? []).map((f) => ({ value: `f:${f.id}`, label: `ویژگی: ${f.title}` })),
    ],
    [features.data],
  );

  const choose = (column: number, value: ColumnChoice) => {
    setChosenByHand(true);
    setChoices((current) =>
      // A choice moves to this column: the column that had it is left out (one column, one thing).
      current.map((c, i) => (i === column ? value : value !== '' && c === value ? '' : c)),
    );
  };

  const mapping = mappingOf(choices);
  const running = job?.state === 'running';
  const submit = () =>
    void run(async () => {
      if (!file || !mapping) return;
      await startImport(phonebookId, file, mapping, header);
      // Uploaded: the sheet now follows the import; a refused upload keeps every choice instead.
      setRead(null);
      setFile(null);
      setChoices([]);
      await queryClient.invalidateQueries({ queryKey: contactFileKeys.lastImport(phonebookId) });
    });

  const sample = async () => {
    setSampleError(undefined);
    try {
      await downloadSample(phonebookId);
    } catch (failure) {
      setSampleError((failure as Error).message);
    }
  };

  return (
    <div className={styles.stack}>
      <div className={styles.row}>
        <button type="button" className={styles.link} onClick={() => void sample()}>
          دریافت فایل نمونه
        </button>
        <span className={styles.hint}>ستون‌های این دفترچه تلفن با یک ردیف نمونه</span>
      </div>
      {sampleError ? (
        <p role="alert" className={styles.alert}>
          {sampleError}
        </p>
      ) : null}
      {job ? <ImportState job={job} /> : null}
      {running ? null : (
        <>
          <FilePicker
            mode="keyword"
            accept={ACCEPT}
            label="فایل مخاطبان (txt، csv، xlsx یا xls)"
            result={read}
            onResult={onResult}
          />
          {read ? (
            <>
              <label className={styles.check} htmlFor={headerId}>
                <input
                  id={headerId}
                  type="checkbox"
                  checked={header}
                  onChange={(e) => setHeader(e.target.checked)}
                />
                سطر اول فایل عنوان ستون‌هاست
              </label>
              <p className={styles.hint}>برای هر ستون فایل مشخص کنید در کدام مورد مخاطب وارد شود.</p>
              <ul className={styles.columns} aria-label="ستون‌های فایل">
                {choices.map((choice, column) => {
                  const name = header && read.header ? read.header[column] : '';
                  const title = `ستون ${toPersianDigits(column + 1)}${name ? `: ${name}` : ''}`;
                  const values = preview
                    .map((row) => row[column] ?? '')
                    .filter((v) => v !== '')
                    .map((v) => toPersianDigits(v))
                    .join('، ');
                  return (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a file's columns are known by their place.
                    <li key={column} className={styles.column}>
                      <Select
                        label={`مقصد ${title}`}
                        value={[choice]}
                        options={options}
                        onChange={([value]) => choose(column, value ?? '')}
                      />
                      {values ? <p className={styles.samples}>{values}</p> : null}
                    </li>
                  );
                })}
              </ul>
              {mapping ? null : (
                <p role="alert" className={styles.alert}>
                  ستون شماره موبایل را مشخص کنید
                </p>
              )}
            </>
          ) : null}
        </>
      )}
      {error ? (
        <p role="alert" className={styles.alert}>
          {error}
        </p>
      ) : null}
      <div className={styles.row}>
        {running ? null : (
          <Button type="button" busy={busy} disabled={!read || !mapping} onClick={submit}>
            ورود مخاطبان
          </Button>
        )}
        <Button type="button" variant="secondary" onClick={onClose}>
          بستن
        </Button>
      </div>
    </div>
  );
}

function ImportState({ job }: { job: ContactImportJob }) {
  if (job.state === 'running')
    return (
      <div className={styles.stack} role="status">
        <ProgressBar label="ورود مخاطبان در جریان است" value={job.progress} />
        <p className={styles.hint}>
          ورود فایل روی سرور انجام می‌شود؛ می‌توانید این پنجره را ببندید. ({formatNumber(job.progress)}٪)
        </p>
      </div>
    );
  if (job.state === 'failed')
    return (
      <p role="alert" className={styles.alert}>
        {job.error}
      </p>
    );
  return (
    <div className={styles.stack} role="status" data-testid="import-result">
      <p className={styles.success}>
        ورود آخرین فایل{job.file_name ? ` (${job.file_name})` : ''} پایان یافت.
      </p>
      <dl className={styles.facts}>
        <dt>مخاطبان افزوده‌شده</dt>
        <dd className={styles.factValue}>{formatNumber(job.added)}</dd>
        <dt>به‌روزشده (از پیش در دفترچه)</dt>
        <dd className={styles.factValue}>{formatNumber(job.merged)}</dd>
        <dt>ردیف‌های واردنشده</dt>
        <dd className={styles.factValue}>{formatNumber(job.refused)}</dd>
        {job.refused_values > 0 ? (
          <>
            <dt>مقدارهای ثبت‌نشده</dt>
            <dd className={styles.factValue}>{formatNumber(job.refused_values)}</dd>
          </>
        ) : null}
      </dl>
      {job.refusals.length > 0 ? (
        <ul className={styles.reasons}>
          {job.refusals.map((r) => (
            <li key={r.reason}>
              {r.reason}: {formatNumber(r.count)}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
