import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import * as styles from './dashboard.css.ts';
import { bannersQuery } from './dashboard.queries.ts';

/** The dashboard's banners; a link into the panel stays in the panel, any other opens apart. */
export function Banners() {
  const banners = useQuery(bannersQuery());
  if (!banners.data?.length) return null;
  return (
    <section className={styles.banners} aria-label="بنرها">
      {banners.data.map((banner) => {
        const body = (
          <>
            <h2 className={styles.bannerTitle}>{banner.title}</h2>
            <p className={styles.bannerText}>{banner.description}</p>
          </>
        );
        const className = styles.banner[banner.tone];
        if (!banner.link)
          return (
            <article key={banner.id} className={className}>
              {body}
            </article>
          );
        return banner.link.startsWith('/') ? (
          <Link key={banner.id} to={banner.link} className={className}>
            {body}
            <span className={styles.bannerLink}>مشاهده</span>
          </Link>
        ) : (
          <a
            key={banner.id}
            href={banner.link}
            target="_blank"
            rel="noopener noreferrer"
            className={className}
          >
            {body}
            <span className={styles.bannerLink}>مشاهده</span>
          </a>
        );
      })}
    </section>
  );
}
