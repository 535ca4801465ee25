import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import * as calls from '../../../domain/contacts/contacts.calls.ts';
import type { ContactShow } from '../../../domain/contacts/contacts.schema.ts';
import { type RecipientStatus, recipientStatusLabels, toPersianDigits } from '../../../domain/index.ts';
import { ApiError, call } from '../../lib/api.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDeleteDialog } from '../../ui/confirm-delete-dialog.tsx';
import { EmptyArea } from '../../ui/empty-area.tsx';
import { Fact } from '../../ui/fact.tsx';
import { TableState } from '../../ui/table-state.tsx';
import { ContactDialog } from './contact-dialog.tsx';
import { draftOf } from './contact-form.ts';
import { featureValueText, isoToJalali, localNumber } from './contact-format.ts';
import { ContactTags } from './contact-tags.tsx';
import * as styles from './contacts.css.ts';
import { contactQueryOne, refreshContacts } from './contacts.queries.ts';

/** Everything about one contact: the person, their values, books and tags, the blacklist and their sends. */
export function ContactScreen({ id }: { id: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const contact = useQuery({ ...contactQueryOne(id), enabled: /^\d{1,15}$/.test(id), retry: false });
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [notice, setNotice] = useState('');
  const [failure, setFailure] = useState('');
  const missing =
    !/^\d{1,15}$/.test(id) || (contact.error instanceof ApiError && contact.error.status === 404);
  if (missing)
    return (
      <EmptyArea
        title="مخاطب پیدا نشد"
        description="این مخاطب حذف شده یا از آنِ شما نیست."
        action={{ to: '/contacts', label: 'مخاطبان' }}
      />
    );
  if (!contact.data)
    return <TableState status={contact.status} empty={false} onRetry={() => void contact.refetch()} />;
  const c: ContactShow = contact.data;
  const blacklist = async () => {
    setFailure('');
    try {
      const body = { numbers: [c.number] };
      if (c.is_send_blacklist) await call(calls.blacklistDeleteCall, { body });
      else await call(calls.blacklistAddCall, { body });
      setNotice(c.is_send_blacklist ? 'شماره از لیست سیاه برداشته شد' : 'شماره به لیست سیاه افزوده شد');
      await refreshContacts(queryClient);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    }
  };
  const remove = async () => {
    await call(calls.contactDeleteCall, { body: { listNumbers: [c.id] } });
    await refreshContacts(queryClient);
    await navigate({ to: '/contacts/group/$id', params: { id: String(c.phonebook_id) } });
  };
  const types = Object.fromEntries(c.option_values.map((o) => [String(o.id), o.type]));
  return (
    <div className={styles.layout}>
      <div className={styles.screen}>
        <section className={styles.card} aria-labelledby="contact-person">
          <div className={styles.rowHead}>
            <h2 id="contact-person" className={styles.cardTitle}>
              <bdi dir="ltr">{localNumber(c.number)}</bdi>
            </h2>
            <span className={styles.actions}>
              <Button size="small" variant="secondary" onClick={() => setEditing(true)}>
                ویرایش
              </Button>
              <Button size="small" variant="ghost" onClick={() => setDeleting(true)}>
                حذف
              </Button>
            </span>
          </div>
          <dl className={styles.facts}>
            <Fact term="عنوان و نام">{[c.pre, c.name].filter(Boolean).join(' ') || '—'}</Fact>
            <Fact term="ایمیل">{c.email ? <bdi dir="ltr">{c.email}</bdi> : '—'}</Fact>
            <Fact term="دفترچه تلفن">
              <Link to="/contacts/group/$id" params={{ id: String(c.phonebook_id) }} className={styles.link}>
                {c.phonebook_title}
              </Link>
            </Fact>
            {c.option_values.map((o) => (
              <Fact key={o.id} term={o.title}>
                {featureValueText(o.type, o.value) || '—'}
              </Fact>
            ))}
            <Fact term="تاریخ افزودن">
              <bdi dir="ltr">{isoToJalali(c.created_at, true)}</bdi>
            </Fact>
          </dl>
          <p role="status" className={styles.notice}>
            {notice}
          </p>
        </section>
        <ContactTags contactId={c.id} tags={c.tags.map((t) => t.tag)} onDone={setNotice} />
        <section className={styles.card} aria-labelledby="contact-blacklist">
          <h2 id="contact-blacklist" className={styles.cardTitle}>
            لیست سیاه
          </h2>
          <p className={styles.value}>
            {c.is_send_blacklist
              ? 'این شماره در لیست سیاه است و هیچ ارسالی به آن نمی‌رود.'
              : 'این شماره در لیست سیاه نیست.'}
          </p>
          <Button
            size="medium"
            variant={c.is_send_blacklist ? 'secondary' : 'danger'}
            className={styles.startSelf}
            onClick={() => void blacklist()}
          >
            {c.is_send_blacklist ? 'برداشتن از لیست سیاه' : 'افزودن به لیست سیاه'}
          </Button>
          {failure ? (
            <p role="alert" className={styles.alert}>
              {failure}
            </p>
          ) : null}
        </section>
      </div>
      <div className={styles.screen}>
        <section className={styles.card} aria-labelledby="contact-books">
          <h2 id="contact-books" className={styles.cardTitle}>
            دفترچه‌های این شماره
          </h2>
          <ul className={styles.rows}>
            {c.books.map((b) => (
              <li key={b.id}>
                <Link
                  to="/contacts/group/$id"
                  params={{ id: String(b.phonebook_id) }}
                  className={styles.link}
                >
                  {b.phonebook_title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <section className={styles.card} aria-labelledby="contact-sends">
          <h2 id="contact-sends" className={styles.cardTitle}>
            ارسال‌هایی که گرفته
          </h2>
          {c.sends.length === 0 ? (
            <p className={styles.muted}>هنوز پیامکی به این شماره نفرستاده‌اید.</p>
          ) : null}
          <ul className={styles.rows}>
            {c.sends.map((s) => (
              <li key={`${s.bulk_id}-${s.time}`} className={styles.sendItem}>
                <div className={styles.rowHead}>
                  <Link to="/reports/$id" params={{ id: String(s.bulk_id) }} className={styles.link}>
                    ارسال {toPersianDigits(s.bulk_id)}
                  </Link>
                  <span className={styles.badge}>
                    {recipientStatusLabels[s.status as RecipientStatus] ?? '—'}
                  </span>
                </div>
                <span className={styles.clamp}>{s.text}</span>
                <bdi dir="ltr" className={styles.muted}>
                  {isoToJalali(s.time, true)}
                </bdi>
              </li>
            ))}
          </ul>
        </section>
      </div>
      {editing ? (
        <ContactDialog
          editing={{ id: c.id, draft: draftOf(c, types), revision: c.revision }}
          onClose={() => setEditing(false)}
          onSaved={setNotice}
        />
      ) : null}
      <ConfirmDeleteDialog
        open={deleting}
        title="حذف مخاطب"
        onClose={() => setDeleting(false)}
        onConfirm={remove}
      >
        مخاطب <bdi dir="ltr">{localNumber(c.number)}</bdi> از دفترچهٔ «{c.phonebook_title}» حذف شود؟ در
        دفترچه‌های دیگر می‌ماند.
      </ConfirmDeleteDialog>
    </div>
  );
}
