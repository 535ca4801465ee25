import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import * as calls from '../../../domain/colleagues/colleagues.calls.ts';
import type { ColleagueItem } from '../../../domain/colleagues/colleagues.schema.ts';
import { PERMISSION_AREAS } from '../../../domain/core/permissions.ts';
import { PendingWrites } from '../../app/outbox-parts.tsx';
import { call } from '../../lib/api.ts';
import { useOutbox } from '../../lib/outbox/use-outbox.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDeleteDialog } from '../../ui/confirm-delete-dialog.tsx';
import { Fact } from '../../ui/fact.tsx';
import { JalaliDate } from '../../ui/jalali-date.tsx';
import { TableState } from '../../ui/table-state.tsx';
import { ActivityTable } from './activity-log.tsx';
import { ColleagueForm } from './colleague-form.tsx';
import { fullName, MobileText, RoleChips, StatusBadge } from './colleague-parts.tsx';
import * as styles from './colleagues.css.ts';
import { activityFor, colleagueQuery, refreshColleagues, rolesQuery } from './colleagues.queries.ts';

/** /colleagues/{id}: who the colleague is, its roles, activation, and what it did lately. */
export function ColleagueScreen({ id }: { id: number }) {
  const colleague = useQuery(colleagueQuery(id));
  if (!colleague.data)
    return <TableState status={colleague.status} empty={false} onRetry={() => void colleague.refetch()} />;
  return <ColleagueDetails colleague={colleague.data} />;
}

function ColleagueDetails({ colleague }: { colleague: ColleagueItem }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [editing, setEditing] = useState(false);
  // This colleague's changes made offline, until the server has them.
  const waiting = useOutbox('colleague.edit').filter((e) => e.detail.colleague_id === colleague.id);
  const roles = useQuery({ ...rolesQuery(), enabled: editing });
  const recent = useQuery(activityFor({ page: 1, limit: 10, member: String(colleague.id) }));
  const deactivating = colleague.status !== 'deactivated';
  const change = async () => {
    const spec = deactivating ? calls.colleagueDeactivateCall : calls.colleagueActivateCall;
    await call(spec, { params: { colleague_id: colleague.id } });
    await refreshColleagues(queryClient);
    setConfirming(false);
  };
  return (
    <div className={styles.screen}>
      <section className={styles.card} aria-labelledby="colleague-title">
        <div className={styles.toolbar}>
          <h2 id="colleague-title" className={styles.cardTitle}>
            {fullName(colleague)}
          </h2>
          <StatusBadge status={colleague.status} />
          <span className={styles.spacer} />
          <Button variant="secondary" onClick={() => setEditing(true)} disabled={editing}>
            ویرایش
          </Button>
          <Button variant={deactivating ? 'danger' : 'primary'} onClick={() => setConfirming(true)}>
            {deactivating ? 'غیرفعال کردن' : 'فعال کردن'}
          </Button>
        </div>
        <dl className={styles.facts}>
          <Fact term="نام کاربری">
            <bdi dir="ltr">{colleague.username}</bdi>
          </Fact>
          <Fact term="موبایل">
            <MobileText mobile={colleague.mobile} />
          </Fact>
          <Fact term="تاریخ افزودن">
            <JalaliDate value={colleague.created_at} withTime />
          </Fact>
          <Fact term="آخرین ورود">
            {colleague.last_login_at ? (
              <JalaliDate value={colleague.last_login_at} withTime />
            ) : (
              'هنوز وارد نشده'
            )}
          </Fact>
        </dl>
      </section>
      <PendingWrites entries={waiting} title="تغییرهای در انتظار شبکه" render={(e) => e.label} />
      {editing ? (
        roles.data ? (
          <ColleagueForm roles={roles.data} colleague={colleague} onClose={() => setEditing(false)} />
        ) : (
          <TableState status={roles.status} empty={false} onRetry={() => void roles.refetch()} />
        )
      ) : null}
      <section className={styles.card} aria-labelledby="colleague-roles">
        <h2 id="colleague-roles" className={styles.cardTitle}>
          نقش‌ها و دسترسی‌ها
        </h2>
        <RoleChips roles={colleague.roles} />
        <PermissionsByArea held={colleague.permissions} />
      </section>
      <section className={styles.screen} aria-labelledby="colleague-activity">
        <div className={styles.toolbar}>
          <h2 id="colleague-activity" className={styles.cardTitle}>
            فعالیت‌های اخیر
          </h2>
          <span className={styles.spacer} />
          <Link
            to="/colleagues"
            search={{ tab: 2, page: 1, limit: 10, member: String(colleague.id) }}
            className={styles.link}
          >
            همهٔ فعالیت‌ها
          </Link>
        </div>
        <ActivityTable
          caption="فعالیت‌های اخیر"
          rows={recent.data?.items}
          status={recent.status}
          onRetry={() => void recent.refetch()}
          withMember={false}
        />
      </section>
      <ConfirmDeleteDialog
        open={confirming}
        title={deactivating ? 'غیرفعال کردن همکار' : 'فعال کردن همکار'}
        confirmLabel={deactivating ? 'غیرفعال کن' : 'فعال کن'}
        onClose={() => setConfirming(false)}
        onConfirm={change}
      >
        {deactivating
          ? `${fullName(colleague)} غیرفعال شود؟ از همهٔ دستگاه‌ها خارج می‌شود و تا فعال شدن دوباره نمی‌تواند وارد شود.`
          : `${fullName(colleague)} فعال شود؟ دوباره می‌تواند با نام کاربری و رمز عبور خود وارد شود.`}
      </ConfirmDeleteDialog>
    </div>
  );
}

/** What the colleague's roles grant together, area by area in the catalogue's order. */
function PermissionsByArea({ held }: { held: readonly string[] }) {
  const areas = PERMISSION_AREAS.map((area) => ({
    title: area.title,
    granted: area.permissions.filter((p) => held.includes(p.name)).map((p) => p.title),
  })).filter((area) => area.granted.length > 0);
  if (areas.length === 0) return <p className={styles.muted}>نقش‌های این همکار دسترسی‌ای نمی‌دهند.</p>;
  return (
    <dl className={styles.facts}>
      {areas.map((area) => (
        <Fact key={area.title} term={area.title}>
          {area.granted.join('؛ ')}
        </Fact>
      ))}
    </dl>
  );
}
