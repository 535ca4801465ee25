import { useQuery } from '@tanstack/react-query';
import { sendMessages, toLatinDigits } from '../../../domain/index.ts';
import { TextField } from '../../ui/text-field.tsx';
import {
  ANY_AUDIENCE,
  audienceParams,
  audienceProblem,
  countPart,
  NO_RECIPIENTS,
  SEND_FILTERS,
} from './audience.ts';
import { AudienceFilters } from './audience-filters.tsx';
import { Composer } from './composer.tsx';
import { RecipientCount } from './recipient-count.tsx';
import { bankCountQuery } from './send.queries.ts';
import { useDraft } from './use-draft.ts';

const EMPTY = { codes: '', ...ANY_AUDIENCE };

/** Codes split on spaces, commas and new lines; each 5 to 10 digits (send.schema.ts). */
function parseCodes(text: string): { codes: string[]; valid: boolean } {
  const codes = toLatinDigits(text)
    .split(/[\s,،]+/)
    .map((c) => c.replace(/-/g, ''))
    .filter(Boolean);
  return { codes, valid: codes.length > 0 && codes.every((c) => /^\d{5,10}$/.test(c)) };
}

/**
 * Postal code send: the people of the codes' areas (a code's leading 5+ digits take the whole area)
 * whom the filters take. Each code is a param of the send, counted as one part.
 */
export function PostalCodeSend() {
  const { draft, update, clear } = useDraft('postalcode', EMPTY);
  const { codes, valid } = parseCodes(draft.codes);
  const problem = audienceProblem(draft);
  const part = countPart(draft);
  const count = useQuery(
    bankCountQuery(
      valid && !problem
        ? {
            type: 'postal_code',
            postal_codes: codes,
            parts: codes.map((code) => ({ postal_codes: [code], ...part })),
          }
        : null,
    ),
  );
  return (
    <Composer
      mode="postalcode"
      recipientsError={
        valid ? (problem ?? (count.data === 0 ? NO_RECIPIENTS : null)) : sendMessages.invalidPostalCode
      }
      recipients={() => ({
        sending_type: 'postal_code',
        params: codes.map((postal_code) => ({ postal_code, ...audienceParams(draft) })),
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
      <AudienceFilters fields={SEND_FILTERS.postal_code} value={draft} onChange={update} />
      <RecipientCount query={count} chosen={valid && problem === null} />
    </Composer>
  );
}
