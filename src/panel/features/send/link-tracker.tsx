import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import * as v from 'valibot';
import {
  findLinks,
  LinkTrackerCreateSchema,
  PLAN_REQUIRED_CODE,
  putLinkInText,
} from '../../../domain/index.ts';
import { ApiError } from '../../lib/api.ts';
import { useOnline } from '../../lib/use-online.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import * as styles from './link-tracker.css.ts';
import { createTrackedLink, type DraftLink } from './link-tracker.queries.ts';
import { TrackedLinkList } from './tracked-link-list.tsx';

const OFFLINE_NOTE = 'ساخت لینک ردیابی به اینترنت نیاز دارد.';

type Props = {
  text: string;
  onTextChange: (text: string) => void;
  /** The tracked links this draft uses (kept in the composer's draft). */
  links: readonly DraftLink[];
  onLinksChange: (links: DraftLink[]) => void;
};

const planRequired = (error: unknown) =>
  error instanceof ApiError &&
  (error.body as { meta?: { message_code?: string } } | null)?.meta?.message_code === PLAN_REQUIRED_CODE;

/** Swap a link of the SMS for a short link with UTM parameters that counts clicks. */
export function LinkTracker({ text, onTextChange, links, onLinksChange }: Props) {
  const [open, setOpen] = useState(links.length > 0);
  const [url, setUrl] = useState('');
  const [campaign, setCampaign] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const online = useOnline();
  const create = useMutation({ mutationFn: createTrackedLink });
  // The answer comes after a round trip: what was typed meanwhile must not be lost.
  const latest = useRef({ text, links });
  latest.current = { text, links };
  const tracked = new Set(links.map((l) => l.short_url));
  const untracked = findLinks(text).filter((found) => !tracked.has(found));

  const track = (target: string) => {
    const parsed = v.safeParse(LinkTrackerCreateSchema, { url: target, utm_campaign: campaign });
    // A link picked from the text is shown in the field, so its message has a place to appear.
    setUrl(target);
    if (!parsed.success) {
      const issue = parsed.issues[0];
      return setErrors({ [v.getDotPath(issue) ?? 'url']: issue.message });
    }
    setErrors({});
    create.mutate(parsed.output, {
      onSuccess: (made) => {
        const now = latest.current;
        onTextChange(putLinkInText(now.text, parsed.output.url, made.short_url));
        const kept = now.links.filter((l) => l.code !== made.code);
        onLinksChange([
          ...kept,
          { code: made.code, short_url: made.short_url, url: made.url, utm_campaign: made.utm_campaign },
        ]);
        setUrl('');
      },
    });
  };

  return (
    <details className={styles.root} open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className={styles.summary}>ردیابی لینک (UTM)</summary>
      <div className={styles.body}>
        <p className={styles.note}>
          لینک متن با لینک کوتاهی جایگزین می‌شود که کلیک‌ها را می‌شمارد و گیرنده را با پارامترهای UTM به سایت شما
          می‌برد.
        </p>
        {untracked.length > 0 ? (
          <fieldset className={styles.found}>
            <legend className={styles.legend}>لینک‌های متن پیامک</legend>
            {untracked.map((found) => (
              <Button
                key={found}
                className={styles.foundLink}
                size="small"
                variant="secondary"
                disabled={!online}
                busy={create.isPending && create.variables?.url === found}
                onClick={() => track(found)}
              >
                ردیابی{' '}
                <bdi dir="ltr" className={styles.foundUrl}>
                  {found}
                </bdi>
              </Button>
            ))}
          </fieldset>
        ) : null}
        <div className={styles.fields}>
          <div className={styles.wide}>
            <TextField
              label="آدرس لینک"
              ltr
              inputMode="url"
              placeholder="https://example.ir/sale"
              value={url}
              onValueChange={(value) => {
                setUrl(value);
                setErrors({});
              }}
              onEnter={(value) => track(value)}
              error={errors.url}
            />
          </div>
          <div className={styles.narrow}>
            <TextField
              label="نام کمپین (اختیاری)"
              ltr
              placeholder="autumn-sale"
              value={campaign}
              onValueChange={(value) => {
                setCampaign(value);
                setErrors({});
              }}
              error={errors.utm_campaign}
            />
          </div>
          <Button variant="secondary" disabled={!online} busy={create.isPending} onClick={() => track(url)}>
            ساخت لینک ردیابی
          </Button>
        </div>
        {online ? null : <p className={styles.note}>{OFFLINE_NOTE}</p>}
        {create.isError ? (
          <p role="alert" className={styles.error}>
            {create.error.message}{' '}
            {planRequired(create.error) ? (
              <Link className={styles.upgrade} to="/plans">
                طرح‌ها و ارتقا
              </Link>
            ) : null}
          </p>
        ) : null}
        <TrackedLinkList
          text={text}
          links={links}
          onRemove={(code) => onLinksChange(links.filter((l) => l.code !== code))}
        />
      </div>
    </details>
  );
}
