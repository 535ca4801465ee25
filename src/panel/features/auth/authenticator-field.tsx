import { TextField } from '../../ui/text-field.tsx';

/** The six digits of the authenticator app, asked for wherever two-step login is the app. */
export function AuthenticatorField(props: {
  value: string;
  onValueChange: (value: string) => void;
  error?: string | undefined;
}) {
  return (
    <TextField
      label="کد برنامه احراز هویت"
      kind="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      value={props.value}
      onValueChange={props.onValueChange}
      error={props.error}
    />
  );
}
