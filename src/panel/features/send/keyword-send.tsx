import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { normalizeKeyword, sendMessages } from '../../../domain/index.ts';
import { TextField } from '../../ui/text-field.tsx';
import { Composer } from './composer.tsx';
import { keywordCountQuery } from './keyword.queries.ts';
import { RecipientCount } from './recipient-count.tsx';
import { useDraft } from './use-draft.ts';

const EMPTY = { keyword: '' };
// The count waits for a pause in typing, as the other typed fields do (500 ms).
const COUNT_DELAY_MS = 500;

/** Keyword send: to the numbers that texted the keyword to the account's lines. */
export function KeywordSend() {
  const { draft, update, clear } = useDraft('keyword', EMPTY);
  const keyword = draft.keyword.trim();
  const [counted, setCounted] = useState(keyword);
  useEffect(() => {
    const timer = setTimeout(() => setCounted(keyword), COUNT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [keyword]);
  const count = useQuery(keywordCountQuery(normalizeKeyword(counted) === '' ? '' : counted));
  return (
    <Composer
      mode="keyword"
      recipientsError={keyword === '' ? sendMessages.keywordRequired : null}
      recipients={() => ({ sending_type: 'inbox_keyword', params: { keyword } })}
      recipientCount={counted === keyword ? count.data : undefined}
      onSent={clear}
    >
      <TextField
        label="کلیدواژه"
        value={draft.keyword}
        maxLength={50}
        hint="پیامک به کسانی می‌رود که این کلیدواژه را به خط‌های شما فرستاده‌اند؛ «ي» و «ی»، رقم‌های فارسی و لاتین و فاصله‌ها یکی شمرده می‌شوند."
        onValueChange={(next) => update({ keyword: next })}
      />
      <RecipientCount query={count} chosen={counted !== '' && counted === keyword} />
    </Composer>
  );
}
