import { isValidCardNumber, messages } from '../../../domain/index.ts';
import { TextField } from '../../ui/text-field.tsx';
import { CARD_DIGITS, cardDigits, groupedCard } from './amount-text.ts';

type Props = {
  label: string;
  digits: string;
  onDigits: (digits: string) => void;
  error?: string | undefined;
};

/** The card's state as typed: incomplete, complete and Luhn-valid, or complete and wrong. */
export function cardState(digits: string): 'incomplete' | 'valid' | 'wrong' {
  if (digits.length < CARD_DIGITS) return 'incomplete';
  return isValidCardNumber(digits) ? 'valid' : 'wrong';
}

/**
 * A bank card number: 16 digits of any script shown in four groups, checked as soon as the 16th digit
 * is in: a card is 16 digits that pass the Luhn check ('Wrong card number' otherwise).
 */
export function CardField({ label, digits, onDigits, error }: Props) {
  const wrong = cardState(digits) === 'wrong' ? messages.wrongCardNumber : undefined;
  return (
    <TextField
      label={label}
      kind="numeric"
      autoComplete="cc-number"
      placeholder="---- ---- ---- ----"
      value={groupedCard(digits)}
      onValueChange={(typed) => onDigits(cardDigits(typed))}
      error={error ?? wrong}
    />
  );
}
