import { Link } from '@tanstack/react-router';
import type { ActivityItem } from '../../../domain/colleagues/colleagues.schema.ts';
import { toPersianDigits } from '../../../domain/index.ts';
import * as styles from './colleagues.css.ts';

/** How a login was made, as its `method` says. */
const loginMethods: Readonly<Record<string, string>> = {
  password: 'با رمز عبور',
  sms: 'با کد پیامکی',
  voice: 'با کد صوتی',
  ga: 'با برنامهٔ احراز هویت',
  login: 'با رمز عبور',
  otp: 'با کد پیامکی',
};

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/**
 * What an event was about, from its detail (the call's path ids and the made thing's id): the thing's
 * name where the detail has one, else its number, a link to its page where it has one.
 */
export function ActivityDetail({ event }: { event: ActivityItem }) {
  const { detail, action } = event;
  if (action === 'login') return loginMethods[text(detail.method)] ?? '—';
  const named = text(detail.title) || text(detail.username);
  const id = text(detail.colleague_id) || text(detail.role_id) || text(detail.id);
  const label = named || (id ? `شمارهٔ ${toPersianDigits(id)}` : '');
  if (!label) return '—';
  if (id && action.startsWith('colleague_'))
    return (
      <Link to="/colleagues/$id" params={{ id }} className={styles.link}>
        همکار {label}
      </Link>
    );
  if (id && (action === 'role_created' || action === 'role_updated'))
    return (
      <Link to="/colleagues/update-access/$id" params={{ id }} className={styles.link}>
        نقش {label}
      </Link>
    );
  if (action === 'role_deleted') return `نقش ${label}`;
  if (id && action === 'send' && !detail.pattern_code)
    return (
      <Link to="/reports/$id" params={{ id }} className={styles.link}>
        ارسال {label}
      </Link>
    );
  return <bdi>{label}</bdi>;
}
