import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { mergeProblem, smsParts, toPersianDigits } from '../../../domain/index.ts';
import {
  CONTACT_FIELDS,
  contactPlaceholder,
  featureMap,
  fillForContact,
} from '../../../domain/send/mail-merge-phonebook.rules.ts';
import * as styles from './keyword-send.css.ts';
import { phonebookFeaturesQuery, phonebookFirstContactsQuery } from './send.queries.ts';

/** How many contacts' messages the preview shows. */
const PREVIEW_COUNT = 5;

type Props = { phonebookId: string; text: string; insert: (snippet: string) => void };

/**
 * A personalised text to one phonebook: the contact's name and title and the book's features to
 * insert, and the first contacts' messages as they will go (filled by the same domain code as the
 * server's send).
 */
export function PhonebookMergeTools({ phonebookId, text, insert }: Props) {
  const typed = useDeferredValue(text).trim();
  const features = useQuery(phonebookFeaturesQuery(phonebookId));
  const contacts = useQuery(phonebookFirstContactsQuery(phonebookId, PREVIEW_COUNT));
  const byId = featureMap(features.data ?? []);
  const chips = [
    ...CONTACT_FIELDS.map((f) => ({ key: f.key, label: f.label })),
    ...(features.data ?? []).map((f) => ({ key: String(f.id), label: f.title })),
  ];
  return (
    <>
      <fieldset className={styles.section}>
        <legend className={styles.sectionTitle}>ویژگی‌های مخاطب (برای افزودن به متن بزنید)</legend>
        <div className={styles.chips}>
          {chips.map((chip) => (
            <button
              key={chip.key}
              type="button"
              className={styles.chip}
              title={`افزودن ${contactPlaceholder(chip.key)} به متن`}
              onClick={() => insert(contactPlaceholder(chip.key))}
            >
              {chip.label}
            </button>
          ))}
        </div>
      </fieldset>
      {typed === '' ? (
        <p className={styles.total}>
          متن پیامک را بنویسید و ویژگی‌های مخاطب را در آن بگذارید تا پیش‌نمایش پیامک هر مخاطب دیده شود.
        </p>
      ) : (
        <section className={styles.section} aria-label="پیش‌نمایش پیامک‌ها">
          <h3 className={styles.sectionTitle}>پیش‌نمایش پیامک‌ها</h3>
          <ol className={styles.previews}>
            {(contacts.data ?? []).map((contact) => {
              const merged = fillForContact(typed, contact, byId);
              const parts = smsParts(merged, { cancel11: true });
              const problem = mergeProblem(merged, parts.parts);
              return (
                <li key={contact.id} className={styles.preview} data-testid="merge-preview">
                  <div className={styles.previewHead}>
                    <span>
                      {contact.name || 'بی‌نام'} —{' '}
                      <bdi className={styles.mobile}>{toPersianDigits(`0${contact.mobile.slice(2)}`)}</bdi>
                    </span>
                    <span data-testid="merge-counts">
                      {toPersianDigits(parts.length)} نویسه، {toPersianDigits(parts.parts)} بخش
                    </span>
                  </div>
                  <p className={styles.previewText} data-testid="merge-text">
                    {merged === '' ? '(خالی)' : merged}
                  </p>
                  {problem ? (
                    <p className={styles.problem}>
                      {problem === 'empty'
                        ? 'پیامک این مخاطب خالی می‌شود'
                        : 'پیامک این مخاطب بیش از حد بلند است'}
                    </p>
                  ) : null}
                </li>
              );
            })}
          </ol>
        </section>
      )}
    </>
  );
}
