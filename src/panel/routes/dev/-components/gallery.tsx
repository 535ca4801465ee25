import { darkTheme, lightTheme } from '../../../ui/theme.css.ts';
import * as styles from './gallery.css.ts';
import { GalleryChoices } from './gallery-choices-section.tsx';
import { GalleryButtons, GalleryDates, GalleryFields } from './gallery-inputs.tsx';
import { GalleryLists } from './gallery-lists.tsx';
import { GalleryMisc } from './gallery-misc.tsx';

function ThemePanel({ name, className }: { name: string; className: string }) {
  return (
    <section className={[className, styles.theme].join(' ')} aria-label={name} data-theme-panel={name}>
      <h2 className={styles.title}>{name}</h2>
      <GalleryButtons />
      <GalleryFields />
      <GalleryDates />
      <GalleryChoices />
      <GalleryLists />
      <GalleryMisc />
    </section>
  );
}

/** Dev only: every part of src/panel/ui in the light and the dark theme, side by side, for review. */
export function Gallery() {
  return (
    <main className={styles.page}>
      <h1 hidden>گالری اجزای پنل</h1>
      <ThemePanel name="پوسته روشن" className={lightTheme} />
      <ThemePanel name="پوسته تیره" className={darkTheme} />
    </main>
  );
}
