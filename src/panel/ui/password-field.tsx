import type { ComponentProps } from 'react';
import { PASSWORD_STRENGTHS, passwordStrength, passwordStrengthLabels } from '../../domain/index.ts';
import * as styles from './password-field.css.ts';
import { TextField } from './text-field.tsx';

type Props = Omit<ComponentProps<typeof TextField>, 'kind' | 'hint'> & {
  /** A password holding the username rates very weak. */
  username?: string;
  /** Login forms take a password as it is; register and change-password forms show the meter. */
  showStrength?: boolean;
};

const tone = (index: number, level: number) => {
  if (index > level) return 'off';
  if (level <= 1) return 'weak';
  return level === 2 ? 'medium' : 'strong';
};

/** The password input with its strength meter, from very weak to very strong. */
export function PasswordField({ username, showStrength = true, ...props }: Props) {
  const password = props.value;
  const level = passwordStrength(password, username);
  const index = PASSWORD_STRENGTHS.indexOf(level);
  const meter =
    showStrength && password ? (
      <span className={styles.strength}>
        <span className={styles.bars} aria-hidden="true">
          {PASSWORD_STRENGTHS.map((name, i) => (
            <span key={name} className={styles.bar({ tone: tone(i, index) })} />
          ))}
        </span>
        <span>قدرت رمز: {passwordStrengthLabels[level]}</span>
      </span>
    ) : undefined;
  return (
    <TextField
      {...props}
      kind="password"
      ltr
      hint={meter}
      autoComplete={props.autoComplete ?? 'new-password'}
    />
  );
}
