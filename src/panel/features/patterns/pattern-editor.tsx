import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useRef, useState } from 'react';
import { formatNumber } from '../../../domain/index.ts';
import * as calls from '../../../domain/patterns/patterns.calls.ts';
import { toStoredMessage } from '../../../domain/patterns/patterns.rules.ts';
import { meQuery } from '../../lib/account.queries.ts';
import { call } from '../../lib/api.ts';
import { writeOrQueue } from '../../lib/outbox/outbox.ts';
import { patternShown } from '../../lib/outbox/server-copies.ts';
import { Button } from '../../ui/button.tsx';
import { Form } from '../../ui/form-element.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useSubmission } from '../../ui/use-submission.ts';
import { draftFindings, findingsOf } from './pattern-findings.ts';
import { type PatternDraft, rowLength, variableRows } from './pattern-form.ts';
import { PatternTextBox } from './pattern-text-box.tsx';
import * as styles from './patterns.css.ts';
import { patternKeys, refreshPatterns } from './patterns.queries.ts';
import { usePatternDraft } from './use-pattern-draft.ts';
import { VariableRows } from './variable-rows.tsx';

type Props = {
  /** Names the kept draft: one for a new pattern, one per code edited. */
  draftKey: string;
  initial: PatternDraft;
  /** Editing this pattern; a new one when absent. */
  code?: string;
  /** An edit of a confirmed pattern keeps it live while the new version is reviewed. */
  confirmed?: boolean;
  /** The revision of the pattern the edit is made on (its updated_at): changed meanwhile, it conflicts. */
  version?: string;
};

/** Create or edit a pattern, the reviewer's rules checked as the user types. */
export function PatternEditor({ draftKey, initial, code, confirmed, version }: Props) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const me = useQuery(meQuery());
  const { draft, update, discard, restored } = usePatternDraft(draftKey, initial);
  const rows = useMemo(() => variableRows(draft), [draft]);
  // The account's company name (null for a real person without one): the reviewer's rule skips it then.
  const companyName = me.data?.company_name ?? null;
  const all = useMemo(() => draftFindings(draft, rows, companyName), [draft, rows, companyName]);
  const [tried, setTried] = useState(false);
  // The reasons show from the first word typed (an empty form is not yet wrong), or on a submit.
  const findings = tried || draft.text.trim() !== '' || draft.website !== '' ? all : [];
  const summary = useRef<HTMLParagraphElement>(null);
  const { busy, error, run } = useSubmission();

  // A submit waits until what the reviewer would reject is fixed; the user may still send it as it is,
  // knowingly, with a second button (a colleague's patterns are read with the owner's name too).
  const submit = (anyway = false) => {
    setTried(true);
    if (all.length > 0 && !anyway) {
      summary.current?.focus();
      return;
    }
    void run(async () => {
      const body = {
        title: draft.title,
        description: draft.description,
        is_share: draft.shared,
        message: toStoredMessage(draft.text),
        website: draft.website,
        variable: rows.map((row) => ({ name: row.name, type: row.type, len: rowLength(row) })),
      };
      if (code) {
        // An edit waits in the outbox offline, made on the revision the form was opened on: the
        // pattern's page shows it waiting, and a pattern changed meanwhile (an edit elsewhere, its
        // review) shows both versions for the user to choose.
        const written = await writeOrQueue(
          calls.patternUpdateCall,
          { params: { pattern_code: code }, body },
          {
            kind: 'pattern.edit',
            target: `pattern ${code}`,
            ...(version ? { ifMatch: version } : {}),
            label: `ویرایش الگوی «${body.title || code}»`,
            detail: { code, shown: patternShown(body) },
          },
        );
        discard();
        // Queued, its page shows it waiting; sent, the answer is the pattern as it now stands.
        if (!written.queued) {
          queryClient.setQueryData(patternKeys.one(code), written.data);
          void refreshPatterns(queryClient);
        }
        await navigate({ to: '/pattern/$id', params: { id: code } });
        return;
      }
      const saved = await call(calls.patternCreateCall, { body });
      discard();
      // The answer is the pattern as it now stands (waiting for review): its page shows it at once.
      queryClient.setQueryData(patternKeys.one(saved.pattern_code), saved);
      void refreshPatterns(queryClient);
      await navigate({ to: '/pattern/$id', params: { id: saved.pattern_code } });
    });
  };

  const blocked = tried && findings.length > 0;
  return (
    <div className={styles.editor}>
      <Form className={styles.form} onSubmit={() => submit()}>
        {restored ? (
          <div className={styles.actions} role="status">
            <span className={styles.muted}>پیش‌نویسی که نیمه‌کاره مانده بود بازگردانده شد.</span>
            <Button size="small" variant="ghost" onClick={discard}>
              شروع از نو
            </Button>
          </div>
        ) : null}
        <div className={styles.twoColumns}>
          <TextField label="عنوان الگو" value={draft.title} onValueChange={(title) => update({ title })} />
          <TextField
            label="آدرس سایت"
            ltr
            placeholder="https://example.ir"
            value={draft.website}
            onValueChange={(website) => update({ website })}
            error={findingsOf(findings, 'website')[0]?.message}
          />
        </div>
        <TextField
          label="توضیحات"
          hint="برای چه پیامی است و کجا فرستاده می‌شود؛ به بازبین کمک می‌کند."
          value={draft.description}
          onValueChange={(description) => update({ description })}
        />
        <PatternTextBox
          value={draft.text}
          onChange={(text) => update({ text })}
          findings={findingsOf(findings, 'text')}
        />
        <VariableRows
          rows={rows}
          findings={findings}
          onChange={(name, setting) => update({ settings: { ...draft.settings, [name]: setting } })}
        />
        <label className={styles.checkRow}>
          <input
            type="checkbox"
            className={styles.check}
            checked={draft.shared}
            onChange={(event) => update({ shared: event.target.checked })}
          />
          الگوی اشتراکی: همکاران شما هم بتوانند با آن ارسال کنند
        </label>
        <div className={styles.submitBar}>
          <p ref={summary} tabIndex={-1} className={blocked ? styles.alert : styles.muted} aria-live="polite">
            {findings.length > 0
              ? `${formatNumber(findings.length)} مورد بالا را اصلاح کنید: بازبین الگو با همین قواعد آن را رد می‌کند.`
              : confirmed
                ? 'نسخهٔ تأییدشده تا پایان بررسی ویرایش، فعال می‌ماند.'
                : 'الگو پس از ثبت، در چند ثانیه بررسی می‌شود.'}
          </p>
          {error ? (
            <p role="alert" className={styles.alert}>
              {error}
            </p>
          ) : null}
          <div className={styles.actions}>
            <Button type="submit" size="large" busy={busy}>
              {code ? 'ثبت ویرایش برای بررسی' : 'ثبت الگو برای بررسی'}
            </Button>
            {blocked ? (
              <Button variant="ghost" size="large" disabled={busy} onClick={() => submit(true)}>
                با همین موارد برای بررسی بفرست
              </Button>
            ) : null}
          </div>
        </div>
      </Form>
      <EditorGuide />
    </div>
  );
}

function EditorGuide() {
  return (
    <aside className={styles.card} aria-label="راهنمای الگو">
      <h2 className={styles.cardTitle}>الگویی که بار اول تأیید شود</h2>
      <ul className={styles.findings}>
        <li>نام شرکت یا مجموعهٔ شما در متن بیاید تا گیرنده بداند پیام از کیست.</li>
        <li>
          نام متغیرها انگلیسی، بدون فاصله و گویا باشد، مانند <bdi dir="ltr">code</bdi> یا{' '}
          <bdi dir="ltr">order_id</bdi>؛ نه <bdi dir="ltr">a</bdi> یا <bdi dir="ltr">x1</bdi>.
        </li>
        <li>لینک کامل و از همان سایت الگو باشد و متغیر نباشد.</li>
        <li>متن فقط متغیر نباشد.</li>
      </ul>
    </aside>
  );
}
