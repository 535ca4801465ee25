import * as styles from './app-shell.css.ts';

// A banner links to the old panel on a sibling host, on the old SMS subdomain. The address
// differs per deployment, so a build may set it; otherwise it is derived from this host.
function oldPanelUrl(): string {
  const configured = import.meta.env.VITE_OLD_PANEL_URL;
  if (configured) return configured;
  const labels = location.hostname.split('.');
  const parent = labels.length > 2 ? labels.slice(1).join('.') : location.hostname;
  return `${location.protocol}//oldsms.${parent}`;
}

export function OldPanelBanner() {
  return (
    <div className={styles.banner} role="note">
      <span>نسخه قبلی پنل هنوز در دسترس است.</span>
      <a className={styles.bannerLink} href={oldPanelUrl()} rel="noopener">
        ورود به پنل قدیم
      </a>
    </div>
  );
}
