import { useState } from 'react';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { NumberEntry } from '../../../ui/number-entry.tsx';
import { Select } from '../../../ui/select.tsx';
import type { LoadOptions, SelectOption } from '../../../ui/use-select-options.ts';
import * as styles from './gallery.css.ts';
import { GallerySection } from './gallery-section.tsx';

const cities: SelectOption[] = [
  { value: 'thr', label: 'تهران' },
  { value: 'isf', label: 'اصفهان' },
  { value: 'shz', label: 'شیراز' },
  { value: 'mhd', label: 'مشهد' },
  { value: 'tbz', label: 'تبریز', disabled: true },
];

// A pretend server: 35 lines in pages of 10, filtered by the search.
const loadLines: LoadOptions = async (search, page) => {
  const all = Array.from({ length: 35 }, (_, i) => ({ value: `line-${i + 1}`, label: `خط ${3000 + i}` }));
  const found = all.filter((line) => line.label.includes(search));
  return found.slice((page - 1) * 10, page * 10);
};

export function GallerySelects() {
  const [city, setCity] = useState<string[]>(['thr']);
  const [many, setMany] = useState<string[]>(['thr', 'isf', 'shz']);
  const [line, setLine] = useState<string[]>([]);
  return (
    <GallerySection title="انتخاب">
      <div className={styles.fields}>
        <Select label="شهر" options={cities} value={city} onChange={setCity} />
        <Select label="شهرها" options={cities} value={many} onChange={setMany} multiple />
        <Select
          label="خط ارسال"
          load={loadLines}
          value={line}
          onChange={setLine}
          onCreate={(text) => ({ value: text, label: text })}
        />
      </div>
    </GallerySection>
  );
}

export function GalleryNumbers() {
  const [numbers, setNumbers] = useState<string[]>(['989121234567', '989351234567']);
  const [prefix, setPrefix] = useState<string[]>([]);
  return (
    <GallerySection title="ورود شماره">
      <NumberEntry label="گیرندگان" value={numbers} onChange={setNumbers} />
      <NumberEntry label="پیش‌شماره" value={prefix} onChange={setPrefix} mode="prefix" />
    </GallerySection>
  );
}

export function GalleryDialog() {
  const [open, setOpen] = useState(false);
  return (
    <GallerySection title="پنجره">
      <div className={styles.row}>
        <Button size="medium" onClick={() => setOpen(true)}>
          بازکردن پنجره
        </Button>
      </div>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="حذف گروه"
        actions={
          <>
            <Button size="medium" variant="danger" onClick={() => setOpen(false)}>
              حذف
            </Button>
            <Button size="medium" variant="secondary" onClick={() => setOpen(false)}>
              انصراف
            </Button>
          </>
        }
      >
        <p>گروه «مشتریان» و ۲۴ شماره آن حذف می‌شود.</p>
      </Dialog>
    </GallerySection>
  );
}
