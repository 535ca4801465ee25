import { messages } from '../../../domain/index.ts';
import { NumberEntry } from '../../ui/number-entry.tsx';
import { Composer } from './composer.tsx';
import { useDraft } from './use-draft.ts';

const EMPTY = { numbers: [] as string[] };

/**
 * Quick send to typed or pasted numbers (at most 1000 pasted, duplicates flagged). `text`, when given
 * (a predefined message sent from its page), becomes the message's text.
 */
export function QuickSend({ text }: { text?: string | undefined }) {
  const { draft, update, clear } = useDraft('quick', EMPTY);
  return (
    <Composer
      mode="quick"
      handedText={text}
      recipientsError={draft.numbers.length === 0 ? messages.noNumberEntered : null}
      recipients={() => ({ sending_type: 'webservice', params: { recipients: draft.numbers } })}
      recipientCount={draft.numbers.length}
      onSent={clear}
    >
      <NumberEntry
        label="شماره موبایل گیرنده"
        value={draft.numbers}
        onChange={(numbers) => update({ numbers })}
      />
    </Composer>
  );
}
