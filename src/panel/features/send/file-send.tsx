import { useState } from 'react';
import { messages } from '../../../domain/index.ts';
import { type FileImport, numberList } from '../../lib/file-import.ts';
import { Composer } from './composer.tsx';
import { FilePicker } from './file-picker.tsx';

/** issue 7: send from a txt, csv or xlsx file; only the valid numbers go to the server. */
export function FileSend() {
  // A million numbers do not belong in a draft: the file is chosen again after a reload.
  const [result, setResult] = useState<FileImport | null>(null);
  return (
    <Composer
      mode="file"
      recipientsError={result ? null : messages.contactsRequired}
      recipients={() => ({ type: 'file', mobiles: numberList(result?.numbers ?? '') })}
      recipientCount={result?.validCount}
      onSent={() => setResult(null)}
    >
      <FilePicker
        mode="numbers"
        accept=".txt,.csv,.xlsx,.xls,text/plain,text/csv"
        label="فایل شماره‌ها (txt، csv یا xlsx)"
        result={result}
        onResult={setResult}
      />
    </Composer>
  );
}
