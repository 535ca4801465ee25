import { useState } from 'react';
import { messages } from '../../../domain/index.ts';
import type { FileImport } from '../../lib/file-import.ts';
import { FilePicker } from '../../ui/file-picker.tsx';
import { Composer } from './composer.tsx';

/** Peer to peer takes Excel only, with a message column and a mobile column. */
export function PeerToPeerSend() {
  const [result, setResult] = useState<FileImport | null>(null);
  const [file, setFile] = useState<File | null>(null);
  return (
    <Composer
      mode="peer-to-peer"
      withText={false}
      recipientsError={result && file ? null : messages.contactsRequired}
      // The file goes up as it is; the server reads its numbers and texts with the same reader.
      recipients={() => ({ sending_type: 'peer_to_peer_file', files: file ? [file] : [] })}
      recipientCount={result?.validCount}
      onSent={() => {
        setResult(null);
        setFile(null);
      }}
    >
      <FilePicker
        mode="peer-to-peer"
        accept=".xlsx,.xls"
        label="فایل اکسل با ستون پیام و ستون شماره موبایل"
        result={result}
        onResult={(read, picked) => {
          setResult(read);
          setFile(picked ?? null);
        }}
      />
    </Composer>
  );
}
