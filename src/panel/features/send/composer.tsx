import { onlineManager, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { lineE164, type SendingType, smsParts } from '../../../domain/index.ts';
import { type SendVariables, sendMutationKey } from '../../lib/send-mutation.ts';
import { senderLinesQuery } from '../../lib/sender-lines.queries.ts';
import { Button } from '../../ui/button.tsx';
import { SmsTextBox } from '../../ui/sms-text-box.tsx';
import { ConfirmSend } from './confirm-send.tsx';
import type { DraftLink } from './link-tracker.queries.ts';
import { LinkTracker } from './link-tracker.tsx';
import { PredefinedPicker } from './predefined-picker.tsx';
import { SavePredefined } from './save-predefined.tsx';
import { ScheduleField } from './schedule-field.tsx';
import * as styles from './send.css.ts';
import { calculatePrice, sendKeys } from './send.queries.ts';
import { type CommonErrors, checkCommon, commonBody, EMPTY_COMMON, sendMessages } from './send-rules.ts';
import { SendSummary } from './send-summary.tsx';
import type { SendData, SendPriceData } from './send-types.ts';
import { SenderLine } from './sender-line.tsx';
import { useDraft } from './use-draft.ts';

/** The draft's tracked links: kept apart from the text so they survive a reload. */
const NO_LINKS: { links: DraftLink[] } = { links: [] };

type Props = {
  /** Names the saved draft: one per route. */
  mode: string;
  /** The mode's recipients: its own fields, shown above the text. */
  children: ReactNode;
  /** A Persian message while the recipients are not ready to send, else null. */
  recipientsError: string | null;
  /** The recipient part of the published API's send body: its `sending_type`, `params` or `files`. */
  recipients: () => {
    sending_type: SendingType;
    params?: unknown;
    files?: Blob[];
    /** Keyword send: the file's rows left out, and the mobile column chosen (its letter). */
    excluded_rows?: number[];
    mobile_column?: string;
  };
  recipientCount?: number | undefined;
  /** Clears the mode's own draft once the send is made or queued. */
  onSent: () => void;
  /** Peer to peer carries a text per number: no common text box. */
  withText?: boolean;
  /** The text is filled per recipient (a personalised phonebook send): no common parts to show. */
  perRecipientText?: boolean;
  /** Whatever of the mode's own choices changes the price besides the count (priced again if changed). */
  priceScope?: string;
  /** Shown under the text box, with the text and a way to insert at its caret (keyword send's columns). */
  textTools?: (tools: { text: string; insert: (snippet: string) => void }) => ReactNode;
  /** A text handed over by a link (a predefined message's «ارسال این پیام»): it becomes the draft's text. */
  handedText?: string | undefined;
};

/** What every mode shares: line, text, time, price, confirm and the send itself. */
export function Composer(props: Props) {
  const {
    mode,
    children,
    recipientsError,
    recipients,
    recipientCount,
    onSent,
    withText = true,
    perRecipientText = false,
    priceScope = '',
    textTools,
    handedText,
  } = props;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { draft, update, clear } = useDraft(`${mode}:common`, EMPTY_COMMON);
  const tracking = useDraft(`${mode}:links`, NO_LINKS);
  const [errors, setErrors] = useState<CommonErrors & { recipients?: string }>({});
  const [price, setPrice] = useState<SendPriceData | null>(null);
  // The summary shows a price only while the form is still what was priced.
  const [pricedFor, setPricedFor] = useState<string>();
  const priceKey = JSON.stringify([draft, recipientCount, priceScope]);
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const parts = smsParts(draft.text, { cancel11: true }).parts;
  const send = useMutation<SendData, Error, SendVariables>({ mutationKey: sendMutationKey });
  const pricing = useMutation({ mutationFn: calculatePrice });
  const lines = useQuery(senderLinesQuery());
  const area = useRef<HTMLTextAreaElement>(null);

  // A field's message goes once the field is changed.
  const change = (patch: Partial<typeof draft>) => {
    update(patch);
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) delete next[key as keyof typeof next];
      return next;
    });
  };
  // Taken once per hand-over: the text typed after it is the user's.
  const [handed, setHanded] = useState<string>();
  if (handedText !== handed) {
    setHanded(handedText);
    if (handedText !== undefined) change({ text: handedText });
  }
  // The mode's recipients complete the common fields into one of the send's variants; the server's
  // schema (the same one) checks it again.
  // The published API names the line by its number (E.164), not by our id.
  const body = (): SendVariables['body'] => {
    const line = lines.data?.find((l) => String(l.id) === draft.lineId);
    return {
      from_number: line ? lineE164(line.number) : '',
      ...commonBody(withText ? draft : { ...draft, text: '' }),
      ...recipients(),
    };
  };
  // At the caret (or over the selection); the caret then stands after the insert, so taps add in order.
  // It is placed as the new text is committed, before the next key: a frame later (requestAnimationFrame)
  // it could land after a key typed quickly and move the caret back behind it.
  const caretAfterInsert = useRef<number | undefined>(undefined);
  const insert = (snippet: string) => {
    const text = draft.text;
    const start = area.current?.selectionStart ?? text.length;
    const end = area.current?.selectionEnd ?? start;
    change({ text: text.slice(0, start) + snippet + text.slice(end) });
    caretAfterInsert.current = start + snippet.length;
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the inserted text is on the screen
  useLayoutEffect(() => {
    const caret = caretAfterInsert.current;
    if (caret === undefined) return;
    caretAfterInsert.current = undefined;
    area.current?.setSelectionRange(caret, caret);
  }, [draft.text]);
  const review = async () => {
    const found: typeof errors = checkCommon(withText ? draft : { ...draft, text: '-' });
    if (recipientsError) found.recipients = recipientsError;
    setErrors(found);
    setFailure(undefined);
    if (Object.keys(found).length > 0) return;
    setPrice(null);
    // Offline the price waits for the connection; the send itself can still be queued.
    if (onlineManager.isOnline()) {
      try {
        setPrice(await pricing.mutateAsync(body()));
        setPricedFor(priceKey);
      } catch (error) {
        return setFailure((error as Error).message);
      }
    }
    setConfirming(true);
  };
  const confirm = () => {
    const variables: SendVariables = { body: body(), idempotencyKey: crypto.randomUUID() };
    const done = () => {
      clear();
      tracking.clear();
      onSent();
    };
    send.mutate(variables, {
      onSuccess: (answer) => {
        done();
        // The campaign: a send of several messages is followed and reported whole.
        const id = String(answer.bulk_id);
        queryClient.setQueryData(sendKeys.bulk(id), answer);
        void navigate({ to: '/send-sms/success-send/$id', params: { id } });
      },
      onError: (error) => {
        setConfirming(false);
        setFailure(error.message);
      },
    });
    if (!onlineManager.isOnline()) {
      done();
      setConfirming(false);
      setNotice(sendMessages.queued);
    }
  };

  return (
    <div className={styles.screen}>
      <section className={styles.card} aria-label="گیرندگان">
        {children}
        {errors.recipients ? (
          <p role="alert" className={styles.error}>
            {errors.recipients}
          </p>
        ) : null}
      </section>
      <section className={styles.card} aria-label="پیامک">
        <SenderLine value={draft.lineId} onChange={(lineId) => change({ lineId })} error={errors.lineId} />
        {withText ? (
          <>
            <SmsTextBox
              value={draft.text}
              onChange={(text) => change({ text })}
              error={errors.text}
              textareaRef={area}
            />
            {textTools?.({ text: draft.text, insert })}
            <div className={styles.tools}>
              {/* A picked message fills an empty box; after a text already typed it is added, never over it. */}
              <PredefinedPicker
                onPick={(picked) =>
                  change({ text: draft.text.trim() === '' ? picked : `${draft.text.trimEnd()}\n${picked}` })
                }
              />
              {draft.text.trim() !== '' ? <SavePredefined text={draft.text} /> : null}
            </div>
            <LinkTracker
              text={draft.text}
              onTextChange={(text) => change({ text })}
              links={tracking.draft.links}
              onLinksChange={(links) => tracking.update({ links })}
            />
          </>
        ) : null}
      </section>
      <ScheduleField later={draft.later} at={draft.at} onChange={change} error={errors.at} />
      {/* On a wide screen the summary, the messages and the action stand beside the cards above. */}
      <SendSummary
        recipients={recipientCount}
        parts={withText && !perRecipientText ? smsParts(draft.text, { cancel11: true }) : null}
        price={pricedFor === priceKey ? price : null}
        later={draft.later}
        at={draft.at}
      >
        {failure ? (
          <p role="alert" className={styles.error}>
            {failure}
          </p>
        ) : null}
        {notice ? <p role="status">{notice}</p> : null}
        <div className={styles.actions}>
          <Button variant="primary" size="large" busy={pricing.isPending} onClick={() => void review()}>
            محاسبهٔ هزینه و ارسال
          </Button>
        </div>
      </SendSummary>
      <ConfirmSend
        open={confirming}
        price={price}
        parts={parts}
        recipients={recipientCount}
        busy={send.isPending && !send.isPaused}
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      />
    </div>
  );
}
