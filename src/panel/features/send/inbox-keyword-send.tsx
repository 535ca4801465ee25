import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { sendMessages } from '../../../domain/send/send.messages.ts';
import { TextField } from '../../ui/text-field.tsx';
import { Composer } from './composer.tsx';
import { RecipientCount } from './recipient-count.tsx';
import { keywordCountQuery } from './send.queries.ts';
import { useDraft } from './use-draft.ts';

const EMPTY = { keyword: '' };
/** The count waits for a pause in typing: one call per keyword, not one per letter. */
const COUNT_DELAY_MS = 400;
const NO_SENDERS = 'هیچ شماره‌ای این کلیدواژه را به خط‌های شما نفرستاده است';

/**
 * Keyword send to those who texted the keyword: every number that sent a message holding it to one of
 * the user's lines (the inbox) gets the text once, however many times it wrote.
 */
export function InboxKeywordSend() {
  const { draft, update, clear } = useDraft('inbox-keyword', EMPTY);
  const typed = draft.keyword.trim();
  const [keyword, setKeyword] = useState(typed);
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed), COUNT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const count = useQuery(keywordCountQuery(keyword));
  // The count shown is the keyword's as typed now, not one left over from a pause before.
  const current = keyword === typed ? count.data : undefined;
  const error =
    typed === ''
      ? sendMessages.keywordRequired
      : current === undefined
        ? 'در حال شمارش گیرندگان…'
        : current === 0
          ? NO_SENDERS
          : null;
  return (
    <Composer
      mode="inbox-keyword"
      recipientsError={error}
      recipients={() => ({ sending_type: 'inbox_keyword', params: { keyword: typed } })}
      recipientCount={current}
      onSent={clear}
    >
      <TextField
        label="کلیدواژه"
        value={draft.keyword}
        onValueChange={(next) => update({ keyword: next })}
        maxLength={50}
        hint="هر شماره‌ای که پیامکی با این کلیدواژه به یکی از خط‌های شما فرستاده، یک بار پیامک را می‌گیرد."
      />
      <RecipientCount query={count} chosen={typed !== '' && keyword === typed} />
    </Composer>
  );
}
