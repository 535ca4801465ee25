import { andMore, MULTI_SELECT_SHOWN_LABELS } from '../../domain/index.ts';

/** A multi-select shows the first 2 labels, then 'and N more'. */
export function selectSummary(labels: readonly string[]): string {
  const shown = labels.slice(0, MULTI_SELECT_SHOWN_LABELS).join('، ');
  const rest = labels.length - MULTI_SELECT_SHOWN_LABELS;
  return rest > 0 ? `${shown} ${andMore(rest)}` : shown;
}

/** Open below unless less than 350 px is left there and more room is above. */
export function placement(anchor: DOMRect, viewportHeight: number, threshold: number): 'above' | 'below' {
  const below = viewportHeight - anchor.bottom;
  return below < threshold && anchor.top > below ? 'above' : 'below';
}
