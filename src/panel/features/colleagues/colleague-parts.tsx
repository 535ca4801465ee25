import { type ColleagueStatus, colleagueStatusLabels } from '../../../domain/core/enums.ts';
import { toLocalMobile } from '../../../domain/core/mobile.ts';
import { toPersianDigits } from '../../../domain/index.ts';
import * as styles from './colleagues.css.ts';

export function StatusBadge({ status }: { status: ColleagueStatus }) {
  return <span className={styles.badge[status]}>{colleagueStatusLabels[status]}</span>;
}

/** A mobile as Iranians write it (09…), read left to right inside Persian text. */
export function MobileText({ mobile }: { mobile: string }) {
  return <bdi dir="ltr">{toPersianDigits(toLocalMobile(mobile) ?? mobile)}</bdi>;
}

export function RoleChips({ roles }: { roles: readonly { id: number; title: string }[] }) {
  return (
    <ul className={styles.chips} aria-label="نقش‌ها">
      {roles.map((role) => (
        <li key={role.id} className={styles.chip}>
          {role.title}
        </li>
      ))}
    </ul>
  );
}

export const fullName = (c: { first_name: string; last_name: string }) =>
  `${c.first_name} ${c.last_name}`.trim();
