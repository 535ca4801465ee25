import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import * as v from 'valibot';
import * as calls from '../../../domain/developers/webhooks.calls.ts';
import {
  WEBHOOK_EVENTS,
  type WebhookAttempt,
  WebhookCreateSchema,
  type WebhookEndpoint,
  type WebhookEventType,
  webhookEventTitles,
} from '../../../domain/developers/webhooks.schema.ts';
import { formatNumber } from '../../../domain/index.ts';
import { call } from '../../lib/api.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDeleteDialog } from '../../ui/confirm-delete-dialog.tsx';
import { type Column, DataTable } from '../../ui/data-table.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Form } from '../../ui/form-element.tsx';
import { JalaliDate } from '../../ui/jalali-date.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useSubmission } from '../../ui/use-submission.ts';
import { StatusCode } from './api-calls-screen.tsx';
import * as styles from './developers.css.ts';
import { KeyReveal } from './key-reveal.tsx';
import { attemptsQuery, webhookKeys, webhooksQuery } from './webhooks.queries.ts';

const title = (type: string) => webhookEventTitles[type as WebhookEventType] ?? type;

/** The endpoints events are pushed to, each with its delivery log, a test event and send again. */
export function WebhooksSection() {
  const queryClient = useQueryClient();
  const endpoints = useQuery(webhooksQuery());
  const [adding, setAdding] = useState(false);
  const [opened, setOpened] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<WebhookEndpoint | null>(null);
  const [notice, setNotice] = useState('');
  const refresh = () => queryClient.invalidateQueries({ queryKey: webhookKeys.all });
  const test = async (e: WebhookEndpoint) => {
    await call(calls.webhookTestCall, { body: { id: e.id } });
    setNotice('رویداد آزمایشی در صف ارسال قرار گرفت');
    setOpened(e.id);
    await refresh();
  };
  const toggle = async (e: WebhookEndpoint) => {
    await call(calls.webhookUpdateCall, { body: { id: e.id, enabled: !e.enabled } });
    await refresh();
  };
  const columns: Column<WebhookEndpoint>[] = [
    {
      key: 'url',
      title: 'نشانی',
      cell: (e) => (
        <bdi dir="ltr" className={styles.mono}>
          {e.url}
        </bdi>
      ),
    },
    { key: 'events', title: 'رویدادها', cell: (e) => e.events.map(title).join('، ') },
    {
      key: 'state',
      title: 'وضعیت',
      cell: (e) =>
        e.enabled ? (
          e.failing_since ? (
            <span className={styles.bad}>در حال تلاش دوباره</span>
          ) : (
            <span className={styles.good}>فعال</span>
          )
        ) : (
          <span className={styles.bad}>غیرفعال</span>
        ),
    },
    {
      key: 'actions',
      title: 'عملیات',
      cell: (e) => (
        <span className={styles.toolbar}>
          <Button size="small" variant="secondary" onClick={() => setOpened(opened === e.id ? null : e.id)}>
            گزارش ارسال
          </Button>
          <Button size="small" variant="secondary" onClick={() => void test(e)}>
            ارسال رویداد آزمایشی
          </Button>
          <Button size="small" variant="ghost" onClick={() => void toggle(e)}>
            {e.enabled ? 'غیرفعال کردن' : 'فعال کردن'}
          </Button>
          <Button size="small" variant="ghost" onClick={() => setDeleting(e)} aria-label={`حذف ${e.url}`}>
            حذف
          </Button>
        </span>
      ),
    },
  ];
  const shown = endpoints.data?.items.find((e) => e.id === opened);
  return (
    <section className={styles.section} aria-labelledby="webhooks">
      <div className={styles.toolbar}>
        <h2 id="webhooks" className={styles.heading}>
          وب‌هوک‌ها
        </h2>
        <span className={styles.spacer} />
        <Button type="button" onClick={() => setAdding(true)}>
          افزودن نشانی وب‌هوک
        </Button>
      </div>
      <p className={styles.note}>
        گزارش تحویل، پیام‌های دریافتی، پایان ارسال و کمبود اعتبار به‌صورت JSON امضاشده به سرور شما فرستاده
        می‌شوند؛ ارسال ناموفق تا ۲۴ ساعت دوباره تلاش می‌شود.
      </p>
      <p role="status" className={styles.note}>
        {notice}
      </p>
      <DataTable
        caption="نشانی‌های وب‌هوک"
        columns={columns}
        rows={endpoints.data?.items}
        rowKey={(e) => e.id}
        status={endpoints.status}
        onRetry={() => void endpoints.refetch()}
      />
      {shown ? <DeliveryLog endpoint={shown} /> : null}
      <AddEndpointDialog open={adding} onClose={() => setAdding(false)} />
      <ConfirmDeleteDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title="حذف نشانی وب‌هوک"
        onConfirm={async () => {
          await call(calls.webhookDeleteCall, { body: { id: deleting?.id ?? 0 } });
          if (opened === deleting?.id) setOpened(null);
          setDeleting(null);
          await refresh();
        }}
      >
        نشانی «{deleting?.url}» حذف شود؟ رویدادهای در صف آن هم حذف می‌شوند.
      </ConfirmDeleteDialog>
    </section>
  );
}

/** One endpoint's attempts: each with its time, status, duration and answer; an event sent again. */
function DeliveryLog({ endpoint }: { endpoint: WebhookEndpoint }) {
  const queryClient = useQueryClient();
  const attempts = useQuery(attemptsQuery(endpoint.id));
  const resend = async (a: WebhookAttempt) => {
    await call(calls.webhookResendCall, { body: { id: endpoint.id, event_id: a.event_id } });
    await queryClient.invalidateQueries({ queryKey: webhookKeys.attempts(endpoint.id) });
  };
  const columns: Column<WebhookAttempt>[] = [
    { key: 'at', title: 'زمان', cell: (a) => <JalaliDate value={a.at} withTime /> },
    { key: 'type', title: 'رویداد', cell: (a) => title(a.type) },
    {
      key: 'id',
      title: 'شناسهٔ رویداد',
      cell: (a) => (
        <bdi dir="ltr" className={styles.mono}>
          {a.event_id}
        </bdi>
      ),
    },
    {
      key: 'status',
      title: 'پاسخ',
      cell: (a) =>
        a.status === null ? (
          <span className={styles.bad}>{a.error ?? 'بدون پاسخ'}</span>
        ) : (
          <StatusCode status={a.status} />
        ),
    },
    { key: 'ms', title: 'مدت', cell: (a) => `${formatNumber(a.duration_ms)} میلی‌ثانیه` },
    {
      key: 'body',
      title: 'متن پاسخ',
      cell: (a) => (
        <bdi dir="ltr" className={styles.mono}>
          {a.response ?? '—'}
        </bdi>
      ),
    },
    {
      key: 'again',
      title: 'عملیات',
      cell: (a) => (
        <Button
          size="small"
          variant="secondary"
          onClick={() => void resend(a)}
          aria-label={`ارسال دوباره ${a.event_id}`}
        >
          ارسال دوباره
        </Button>
      ),
    },
  ];
  return (
    <section className={styles.section} aria-labelledby="delivery-log">
      <h3 id="delivery-log" className={styles.heading}>
        گزارش ارسال <bdi dir="ltr">{endpoint.url}</bdi>
      </h3>
      <p className={styles.note}>
        کلید امضا (سرآیند <bdi dir="ltr">Payamak-Signature</bdi>):
      </p>
      <KeyReveal value={endpoint.secret} />
      <DataTable
        caption="گزارش ارسال وب‌هوک"
        columns={columns}
        rows={attempts.data?.items}
        rowKey={(a) => a.id}
        status={attempts.status}
        onRetry={() => void attempts.refetch()}
      />
    </section>
  );
}

function AddEndpointDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<string[]>(['message.delivery']);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { busy, error, run } = useSubmission();
  const close = () => {
    setUrl('');
    setEvents(['message.delivery']);
    setErrors({});
    onClose();
  };
  const submit = () => {
    const parsed = v.safeParse(WebhookCreateSchema, { url, events });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.issues) found[String(issue.path?.[0]?.key ?? 'url')] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    void run(async () => {
      await call(calls.webhookCreateCall, { body: parsed.output });
      await queryClient.invalidateQueries({ queryKey: webhookKeys.all });
      close();
    });
  };
  return (
    <Dialog open={open} onClose={close} title="افزودن نشانی وب‌هوک">
      <Form className={styles.form} onSubmit={submit}>
        <TextField
          label="نشانی (URL)"
          value={url}
          onValueChange={setUrl}
          error={errors.url}
          ltr
          hint="نشانی https سرور شما؛ نشانی‌های شبکهٔ داخلی پذیرفته نمی‌شوند"
        />
        <fieldset className={styles.checks}>
          <legend>رویدادها</legend>
          {WEBHOOK_EVENTS.map((event) => (
            <label key={event} className={styles.check}>
              <input
                type="checkbox"
                checked={events.includes(event)}
                onChange={() =>
                  setEvents((current) =>
                    current.includes(event) ? current.filter((e) => e !== event) : [...current, event],
                  )
                }
              />
              {webhookEventTitles[event]}
            </label>
          ))}
          {errors.events ? (
            <p role="alert" className={styles.alert}>
              {errors.events}
            </p>
          ) : null}
        </fieldset>
        {error ? (
          <p role="alert" className={styles.alert}>
            {error}
          </p>
        ) : null}
        <Button type="submit" busy={busy}>
          ثبت نشانی
        </Button>
      </Form>
    </Dialog>
  );
}
