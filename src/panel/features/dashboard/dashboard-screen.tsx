import { Banners } from './banners.tsx';
import * as styles from './dashboard.css.ts';
import { NewsList } from './news-list.tsx';
import { QuickAccess } from './quick-access.tsx';

/** The dashboard shows news, quick-access links and banners. */
export function DashboardScreen() {
  return (
    <div className={styles.screen}>
      <Banners />
      <QuickAccess />
      <NewsList />
    </div>
  );
}
