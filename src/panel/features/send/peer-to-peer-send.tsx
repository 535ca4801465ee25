import { useState } from 'react';
import { messages } from '../../../domain/index.ts';
import { type FileImport, numberList } from '../../lib/file-import.ts';
import { Composer } from './composer.tsx';
import { FilePicker } from './file-picker.tsx';

function pairs(result: FileImport | null) {
  if (result?.mode !== 'peer-to-peer') return [];
  return numberList(result.numbers).map((mobile, i) => ({ mobile, text: result.messages[i] ?? '' }));
}

/** issue 7, spec 5: peer to peer takes Excel only, with a message column and a mobile column. */
export function PeerToPeerSend() {
  const [result, setResult] = useState<FileImport | null>(null);
  return (
    <Composer
      mode="peer-to-peer"
      withText={false}
      recipientsError={result ? null : messages.contactsRequired}
      recipients={() => ({ type: 'peer_to_peer', pairs: pairs(result) })}
      recipientCount={result?.validCount}
      onSent={() => setResult(null)}
    >
      <FilePicker
        mode="peer-to-peer"
        accept=".xlsx,.xls"
        label="فایل اکسل با ستون پیام و ستون شماره موبایل"
        result={result}
        onResult={setResult}
      />
    </Composer>
  );
}
