import { useQuery } from '@tanstack/react-query';
import { sendMessages, toLatinDigits } from '../../../domain/index.ts';
import { TextField } from '../../ui/text-field.tsx';
import { Composer } from './composer.tsx';
import { RecipientCount } from './recipient-count.tsx';
import { bankCountQuery } from './send.queries.ts';
import { useDraft } from './use-draft.ts';

const EMPTY = { codes: '' };

/** Codes split on spaces, commas and new lines; each 5 to 10 digits (send.schema.ts). */
function parseCodes(text: string): { codes: string[]; valid: boolean } {
  const codes = toLatinDigits(text)
    .split(/[\s,،]+/)
    .map((c) => c.replace(/-/g, ''))
    .filter(Boolean);
  return { codes, valid: codes.length > 0 && codes.every((c) => /^\d{5,10}$/.test(c)) };
}

/** Postal code send: everyone in the areas of the codes (or their leading 5+ digits). */
export function PostalCodeSend() {
  const { draft, update, clear } = useDraft('postalcode', EMPTY);
  const { codes, valid } = parseCodes(draft.codes);
  const count = useQuery(bankCountQuery(valid ? { type: 'postal_code', postal_codes: codes } : null));
  return (
    <Composer
      mode="postalcode"
      recipientsError={valid ? null : sendMessages.invalidPostalCode}
      recipients={() => ({
        sending_type: 'postal_code',
        params: codes.map((postal_code) => ({ postal_code })),
      })}
      recipientCount={count.data}
      onSent={clear}
    >
      <TextField
        label="کدهای پستی"
        ltr
        value={draft.codes}
        hint="چند کد را با فاصله یا ویرگول جدا کنید؛ ۵ رقم اول یک کد، همهٔ آن محدوده را می‌گیرد."
        onValueChange={(next) => update({ codes: next })}
      />
      <RecipientCount query={count} chosen={valid} />
    </Composer>
  );
}
