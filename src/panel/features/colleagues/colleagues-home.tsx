import { Link } from '@tanstack/react-router';
import { button } from '../../ui/button.css.ts';
import { UrlTabs } from '../../ui/url-tabs.tsx';
import { ActivityLog } from './activity-log.tsx';
import { ColleagueList } from './colleague-list.tsx';
import * as styles from './colleagues.css.ts';
import { COLLEAGUE_TABS, type ColleaguesSearch } from './colleagues-search.ts';
import { RoleList } from './role-list.tsx';

/** /colleagues: the account's colleagues, its access roles and what each member did. */
export function ColleaguesHome({ search }: { search: ColleaguesSearch }) {
  return (
    <div className={styles.screen}>
      <div className={styles.toolbar}>
        <p className={styles.muted}>
          همکاران با نقش دسترسی‌ای که به آن‌ها می‌دهید در حساب شما کار می‌کنند؛ مسئولیت کارهایشان با صاحب حساب
          است.
        </p>
        <span className={styles.spacer} />
        <Link to="/colleagues/create-access" className={button({ size: 'large', variant: 'secondary' })}>
          ساخت دسترسی
        </Link>
        <Link to="/colleagues/create" className={button({ size: 'large' })}>
          افزودن همکار
        </Link>
      </div>
      <UrlTabs label="همکاران" tabs={COLLEAGUE_TABS}>
        {(tab) =>
          tab === 0 ? (
            <ColleagueList search={search} />
          ) : tab === 1 ? (
            <RoleList />
          ) : (
            <ActivityLog search={search} />
          )
        }
      </UrlTabs>
    </div>
  );
}
