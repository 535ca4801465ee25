import { sendMessages } from '../../../domain/index.ts';
import { TextField } from '../../ui/text-field.tsx';
import { Composer } from './composer.tsx';
import { useDraft } from './use-draft.ts';

const EMPTY = { keyword: '' };

/** issue 7: keyword send: to the numbers that texted the keyword to the account's lines. */
export function KeywordSend() {
  const { draft, update, clear } = useDraft('keyword', EMPTY);
  return (
    <Composer
      mode="keyword"
      recipientsError={draft.keyword.trim() === '' ? sendMessages.keywordRequired : null}
      recipients={() => ({ type: 'keyword', keyword: draft.keyword.trim() })}
      onSent={clear}
    >
      <TextField
        label="کلیدواژه"
        value={draft.keyword}
        maxLength={50}
        hint="پیامک به کسانی می‌رود که این کلیدواژه را به خط‌های شما فرستاده‌اند."
        onValueChange={(keyword) => update({ keyword })}
      />
    </Composer>
  );
}
