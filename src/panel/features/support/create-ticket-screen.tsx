// /support/create-ticket: one free sentence read as a proposed category, subcategory and title to
// confirm; or the form itself (category, subcategory, title, text, files). While the user types, the
// frequently asked questions that match appear beside, so many never need to send.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { ticketCreateCall } from '../../../domain/support/support.calls.ts';
import type { TicketProposal } from '../../../domain/support/support.rules.ts';
import { TicketCreateSchema } from '../../../domain/support/support.schema.ts';
import { ApiError, NetworkError } from '../../lib/api.ts';
import { writeOrQueue } from '../../lib/outbox/outbox.ts';
import { Button } from '../../ui/button.tsx';
import { Select } from '../../ui/select.tsx';
import { TextField } from '../../ui/text-field.tsx';
import type { CreateTicketSearch } from './create-ticket-search.ts';
import * as styles from './support.css.ts';
import { categoriesQuery, createTicket, faqsQuery, proposeTicket, supportKeys } from './support.queries.ts';
import { AttachmentsField } from './ticket-parts.tsx';

const SEARCH_DELAY_MS = 400;

function useDebounced(value: string, ms: number) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

function Suggestions({ q }: { q: string }) {
  const settled = useDebounced(q.trim(), SEARCH_DELAY_MS);
  const faqs = useQuery({ ...faqsQuery(settled), enabled: settled.length >= 3 });
  const found = settled.length >= 3 ? (faqs.data ?? []).slice(0, 5) : [];
  return (
    <aside className={styles.card} aria-label="پرسش‌های پرتکرار" data-testid="faq-suggestions">
      <h2 className={styles.heading}>شاید پاسخ اینجا باشد</h2>
      {found.length === 0 ? (
        <p className={styles.muted}>
          {settled.length >= 3
            ? 'پرسش پرتکراری با این واژه‌ها پیدا نشد.'
            : 'هنگام نوشتن، پرسش‌های پرتکرار مرتبط اینجا نمایش داده می‌شوند.'}
        </p>
      ) : (
        <ul className={styles.faqList}>
          {found.map((f) => (
            <li key={f.id} className={styles.faq}>
              <details>
                <summary className={styles.faqQuestion}>{f.question}</summary>
                <p className={styles.text}>{f.answer}</p>
              </details>
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}

function OneSentence({ onProposal }: { onProposal: (p: TicketProposal, sentence: string) => void }) {
  const [sentence, setSentence] = useState('');
  const propose = useMutation({ mutationFn: () => proposeTicket(sentence) });
  const proposal = propose.data;
  return (
    <section className={styles.card} aria-label="ثبت سریع">
      <h2 className={styles.heading}>در یک جمله بنویسید</h2>
      <p className={styles.muted}>
        مشکل یا درخواستتان را بنویسید؛ دسته و عنوان را پیشنهاد می‌دهیم و شما تأیید می‌کنید.
      </p>
      <form
        className={styles.row}
        onSubmit={(e) => {
          e.preventDefault();
          propose.mutate();
        }}
      >
        <div style={{ flex: '1 1 16rem' }}>
          <TextField
            label="درخواست شما"
            value={sentence}
            onValueChange={setSentence}
            maxLength={500}
            data-testid="sentence"
          />
        </div>
        <Button type="submit" variant="secondary" busy={propose.isPending} disabled={sentence.trim() === ''}>
          پیشنهاد دسته
        </Button>
      </form>
      {propose.error ? (
        <p className={styles.alert} role="alert">
          {propose.error instanceof ApiError ? propose.error.message : 'خطا در ارسال اطلاعات'}
        </p>
      ) : null}
      {proposal ? (
        <div className={styles.notice} data-testid="proposal">
          <p className={styles.text}>
            دسته: <strong>{proposal.category_name}</strong> · زیردسته:{' '}
            <strong>{proposal.sub_category_title}</strong>
            <br />
            عنوان: <strong>{proposal.subject}</strong>
          </p>
          <div className={styles.row}>
            <Button onClick={() => onProposal(proposal, sentence)} data-testid="confirm-proposal">
              تأیید و ادامه
            </Button>
          </div>
        </div>
      ) : null}
    </section>
  );
}

/** A ticket the server would refuse, found before it is queued (the message is the schema's, Persian). */
class InvalidTicket extends Error {}

export function CreateTicketScreen({ search }: { search: CreateTicketSearch }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const categories = useQuery(categoriesQuery());
  const [category, setCategory] = useState(search.category ?? '');
  const [sub, setSub] = useState(search.sub ?? '');
  const [subject, setSubject] = useState(search.subject ?? '');
  const [text, setText] = useState(search.text ?? '');
  const [files, setFiles] = useState<File[]>([]);
  const chosen = categories.data?.find((c) => String(c.id) === category);
  // A ticket without files waits in the outbox while offline: the list shows it at once, marked, and it
  // is made when the network returns (its page opens from the list then). Files go with the network only.
  const create = useMutation({
    // Offline it runs all the same: the outbox keeps it (Query would only pause it, in memory).
    networkMode: 'always',
    mutationFn: async () => {
      const ticket = {
        subject,
        category_id: Number(category),
        sub_category_id: Number(sub || chosen?.sub_categories[0]?.id || 0),
        description: text,
      };
      if (files.length > 0) return { queued: false as const, data: await createTicket({ ...ticket, files }) };
      // What the server would refuse is said now, not later from the outbox.
      const checked = v.safeParse(TicketCreateSchema, ticket);
      if (!checked.success) throw new InvalidTicket(checked.issues[0].message);
      return writeOrQueue(
        ticketCreateCall,
        { body: ticket },
        { kind: 'ticket.add', label: `تیکت تازه: ${subject.trim()}`, detail: ticket },
      );
    },
    onSuccess: async (written) => {
      if (written.queued) return navigate({ to: '/support/tickets' });
      await queryClient.invalidateQueries({ queryKey: supportKeys.all });
      await navigate({ to: '/support/tickets/$id', params: { id: String(written.data.ticket_id) } });
    },
  });
  const fieldError = (field: string) =>
    create.error instanceof ApiError
      ? (create.error.body as { meta?: { errors?: Record<string, string[]> } } | null)?.meta?.errors?.[
          field
        ]?.[0]
      : undefined;
  return (
    <div className={styles.twoColumns}>
      <div className={styles.stack}>
        <OneSentence
          onProposal={(p, sentence) => {
            setCategory(String(p.category_id));
            setSub(String(p.sub_category_id));
            setSubject(p.subject);
            if (text.trim() === '') setText(sentence);
          }}
        />
        <form
          className={styles.card}
          aria-label="فرم تیکت"
          onSubmit={(e) => {
            e.preventDefault();
            create.mutate();
          }}
        >
          <Select
            label="دسته موضوع"
            value={category ? [category] : []}
            onChange={([v]) => {
              setCategory(v ?? '');
              setSub('');
            }}
            options={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          />
          {fieldError('category_id') ? <p className={styles.error}>{fieldError('category_id')}</p> : null}
          <Select
            label="زیردسته"
            value={sub ? [sub] : []}
            onChange={([v]) => setSub(v ?? '')}
            options={(chosen?.sub_categories ?? []).map((s) => ({ value: String(s.id), label: s.title }))}
          />
          <TextField
            label="عنوان"
            value={subject}
            onValueChange={setSubject}
            maxLength={200}
            error={fieldError('subject')}
            data-testid="ticket-subject"
          />
          <label className={styles.field}>
            <span className={styles.label}>متن پیام</span>
            <textarea
              className={styles.textarea}
              value={text}
              maxLength={5000}
              onChange={(e) => setText(e.currentTarget.value)}
              data-testid="ticket-text"
            />
            {fieldError('description') ? (
              <span className={styles.error}>{fieldError('description')}</span>
            ) : null}
          </label>
          <AttachmentsField files={files} onChange={setFiles} />
          {create.error &&
          !fieldError('subject') &&
          !fieldError('description') &&
          !fieldError('category_id') ? (
            <p className={styles.alert} role="alert">
              {create.error instanceof ApiError ||
              create.error instanceof NetworkError ||
              create.error instanceof InvalidTicket
                ? create.error.message
                : 'خطا در ارسال اطلاعات'}
            </p>
          ) : null}
          <div className={styles.row}>
            <Button type="submit" size="large" busy={create.isPending} data-testid="send-ticket">
              ثبت تیکت
            </Button>
          </div>
        </form>
      </div>
      <Suggestions q={`${subject} ${text}`} />
    </div>
  );
}
