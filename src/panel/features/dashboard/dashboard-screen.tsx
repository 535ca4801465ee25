import { useQuery } from '@tanstack/react-query';
import { meQuery } from '../../lib/account.queries.ts';
import { Banners } from './banners.tsx';
import * as styles from './dashboard.css.ts';
import { bannersQuery, newsQuery, quickAccessQuery } from './dashboard.queries.ts';
import { NewsList } from './news-list.tsx';
import { QuickAccess } from './quick-access.tsx';

/**
 * The dashboard shows news, quick-access links and banners. While the first of them are still on their
 * way it shows one placeholder, and then the three at once: shown one by one, each pushed the ones
 * below it down as it arrived (the banners appear above the links, the links grow from a placeholder and again once the member's
 * roles are known),
 * and the page jumped under a finger about to tap (Lighthouse's layout shift was 0.37). A fetch waiting
 * for the network (offline) or failed does not hold the others: each section says so itself.
 */
export function DashboardScreen() {
  // The member's own record too: the links are those its roles reach, none until it is known.
  const arriving = [
    useQuery(bannersQuery()),
    useQuery(quickAccessQuery()),
    useQuery(newsQuery()),
    useQuery(meQuery()),
  ].some((query) => query.isPending && query.fetchStatus === 'fetching');
  if (arriving)
    return (
      <div className={styles.screen} aria-busy="true">
        <div className={styles.placeholder} />
      </div>
    );
  return (
    <div className={styles.screen}>
      <Banners />
      <QuickAccess />
      <NewsList />
    </div>
  );
}
