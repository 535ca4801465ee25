import { useQuery } from '@tanstack/react-query';
import { formatNumber, messages } from '../../../domain/index.ts';
import { Select } from '../../ui/select.tsx';
import { ANY_AUDIENCE, audienceProblem, NO_RECIPIENTS, operatorParam, SEND_FILTERS } from './audience.ts';
import { AudienceFilters } from './audience-filters.tsx';
import { Composer } from './composer.tsx';
import { RecipientCount } from './recipient-count.tsx';
import * as styles from './send.css.ts';
import { jobCategoriesQuery, jobCountQuery, jobSubCategoriesQuery } from './send.queries.ts';
import { useDraft } from './use-draft.ts';

const EMPTY = { category: '', subCategories: [] as string[], ...ANY_AUDIENCE };

const option = (j: { id: number; name: string; count: number }) => ({
  value: String(j.id),
  label: `${j.name} (${formatNumber(j.count)})`,
});

/**
 * Send to businesses: a job category, then its sub-categories (a job must be chosen), and the
 * operator slice a job param takes.
 */
export function BusinessSend() {
  const { draft, update, clear } = useDraft('business', EMPTY);
  const categories = useQuery(jobCategoriesQuery());
  const subs = useQuery(jobSubCategoriesQuery(draft.category));
  const problem = audienceProblem(draft);
  const count = useQuery(jobCountQuery(draft.category, problem ? [] : draft.subCategories, draft));
  return (
    <Composer
      mode="business"
      recipientsError={
        draft.subCategories.length === 0
          ? messages.selectJob
          : (problem ?? (count.data === 0 ? NO_RECIPIENTS : null))
      }
      recipients={() => ({
        sending_type: 'job',
        params: draft.subCategories.map((id) => ({
          main_category_id: Number(draft.category),
          sub_category_id: Number(id),
          ...operatorParam(draft),
        })),
      })}
      recipientCount={count.data}
      onSent={clear}
    >
      <div className={styles.row}>
        <div className={styles.grow}>
          <Select
            label="دستهٔ شغلی"
            value={draft.category ? [draft.category] : []}
            onChange={([category = '']) => update({ category, subCategories: [] })}
            options={(categories.data ?? []).map(option)}
          />
        </div>
        <div className={styles.grow}>
          <Select
            label="زیردسته"
            multiple
            value={draft.subCategories}
            onChange={(subCategories) => update({ subCategories })}
            options={(subs.data ?? []).map(option)}
            placeholder={draft.category ? 'انتخاب کنید' : 'ابتدا دستهٔ شغلی را انتخاب کنید'}
          />
        </div>
      </div>
      <AudienceFilters fields={SEND_FILTERS.job} value={draft} onChange={update} />
      <RecipientCount query={count} chosen={draft.subCategories.length > 0 && problem === null} />
    </Composer>
  );
}
