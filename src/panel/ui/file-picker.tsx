import { useEffect, useRef, useState } from 'react';
import { formatNumber } from '../../domain/index.ts';
import { type FileImport, type FileImportMode, importFile, prepareFileImport } from '../lib/file-import.ts';
import { Button } from './button.tsx';
import * as styles from './file-picker.css.ts';
import { ProgressBar } from './progress-bar.tsx';

type Props = {
  mode: FileImportMode;
  accept: string;
  label: string;
  result: FileImport | null;
  /** The file read, with what the worker found in it (the send uploads the same file). */
  onResult: (result: FileImport | null, file?: File) => void;
};

/** A file read in a Web Worker with a progress bar and a cancel button; the page stays live. */
export function FilePicker({ mode, accept, label, result, onResult }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string>();
  const [name, setName] = useState('');
  const abort = useRef<AbortController | null>(null);
  // The reader is readied while the user looks for the file.
  useEffect(() => prepareFileImport(), []);

  const read = async (file: File) => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setError(undefined);
    setName(file.name);
    onResult(null);
    setProgress(0);
    try {
      const imported = await importFile(file, {
        mode,
        signal: controller.signal,
        onProgress: ({ fraction }) => setProgress(fraction * 100),
      });
      onResult(imported, file);
    } catch (failure) {
      if ((failure as Error).name !== 'AbortError') setError((failure as Error).message);
    } finally {
      if (abort.current === controller) {
        abort.current = null;
        setProgress(null);
      }
    }
  };
  const cancel = () => {
    abort.current?.abort();
    abort.current = null;
    setProgress(null);
    setName('');
    if (input.current) input.current.value = '';
  };
  return (
    <div className={styles.stack}>
      <label className={styles.label}>
        {label}
        <input
          ref={input}
          className={styles.fileInput}
          type="file"
          accept={accept}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void read(file);
          }}
        />
        <span className={styles.fileChoice} aria-hidden="true">
          <span className={styles.fileButton}>{name === '' ? 'انتخاب فایل' : 'انتخاب فایل دیگر'}</span>
          <span className={styles.fileName}>{name === '' ? 'فایلی انتخاب نشده است' : name}</span>
        </span>
      </label>
      {progress !== null ? (
        <div className={styles.row}>
          <div className={styles.grow}>
            <ProgressBar label={`خواندن ${name}`} value={progress} />
          </div>
          <Button variant="secondary" onClick={cancel}>
            لغو خواندن فایل
          </Button>
        </div>
      ) : null}
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      {result ? (
        <dl className={styles.facts} data-testid="file-summary">
          <dt>شماره‌های معتبر</dt>
          <dd className={styles.factValue}>{formatNumber(result.validCount)}</dd>
          <dt>ردیف‌های فایل</dt>
          <dd className={styles.factValue}>{formatNumber(result.total)}</dd>
          <dt>نامعتبر</dt>
          <dd className={styles.factValue}>{formatNumber(result.invalidCount)}</dd>
          <dt>ردیف‌های بی‌شماره</dt>
          <dd className={styles.factValue}>{formatNumber(result.emptyCount)}</dd>
          <dt>تکراری</dt>
          <dd className={styles.factValue}>{formatNumber(result.duplicateCount)}</dd>
        </dl>
      ) : null}
    </div>
  );
}
