// /support/tickets/{id}: the conversation, the user's and support's messages with their files; reply
// with files, rate each answer, close the ticket with a rating. A closed ticket opens again by a reply
// within 7 days. Support's answers arrive live while the conversation is open.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { formatJalali, messages, toPersianDigits } from '../../../domain/index.ts';
import { interactionRateCall, ticketReplyCall } from '../../../domain/support/support.calls.ts';
import type { Attachment, TicketDetail } from '../../../domain/support/support.schema.ts';
import { WaitingBadge } from '../../app/outbox-parts.tsx';
import { ApiError } from '../../lib/api.ts';
import { useLiveEvent } from '../../lib/live/use-live.ts';
import { writeOrQueue } from '../../lib/outbox/outbox.ts';
import { useOutbox } from '../../lib/outbox/use-outbox.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { EmptyArea } from '../../ui/empty-area.tsx';
import { OnlineSubmit } from '../../ui/online-submit.tsx';
import * as styles from './support.css.ts';
import {
  closeTicket,
  downloadAttachment,
  replyTicket,
  supportKeys,
  ticketQuery,
  ticketUnreadKey,
} from './support.queries.ts';
import { AttachmentsField, Stars, StateBadge } from './ticket-parts.tsx';

const when = (stored: string) => formatJalali(new Date(`${stored.replace(' ', 'T')}Z`), true);
const errorText = (e: unknown) => (e instanceof ApiError ? e.message : 'خطا در ارسال اطلاعات');

function Files({ files }: { files: readonly Attachment[] }) {
  if (files.length === 0) return null;
  return (
    <ul className={styles.files} aria-label="پیوست‌ها">
      {files.map((f) => (
        <li key={f.id}>
          <button
            type="button"
            className={styles.fileChip}
            onClick={() => void downloadAttachment(f.id, f.name)}
          >
            📎 {f.name}
          </button>
        </li>
      ))}
    </ul>
  );
}

function Conversation({ ticket }: { ticket: TicketDetail }) {
  const queryClient = useQueryClient();
  // Replies made offline show at the end of the conversation, marked, until the server has them.
  const waiting = useOutbox('ticket.reply').filter((e) => e.detail.ticket_id === ticket.id);
  // An answer rated offline shows its stars at once, marked, and the rating waits in the outbox; a
  // second tap before it went replaces it (one rating, the last).
  const ratings = useOutbox('rating.edit');
  const waitingRate = (id: number) => ratings.findLast((e) => e.detail.interaction_id === id);
  const rate = useMutation({
    networkMode: 'always',
    mutationFn: ({ id, n }: { id: number; n: number }) =>
      writeOrQueue(
        interactionRateCall,
        { body: { interaction_id: id, rate: n } },
        {
          kind: 'rating.edit',
          target: `answer ${id}`,
          label: `امتیاز ${toPersianDigits(String(n))} از ۵ به پاسخ تیکت «${ticket.subject}»`,
          detail: { interaction_id: id, rate: n },
        },
      ),
    onSuccess: (written) => {
      if (!written.queued) void queryClient.invalidateQueries({ queryKey: supportKeys.ticket(ticket.id) });
    },
  });
  return (
    <ol className={styles.messages} aria-label="گفتگو">
      <li className={styles.message.user}>
        <span className={styles.muted}>شما · {when(ticket.created_at)}</span>
        <p className={styles.text}>{ticket.description}</p>
        <Files files={ticket.attachments} />
      </li>
      {ticket.interactions.map((m) => (
        <li key={m.id} className={styles.message[m.from]} data-testid={`message-${m.from}`}>
          <span className={styles.muted}>
            {m.from === 'support' ? (m.agent_username ?? 'پشتیبانی') : 'شما'} · {when(m.created_at)}
          </span>
          <p className={styles.text}>{m.description}</p>
          <Files files={m.attachments} />
          {m.from === 'support' ? (
            <span className={styles.row}>
              <span className={styles.muted}>این پاسخ چقدر کمک کرد؟</span>
              <Stars
                label="امتیاز این پاسخ"
                value={
                  rate.isPending && rate.variables?.id === m.id
                    ? rate.variables.n
                    : Number(waitingRate(m.id)?.detail.rate ?? m.rate)
                }
                onRate={(n) => rate.mutate({ id: m.id, n })}
              />
              {waitingRate(m.id) ? <WaitingBadge entry={waitingRate(m.id)} /> : null}
            </span>
          ) : null}
        </li>
      ))}
      {waiting.map((e) => (
        <li key={e.id} className={styles.message.user} data-testid="message-waiting">
          <span className={styles.muted}>
            شما · <WaitingBadge entry={e} />
          </span>
          <p className={styles.text}>{String(e.detail.description)}</p>
        </li>
      ))}
    </ol>
  );
}

function Reply({ ticket }: { ticket: TicketDetail }) {
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [kept, setKept] = useState(false);
  // A reply without files waits in the outbox while offline (shown in the conversation at once); files
  // go with the network only (the outbox keeps text, not a phone's photos).
  const send = useMutation({
    // Offline it runs all the same: the outbox keeps it (Query would only pause it, in memory).
    networkMode: 'always',
    mutationFn: () =>
      files.length > 0
        ? replyTicket(ticket.id, text, files).then(() => ({ queued: false }))
        : writeOrQueue(
            ticketReplyCall,
            { body: { ticket_id: ticket.id, description: text } },
            {
              kind: 'ticket.reply',
              label: `پاسخ به تیکت «${ticket.subject}»`,
              detail: { ticket_id: ticket.id, description: text },
            },
          ),
    onSuccess: (written) => {
      setText('');
      setFiles([]);
      setKept(written.queued);
      if (!written.queued) void queryClient.invalidateQueries({ queryKey: supportKeys.all });
    },
  });
  if (!ticket.can_reply)
    return (
      <p className={styles.notice}>
        این تیکت بیش از ۷ روز پیش بسته شده است؛ برای پرسش تازه تیکت تازه‌ای ثبت کنید.
      </p>
    );
  return (
    <form
      className={styles.card}
      onSubmit={(e) => {
        e.preventDefault();
        send.mutate();
      }}
    >
      <label className={styles.field}>
        <span className={styles.label}>
          {ticket.state_id === 4 ? 'پاسخ (تیکت دوباره باز می‌شود)' : 'پاسخ شما'}
        </span>
        <textarea
          className={styles.textarea}
          value={text}
          maxLength={5000}
          onChange={(e) => setText(e.currentTarget.value)}
          data-testid="reply-text"
        />
      </label>
      <AttachmentsField files={files} onChange={setFiles} />
      {send.error ? (
        <p className={styles.alert} role="alert">
          {errorText(send.error)}
        </p>
      ) : null}
      {kept ? (
        <p className={styles.notice} role="status">
          {messages.keptForNetwork}
        </p>
      ) : null}
      <div className={styles.row}>
        {files.length > 0 ? (
          <OnlineSubmit busy={send.isPending} disabled={text.trim() === ''}>
            ارسال پاسخ
          </OnlineSubmit>
        ) : (
          <Button type="submit" busy={send.isPending} disabled={text.trim() === ''}>
            ارسال پاسخ
          </Button>
        )}
      </div>
    </form>
  );
}

function CloseDialog({
  ticket,
  open,
  onClose,
}: {
  ticket: TicketDetail;
  open: boolean;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [rate, setRate] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const close = useMutation({
    mutationFn: () => closeTicket(ticket.id, rate ?? 0, comment),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: supportKeys.all });
      onClose();
    },
  });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="بستن تیکت"
      actions={
        <>
          <Button
            busy={close.isPending}
            disabled={rate === null}
            onClick={() => close.mutate()}
            data-testid="close-confirm"
          >
            بستن و ثبت امتیاز
          </Button>
          <Button variant="secondary" onClick={onClose}>
            انصراف
          </Button>
        </>
      }
    >
      <div className={styles.stack}>
        <p className={styles.muted}>رضایت خود را از پاسخ‌گویی به این تیکت مشخص کنید.</p>
        <Stars label="امتیاز تیکت" value={rate} onRate={setRate} />
        <label className={styles.field}>
          <span className={styles.label}>توضیح (اختیاری)</span>
          <textarea
            className={styles.textarea}
            value={comment}
            maxLength={500}
            onChange={(e) => setComment(e.currentTarget.value)}
          />
        </label>
        {close.error ? (
          <p className={styles.alert} role="alert">
            {errorText(close.error)}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}

export function TicketScreen({ id }: { id: number }) {
  const queryClient = useQueryClient();
  const ticket = useQuery(ticketQuery(id));
  const [closing, setClosing] = useState(false);
  // Reading the ticket marks its answers read: the badge counts again after each read.
  const readAt = ticket.dataUpdatedAt;
  useEffect(() => {
    if (readAt > 0) void queryClient.invalidateQueries({ queryKey: ticketUnreadKey });
  }, [readAt, queryClient]);
  useLiveEvent('ticket_updated', ({ data }) => {
    if ((data as { ticket_id?: number } | undefined)?.ticket_id === id)
      void queryClient
        .invalidateQueries({ queryKey: supportKeys.ticket(id) })
        .then(() => queryClient.invalidateQueries({ queryKey: ticketUnreadKey }));
  });
  // An answer that came between the page's fetch and the socket's subscription had no event: read again.
  useLiveEvent('ready', () => {
    void queryClient.invalidateQueries({ queryKey: supportKeys.ticket(id) });
  });
  if (ticket.status === 'error')
    return (
      <EmptyArea
        title="تیکت پیدا نشد"
        description={errorText(ticket.error)}
        action={{ to: '/support/tickets', label: 'بازگشت به تیکت‌ها' }}
      />
    );
  if (!ticket.data) return <p className={styles.muted}>در حال بارگذاری…</p>;
  const t = ticket.data;
  return (
    <div className={styles.stack}>
      <section className={styles.card}>
        <div className={styles.spread}>
          <h2 className={styles.heading}>{t.subject}</h2>
          <StateBadge state={t.state_id} />
        </div>
        <p className={styles.muted}>
          تیکت <bdi>{toPersianDigits(String(t.id))}</bdi> · {t.category} · {t.sub_category}
        </p>
        {t.state_id === 4 && t.rate > 0 ? (
          <span className={styles.row}>
            <span className={styles.muted}>امتیاز شما به این تیکت:</span>
            <Stars label="امتیاز تیکت" value={t.rate} />
          </span>
        ) : null}
        <div className={styles.row}>
          {t.state_id !== 4 ? (
            <Button variant="secondary" onClick={() => setClosing(true)} data-testid="close-ticket">
              بستن تیکت
            </Button>
          ) : null}
          <Link className={styles.link} to="/support/tickets">
            همه تیکت‌ها
          </Link>
        </div>
      </section>
      <Conversation ticket={t} />
      <Reply ticket={t} />
      <CloseDialog ticket={t} open={closing} onClose={() => setClosing(false)} />
    </div>
  );
}
