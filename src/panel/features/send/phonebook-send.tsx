import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { formatNumber, messages } from '../../../domain/index.ts';
import { EmptyArea } from '../../ui/empty-area.tsx';
import { Select } from '../../ui/select.tsx';
import { Composer } from './composer.tsx';
import * as styles from './keyword-send.css.ts';
import { RecipientCount } from './recipient-count.tsx';
import { phonebookCountQuery, phonebooksQuery } from './send.queries.ts';
import { useDraft } from './use-draft.ts';

const PhonebookMergeTools = lazy(() =>
  import('./phonebook-merge-tools.tsx').then((m) => ({ default: m.PhonebookMergeTools })),
);

const EMPTY = { phonebooks: [] as string[], personal: false };

/**
 * Send from phonebooks (a phonebook must be chosen), with their distinct count. With one book chosen
 * the text may be personalised: each contact's name, title and feature values filled in
 * (keyword_phonebook).
 */
export function PhonebookSend() {
  const { draft, update, clear } = useDraft('phonebook', EMPTY);
  const books = useQuery(phonebooksQuery());
  const count = useQuery(phonebookCountQuery(draft.phonebooks));
  const single = draft.phonebooks.length === 1 ? (draft.phonebooks[0] as string) : null;
  const personal = single !== null && draft.personal === true;
  if (books.data?.length === 0)
    return (
      <EmptyArea
        title="دفترچه تلفنی ندارید"
        description="برای ارسال از دفترچه تلفن، ابتدا مخاطبان خود را در یک دفترچه ذخیره کنید."
        action={{ to: '/contacts', label: 'مخاطبان' }}
      />
    );
  return (
    <Composer
      mode="phonebook"
      recipientsError={draft.phonebooks.length === 0 ? messages.selectPhonebook : null}
      recipients={() =>
        personal
          ? { sending_type: 'keyword_phonebook', params: [{ phonebook_id: Number(single) }] }
          : {
              sending_type: 'phonebook',
              params: [{ type: 'all', phonebook_ids: draft.phonebooks.map(Number) }],
            }
      }
      recipientCount={count.data}
      perRecipientText={personal}
      priceScope={personal ? 'personal' : 'common'}
      textTools={
        personal
          ? ({ text, insert }) => (
              <Suspense fallback={null}>
                <PhonebookMergeTools phonebookId={single} text={text} insert={insert} />
              </Suspense>
            )
          : undefined
      }
      onSent={clear}
    >
      <Select
        label="دفترچه تلفن"
        multiple
        value={draft.phonebooks}
        onChange={(phonebooks) => update({ phonebooks })}
        options={(books.data ?? []).map((b) => ({
          value: String(b.id),
          label: `${b.title} (${formatNumber(b.count)})`,
        }))}
      />
      <RecipientCount query={count} chosen={draft.phonebooks.length > 0} />
      {single !== null ? (
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={personal}
            onChange={(event) => update({ personal: event.target.checked })}
          />
          متن شخصی: نام و ویژگی‌های هر مخاطب در پیامک خودش
        </label>
      ) : null}
    </Composer>
  );
}
