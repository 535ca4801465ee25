import { useState } from 'react';
import { messages } from '../../../domain/index.ts';
import type { FileImport } from '../../lib/file-import.ts';
import { FilePicker } from '../../ui/file-picker.tsx';
import { Composer } from './composer.tsx';

/** Send from a txt, csv, xlsx or xls file; only the valid numbers go to the server. */
export function FileSend() {
  // A million numbers do not belong in a draft: the file is chosen again after a reload.
  const [result, setResult] = useState<FileImport | null>(null);
  const [file, setFile] = useState<File | null>(null);
  return (
    <Composer
      mode="file"
      recipientsError={result && file ? null : messages.contactsRequired}
      // The file itself goes up; the server reads it with the same reader, so it sends to these numbers.
      recipients={() => ({ sending_type: 'file', files: file ? [file] : [] })}
      recipientCount={result?.validCount}
      onSent={() => {
        setResult(null);
        setFile(null);
      }}
    >
      <FilePicker
        mode="numbers"
        accept=".txt,.csv,.xlsx,.xls,text/plain,text/csv"
        label="فایل شماره‌ها (txt، csv، xlsx یا xls)"
        result={result}
        onResult={(read, picked) => {
          setResult(read);
          setFile(picked ?? null);
        }}
      />
    </Composer>
  );
}
