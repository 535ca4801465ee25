import { useState } from 'react';
import { Button } from '../../../ui/button.tsx';
import { DatePicker } from '../../../ui/date-picker.tsx';
import { DateRangePicker } from '../../../ui/date-range-picker.tsx';
import { PasswordField } from '../../../ui/password-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import * as styles from './gallery.css.ts';
import { GallerySection } from './gallery-section.tsx';

export function GalleryButtons() {
  return (
    <GallerySection title="دکمه‌ها">
      {(['primary', 'secondary', 'ghost', 'danger'] as const).map((variant) => (
        <div key={variant} className={styles.row}>
          <Button variant={variant} size="small">
            کوچک
          </Button>
          <Button variant={variant} size="medium">
            متوسط
          </Button>
          <Button variant={variant} size="large">
            بزرگ
          </Button>
          <Button variant={variant} size="medium" disabled>
            غیرفعال
          </Button>
        </div>
      ))}
    </GallerySection>
  );
}

export function GalleryFields() {
  const [name, setName] = useState('');
  const [mobile, setMobile] = useState('0912');
  const [password, setPassword] = useState('Payamak!2');
  return (
    <GallerySection title="فیلدها">
      <div className={styles.fields}>
        <TextField
          label="نام"
          value={name}
          onValueChange={setName}
          hint="فاصله‌های دو طرف هنگام خروج حذف می‌شود"
        />
        <TextField
          label="موبایل"
          kind="tel"
          value={mobile}
          onValueChange={setMobile}
          error="لطفاً شماره موبایل صحیح وارد کنید"
        />
        <PasswordField label="رمز عبور" value={password} onValueChange={setPassword} username="ali" />
      </div>
    </GallerySection>
  );
}

export function GalleryDates() {
  const [date, setDate] = useState('1404/08/30');
  const [dateTime, setDateTime] = useState('');
  const [range, setRange] = useState({ from: '', to: '' });
  return (
    <GallerySection title="تاریخ">
      <div className={styles.fields}>
        <DatePicker label="تاریخ" value={date} onChange={setDate} />
        <DatePicker
          label="زمان ارسال"
          value={dateTime}
          onChange={setDateTime}
          withTime
          disablePast
          minLead={{ minutes: 15 }}
        />
      </div>
      <DateRangePicker title="بازه تاریخ" from={range.from} to={range.to} onChange={setRange} />
    </GallerySection>
  );
}
