import { useMemo } from 'react';
import {
  formatNumber,
  operatorLabels,
  parseStoredTimestamp,
  toJalaliDateTime,
  toPersianDigits,
} from '../../../domain/index.ts';
import type { BulkStats } from '../../../domain/reports/bulk-summary.schema.ts';
import {
  cumulative,
  STATS_OUTCOMES,
  type StatsOutcome,
  scriptLabels,
  statsOutcomeLabels,
} from '../../../domain/reports/report-details.rules.ts';
import type { BulkTimeline } from '../../../domain/reports/report-details.schema.ts';
import { ChartCanvas, countTicks } from './chart-canvas.tsx';
import { outcomeTokens, tokenValue, useThemeName } from './chart-colors.ts';
import * as styles from './report-details.css.ts';

const OPERATORS = ['mci', 'irancell', 'rightel', 'other'] as const;
const SCRIPTS = ['fa', 'en'] as const;

type Counts = Record<StatsOutcome, number>;

/** bulk_stats turned around: per group (an operator, a script), the count of each outcome. */
function byGroup<G extends string>(groups: readonly G[], pick: (outcome: StatsOutcome, group: G) => number) {
  return groups.map((group) => Object.fromEntries(STATS_OUTCOMES.map((o) => [o, pick(o, group)])) as Counts);
}

function stackedBars(labels: string[], rows: Counts[]) {
  // Groups without a recipient are left out, so a one-operator send is one bar, not four.
  const kept = rows
    .map((row, i) => ({ row, label: labels[i] ?? '' }))
    .filter(({ row }) => STATS_OUTCOMES.some((o) => row[o] > 0));
  return {
    type: 'bar' as const,
    data: {
      labels: kept.map((k) => k.label),
      datasets: STATS_OUTCOMES.map((outcome) => ({
        label: statsOutcomeLabels[outcome],
        data: kept.map((k) => k.row[outcome]),
        backgroundColor: tokenValue(outcomeTokens[outcome]),
        borderRadius: 4,
        maxBarThickness: 28,
      })),
    },
    options: {
      indexAxis: 'y' as const,
      scales: {
        // Bars grow from the right, where a right-to-left reader starts.
        x: { stacked: true, reverse: true, beginAtZero: true, ticks: countTicks },
        y: { stacked: true, position: 'right' as const },
      },
    },
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A point's label: the time of day (with seconds for narrow buckets), the date when it spans days. */
function pointLabel(at: string, bucketSeconds: number, manyDays: boolean): string {
  const instant = parseStoredTimestamp(at);
  if (!instant) return '';
  const t = toJalaliDateTime(instant);
  const time =
    bucketSeconds < 60
      ? `${pad(t.hour)}:${pad(t.minute)}:${pad(t.second)}`
      : `${pad(t.hour)}:${pad(t.minute)}`;
  return toPersianDigits(manyDays ? `${pad(t.jm)}/${pad(t.jd)} ${time}` : time);
}

const later = (at: string, seconds: number) => {
  const instant = parseStoredTimestamp(at);
  return instant
    ? new Date(instant.getTime() + seconds * 1000).toISOString().slice(0, 19).replace('T', ' ')
    : at;
};

/**
 * Running totals from zero: the first point is the moment the first recipient went out, each next
 * one the end of a bucket, so even a send that went out within one bucket draws a line.
 */
function timelineLines(timeline: BulkTimeline) {
  const width = timeline.bucket_seconds;
  const first = timeline.points[0]?.at ?? '';
  const moments = [first, ...timeline.points.map((p) => later(p.at, width))];
  const manyDays = moments.some((m) => m.slice(0, 10) !== first.slice(0, 10));
  const totals = [{ sent: 0, delivered: 0, failed: 0 }, ...cumulative(timeline.points)];
  const line = (key: 'sent' | 'delivered' | 'failed', outcome: StatsOutcome) => {
    const colour = tokenValue(outcomeTokens[outcome]);
    return {
      label: key === 'sent' ? 'ارسال شده' : statsOutcomeLabels[outcome],
      data: totals.map((t) => t[key]),
      borderColor: colour,
      backgroundColor: `${colour}33`,
      fill: key === 'delivered',
      cubicInterpolationMode: 'monotone' as const,
      pointRadius: totals.length <= 12 ? 3 : 0,
      borderWidth: 2,
    };
  };
  return {
    type: 'line' as const,
    data: {
      labels: moments.map((m) => pointLabel(m, width, manyDays)),
      datasets: [line('sent', 'sent'), line('delivered', 'delivered'), line('failed', 'failed')],
    },
    options: {
      interaction: { mode: 'index' as const, intersect: false },
      scales: {
        x: { ticks: { maxRotation: 0, autoSkipPadding: 12 } },
        y: { beginAtZero: true, ticks: { ...countTicks, precision: 0 } },
      },
    },
  };
}

const describe = (title: string, labels: string[], rows: Counts[]) =>
  `${title}: ${labels
    .map(
      (label, i) =>
        `${label} ${
          STATS_OUTCOMES.filter((o) => (rows[i]?.[o] ?? 0) > 0)
            .map((o) => `${statsOutcomeLabels[o]} ${formatNumber(rows[i]?.[o] ?? 0)}`)
            .join('، ') || 'بدون گیرنده'
        }`,
    )
    .join('؛ ')}`;

/** The send's counts as pictures: by operator, by the text's script, and deliveries over time. */
export function DeliveryCharts({
  stats,
  timeline,
}: {
  stats: BulkStats;
  timeline: BulkTimeline | undefined;
}) {
  const theme = useThemeName();
  const operatorNames = OPERATORS.map((o) => operatorLabels[o]);
  const scriptNames = SCRIPTS.map((s) => scriptLabels[s]);
  const operators = byGroup(OPERATORS, (o, op) => {
    const c = stats[`operators_${o}`][op];
    return c.en + c.fa;
  });
  const scripts = byGroup(SCRIPTS, (o, script) =>
    OPERATORS.reduce((s, op) => s + stats[`operators_${o}`][op][script], 0),
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: colours are read again for a new theme.
  const operatorConfig = useMemo(() => stackedBars(operatorNames, operators), [stats, theme]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: colours are read again for a new theme.
  const scriptConfig = useMemo(() => stackedBars(scriptNames, scripts), [stats, theme]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: colours are read again for a new theme.
  const timelineConfig = useMemo(() => (timeline ? timelineLines(timeline) : null), [timeline, theme]);
  const counted = operators.some((row) => STATS_OUTCOMES.some((o) => row[o] > 0));
  if (!counted) return <p className={styles.muted}>این ارسال پیش از رفتن هیچ پیامی متوقف شد.</p>;
  return (
    <div className={styles.charts}>
      <figure className={styles.figure}>
        <figcaption className={styles.figureTitle}>وضعیت گیرندگان به تفکیک اپراتور</figcaption>
        <ChartCanvas
          config={operatorConfig}
          theme={theme}
          description={describe('وضعیت گیرندگان به تفکیک اپراتور', operatorNames, operators)}
        />
      </figure>
      <figure className={styles.figure}>
        <figcaption className={styles.figureTitle}>وضعیت گیرندگان به تفکیک زبان متن</figcaption>
        <ChartCanvas
          config={scriptConfig}
          theme={theme}
          description={describe('وضعیت گیرندگان به تفکیک زبان متن', scriptNames, scripts)}
        />
      </figure>
      <figure className={`${styles.figure} ${styles.wideFigure}`}>
        <figcaption className={styles.figureTitle}>تحویل در گذر زمان</figcaption>
        {timelineConfig && timeline && timeline.points.length > 0 ? (
          <ChartCanvas
            config={timelineConfig}
            theme={theme}
            description={`تحویل در گذر زمان: ${formatNumber(timeline.points.length)} بازه`}
          />
        ) : (
          <p className={styles.muted}>هنوز پیامی از این ارسال نرفته است.</p>
        )}
      </figure>
    </div>
  );
}
