import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { smsParts, toPersianDigits } from '../../../domain/index.ts';
import * as buttonStyles from '../../ui/button.css.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDeleteDialog } from '../../ui/confirm-delete-dialog.tsx';
import { EmptyArea } from '../../ui/empty-area.tsx';
import { Fact } from '../../ui/fact.tsx';
import { JalaliDate } from '../../ui/jalali-date.tsx';
import { TableState } from '../../ui/table-state.tsx';
import { MessageDialog } from './message-dialog.tsx';
import { MoveDialog } from './move-dialog.tsx';
import * as styles from './predefined.css.ts';
import { deletePredefined, predefinedOneQuery, refreshPredefined } from './predefined-screen.queries.ts';
import { PricePerRecipient } from './price-per-recipient.tsx';

const ID = /^\d{1,15}$/;

/** One saved text: its group, its parts and price per recipient; edit, move, delete, or send it. */
export function MessageScreen({ id }: { id: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const one = useQuery({ ...predefinedOneQuery(Number(id)), enabled: ID.test(id) });
  const [dialog, setDialog] = useState<'edit' | 'move' | 'delete' | null>(null);
  const [notice, setNotice] = useState('');
  if (!ID.test(id) || one.data === null)
    return (
      <EmptyArea
        title="پیام آماده پیدا نشد"
        description="این پیام آماده حذف شده یا از آنِ شما نیست."
        action={{ to: '/predefined-messages', label: 'پیام‌های آماده' }}
      />
    );
  if (!one.data) return <TableState status={one.status} empty={false} onRetry={() => void one.refetch()} />;
  const item = one.data;
  const parts = smsParts(item.message, { cancel11: true });
  const remove = async () => {
    await deletePredefined([item.draft_id]);
    await refreshPredefined(queryClient);
    await navigate({ to: '/predefined-messages' });
  };
  return (
    <div className={styles.page}>
      <section className={styles.panel} aria-labelledby="predefined-title">
        <h2 id="predefined-title" className={styles.heading}>
          {item.title || 'بدون عنوان'}
        </h2>
        <p className={styles.text}>{item.message}</p>
        <dl className={styles.facts}>
          <Fact term="گروه">
            <Link
              to="/predefined-messages"
              search={{ group: item.draft_group_id || 'none' }}
              className={styles.cardTitle}
            >
              {item.group_title ?? 'بدون گروه'}
            </Link>
          </Fact>
          <Fact term="نویسه‌ها">{toPersianDigits(parts.length)}</Fact>
          <Fact term="بخش‌ها">{toPersianDigits(parts.parts)}</Fact>
          <Fact term="نوع متن">{parts.encoding === 'ucs2' ? 'فارسی (یونیکد)' : 'لاتین'}</Fact>
          <Fact term="تاریخ ذخیره">
            <JalaliDate value={item.created_at} withTime />
          </Fact>
        </dl>
        <p className={styles.meta}>«لغو۱۱» که به انتهای هر پیامک افزوده می‌شود در شمارش آمده است.</p>
        <div className={styles.actions}>
          <Link
            to="/send-sms/quick"
            search={{ text: item.message }}
            className={buttonStyles.button({ variant: 'primary' })}
          >
            ارسال این پیام
          </Link>
          <Button variant="secondary" onClick={() => setDialog('edit')}>
            ویرایش
          </Button>
          <Button variant="secondary" onClick={() => setDialog('move')}>
            انتقال
          </Button>
          <Button variant="ghost" onClick={() => setDialog('delete')}>
            حذف
          </Button>
        </div>
        <p role="status" className={styles.notice}>
          {notice}
        </p>
      </section>
      <section className={styles.panel} aria-labelledby="predefined-price">
        <h2 id="predefined-price" className={styles.subheading}>
          هزینهٔ ارسال به هر گیرنده
        </h2>
        <PricePerRecipient text={item.message} />
      </section>
      {dialog === 'edit' ? (
        <MessageDialog item={item} groupId={null} onClose={() => setDialog(null)} onSaved={setNotice} />
      ) : null}
      {dialog === 'move' ? (
        <MoveDialog items={[item]} onClose={() => setDialog(null)} onMoved={setNotice} />
      ) : null}
      <ConfirmDeleteDialog
        open={dialog === 'delete'}
        title="حذف پیام آماده"
        onClose={() => setDialog(null)}
        onConfirm={remove}
      >
        این پیام آماده حذف شود؟ حذف‌شده بازنمی‌گردد.
      </ConfirmDeleteDialog>
    </div>
  );
}
