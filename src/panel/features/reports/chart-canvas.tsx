import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  type ChartConfiguration,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { useEffect, useRef } from 'react';
import { formatNumber } from '../../../domain/index.ts';
import { vars } from '../../ui/theme.css.ts';
import { tokenValue } from './chart-colors.ts';
import * as styles from './report-details.css.ts';

// Only what these pictures draw, so the rest of Chart.js stays out of the bundle.
Chart.register(
  BarController,
  BarElement,
  LineController,
  LineElement,
  PointElement,
  Filler,
  CategoryScale,
  LinearScale,
  Legend,
  Tooltip,
);

type Config = ChartConfiguration<'bar' | 'line', number[], string>;

/** Persian digits on the value axis and in the tooltips; the legend and tooltips read right to left. */
function themed(config: Config): Config {
  const text = tokenValue(vars.color.textMuted);
  const grid = tokenValue(vars.color.border);
  const font = { family: tokenValue(vars.font.body) || 'Vazirmatn, Tahoma, sans-serif' };
  const scales = config.options?.scales ?? {};
  for (const scale of Object.values(scales)) {
    if (!scale) continue;
    scale.grid = { color: grid, ...scale.grid };
    scale.border = { color: grid };
    scale.ticks = { color: text, font, ...scale.ticks };
  }
  return {
    ...config,
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      locale: 'fa-IR',
      ...config.options,
      scales,
      plugins: {
        legend: {
          rtl: true,
          textDirection: 'rtl',
          labels: { color: tokenValue(vars.color.text), font, boxWidth: 12, boxHeight: 12 },
        },
        tooltip: {
          rtl: true,
          textDirection: 'rtl',
          titleFont: font,
          bodyFont: font,
          callbacks: {
            label: (item) => ` ${item.dataset.label ?? ''}: ${formatNumber(Number(item.raw ?? 0))}`,
          },
        },
        ...config.options?.plugins,
      },
    },
  };
}

/** A value axis in Persian digits. */
export const countTicks = { callback: (value: number | string) => formatNumber(Number(value)) };

/**
 * One Chart.js picture: made once per theme, its data replaced in place when it changes (a live
 * send updates it every few seconds). `description` is what a screen reader hears instead.
 */
export function ChartCanvas({
  config,
  description,
  theme,
}: {
  config: Config;
  description: string;
  theme: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const chart = useRef<Chart<'bar' | 'line', number[], string> | null>(null);
  const latest = useRef(config);
  latest.current = config;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new theme draws the picture again.
  useEffect(() => {
    if (!canvas.current) return;
    chart.current = new Chart(canvas.current, themed(latest.current));
    return () => {
      chart.current?.destroy();
      chart.current = null;
    };
  }, [theme]);
  useEffect(() => {
    const current = chart.current;
    if (!current) return;
    current.data = config.data;
    current.update('none');
  }, [config]);
  return (
    <div className={styles.chartBox}>
      <canvas ref={canvas} role="img" aria-label={description} />
    </div>
  );
}
