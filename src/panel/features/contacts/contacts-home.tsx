import { Link, type LinkProps } from '@tanstack/react-router';
import { UrlTabs } from '../../ui/url-tabs.tsx';
import { useIsPhone } from '../../ui/use-media-query.ts';
import { BlacklistList } from './blacklist-list.tsx';
import { BooksList } from './books-list.tsx';
import { CancelList } from './cancel-list.tsx';
import * as styles from './contacts.css.ts';
import { ContactsList } from './contacts-list.tsx';
import { CONTACTS_TABS, type ContactFilters, type ListPaging } from './contacts-search.ts';
import { FeaturesList } from './features-list.tsx';

export type ContactsHomeSearch = ListPaging & ContactFilters & { tab?: number; title?: string | undefined };

const phoneMenu: { to: LinkProps['to']; title: string; description: string }[] = [
  {
    to: '/contacts/all-contacts',
    title: 'همهٔ مخاطبان',
    description: 'جستجو در همهٔ دفترچه‌ها، افزودن و ویرایش',
  },
  { to: '/contacts/all-groups', title: 'دفترچه‌های تلفن', description: 'ساختن، تغییر نام و حذف دفترچه‌ها' },
  {
    to: '/contacts/manage-more-features',
    title: 'ویژگی‌های مخاطبان',
    description: 'ویژگی‌هایی مانند تاریخ تولد یا شهر برای مخاطبان',
  },
  { to: '/contacts/blacklist', title: 'لیست سیاه', description: 'شماره‌هایی که هرگز به آن‌ها پیامک نمی‌فرستید' },
  { to: '/contacts/cancel_11', title: 'لیست لغو۱۱', description: 'شماره‌هایی که با «۱۱» لغو عضویت کرده‌اند' },
];

/** Contacts: tabs for the five lists on a desktop; on a phone, a menu to their own screens. */
export function ContactsHome({ search }: { search: ContactsHomeSearch }) {
  const phone = useIsPhone();
  if (phone) {
    return (
      <nav aria-label="مخاطبان">
        <ul className={styles.menu}>
          {phoneMenu.map((item) => (
            <li key={item.title}>
              <Link to={item.to} className={styles.menuLink}>
                <span className={styles.menuTitle}>{item.title}</span>
                <span className={styles.muted}>{item.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    );
  }
  return (
    <UrlTabs label="فهرست‌های مخاطبان" tabs={CONTACTS_TABS}>
      {(tab) =>
        tab === 0 ? (
          <ContactsList search={search} />
        ) : tab === 1 ? (
          <BooksList search={search} />
        ) : tab === 2 ? (
          <FeaturesList search={search} />
        ) : tab === 3 ? (
          <BlacklistList search={search} />
        ) : (
          <CancelList search={search} />
        )
      }
    </UrlTabs>
  );
}
