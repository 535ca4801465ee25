import { useQuery } from '@tanstack/react-query';
import { formatNumber, messages } from '../../../domain/index.ts';
import { EmptyArea } from '../../ui/empty-area.tsx';
import { Select } from '../../ui/select.tsx';
import { Composer } from './composer.tsx';
import { RecipientCount } from './recipient-count.tsx';
import { phonebookCountQuery, phonebooksQuery } from './send.queries.ts';
import { useDraft } from './use-draft.ts';

const EMPTY = { phonebooks: [] as string[] };

/** Send from phonebooks (a phonebook must be chosen), with their distinct count. */
export function PhonebookSend() {
  const { draft, update, clear } = useDraft('phonebook', EMPTY);
  const books = useQuery(phonebooksQuery());
  const count = useQuery(phonebookCountQuery(draft.phonebooks));
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
      recipients={() => ({
        sending_type: 'phonebook',
        params: [{ type: 'all', phonebook_ids: draft.phonebooks.map(Number) }],
      })}
      recipientCount={count.data}
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
    </Composer>
  );
}
