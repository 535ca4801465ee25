import { DatePicker } from '../../ui/date-picker.tsx';
import { TextField } from '../../ui/text-field.tsx';

export type FeatureType = 'string' | 'date' | 'int';

type Props = {
  title: string;
  type: FeatureType;
  /** A date as jYYYY/jMM/jDD in Latin digits; a number in Latin digits; text as typed. */
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
};

/** A feature's value with the input its type needs: a Jalali calendar, digits only, or text. */
export function FeatureValueField({ title, type, value, onChange, error }: Props) {
  if (type === 'date')
    return <DatePicker label={title} value={value} onChange={onChange} {...(error ? { error } : {})} />;
  return (
    <TextField
      label={title}
      value={value}
      onValueChange={onChange}
      // Persian and Arabic digits become Latin and other characters are dropped as they are typed.
      kind={type === 'int' ? 'numeric' : 'text'}
      error={error}
      autoComplete="off"
    />
  );
}
