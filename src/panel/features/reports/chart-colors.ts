import { useEffect, useState } from 'react';
import type { StatsOutcome } from '../../../domain/reports/report-details.rules.ts';
import { vars } from '../../ui/theme.css.ts';

/** A theme token's value in the current theme (a canvas cannot read CSS variables itself). */
export function tokenValue(token: string): string {
  const name = /var\((--[^,)]+)/.exec(token)?.[1];
  return name ? getComputedStyle(document.documentElement).getPropertyValue(name).trim() : token;
}

/** The theme class on the root element; changes when the user (or another tab) switches theme. */
export function useThemeName(): string {
  const [name, setName] = useState(() => document.documentElement.className);
  useEffect(() => {
    const observer = new MutationObserver(() => setName(document.documentElement.className));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
    return () => observer.disconnect();
  }, []);
  return name;
}

/** One colour per outcome, the same in the charts, the legend and the recipients' statuses. */
export const outcomeTokens: Readonly<Record<StatsOutcome, string>> = {
  pending: vars.color.textMuted,
  sent: vars.color.focus,
  delivered: vars.color.success,
  failed: vars.color.danger,
  // Black in the light theme, near white in the dark: a blacklist.
  blacklist: vars.color.text,
};
