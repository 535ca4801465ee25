import { EmptyArea } from '../../../ui/empty-area.tsx';
import { ProgressBar } from '../../../ui/progress-bar.tsx';
import { RelativeTime } from '../../../ui/relative-time.tsx';
import { ServerMessage } from '../../../ui/server-message.tsx';
import { Tooltip } from '../../../ui/tooltip.tsx';
import * as styles from './gallery.css.ts';
import { GallerySection } from './gallery-section.tsx';

const started = new Date(Date.now() - 5_000);
const yesterday = new Date(Date.now() - 26 * 3600_000);

export function GalleryMisc() {
  return (
    <GallerySection title="سایر">
      <div className={styles.row}>
        <span>هزینه ارسال</span>
        <Tooltip text="هزینه هر پیامک بر اساس تعداد بخش‌ها و اپراتور گیرنده محاسبه می‌شود" />
      </div>
      <ProgressBar label="پیشرفت ارسال" value={42} />
      <ProgressBar label="سقف اعتبار (۱۴۰٪)" value={140} />
      <p>
        آخرین ورود: <RelativeTime date={started} /> — آخرین پرداخت: <RelativeTime date={yesterday} />
      </p>
      <ServerMessage message="اعتبار شما <b>کافی نیست</b>." />
      <EmptyArea title="هنوز گروهی نساخته‌اید" description="با ساختن گروه، شماره‌ها را یک‌جا پیامک کنید." />
    </GallerySection>
  );
}
