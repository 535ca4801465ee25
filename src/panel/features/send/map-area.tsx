import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { LngLat } from '../../../domain/index.ts';
import { Button } from '../../ui/button.tsx';
import { mapConfigQuery } from './map.queries.ts';
import * as styles from './map-area.css.ts';
import type { MapTool, MapView } from './map-view.ts';
import * as sendStyles from './send.css.ts';

type Props = { value: readonly LngLat[]; onChange: (polygon: LngLat[]) => void };

const TOOLS: { tool: MapTool; label: string }[] = [
  { tool: 'rectangle', label: 'مستطیل' },
  { tool: 'polygon', label: 'چندضلعی' },
  { tool: 'circle', label: 'دایره' },
  { tool: 'select', label: 'جابه‌جایی و ویرایش' },
];

const HINTS: Record<MapTool, string> = {
  rectangle: 'یک گوشه را بزنید و تا گوشهٔ مقابل بکشید یا دوباره بزنید.',
  polygon: 'گوشه‌های محدوده را یکی‌یکی بزنید؛ برای بستن، دوباره روی نقطهٔ اول بزنید.',
  circle: 'مرکز را بزنید و تا شعاع دلخواه بکشید یا دوباره بزنید.',
  select: 'محدوده را بکشید تا جابه‌جا شود، یا گوشه‌هایش را بکشید تا شکلش عوض شود.',
};

/**
 * A real map (Leaflet, loaded only on this screen) to pan, zoom and pinch down to street
 * level, with one area drawn as a rectangle, polygon or circle and then moved and reshaped. The base
 * layer is the bundled province outlines, which need no network; the provider's tiles lie beneath them
 * when MAP_TILE_URL is set.
 */
export function MapArea({ value, onChange }: Props) {
  const container = useRef<HTMLDivElement>(null);
  const view = useRef<MapView | null>(null);
  const config = useQuery(mapConfigQuery());
  const [tool, setTool] = useState<MapTool>('rectangle');
  const [provinces, setProvinces] = useState<readonly string[]>([]);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  // The map is made once; the latest value and callback are read through refs.
  const latest = useRef({ value, onChange });
  latest.current = { value, onChange };
  const tileUrl = config.data?.tile_url ?? null;

  // The map opens at once (offline too): the provider's tiles are laid beneath when their setting is known.
  useEffect(() => {
    if (!container.current) return;
    const element = container.current;
    let cancelled = false;
    let made: MapView | null = null;
    import('./map-view.ts')
      .then(({ createMapView }) => {
        if (cancelled) return;
        made = createMapView(element, {
          polygon: latest.current.value,
          onArea: (polygon) => latest.current.onChange(polygon),
          onTool: setTool,
        });
        view.current = made;
        setProvinces(made.provinceNames);
        setState('ready');
      })
      .catch((error: unknown) => {
        console.error(error);
        setState('failed');
      });
    return () => {
      cancelled = true;
      made?.destroy();
      view.current = null;
    };
  }, []);

  useEffect(() => {
    if (state === 'ready') view.current?.setTiles(tileUrl);
  }, [state, tileUrl]);

  const pick = (next: MapTool) => {
    setTool(next);
    view.current?.setTool(next);
  };

  return (
    <div className={sendStyles.stack}>
      <div className={styles.bar}>
        <fieldset className={sendStyles.tools} aria-label="ابزار کشیدن">
          {TOOLS.map((t) => (
            <Button
              key={t.tool}
              size="small"
              variant={tool === t.tool ? 'primary' : 'secondary'}
              aria-pressed={tool === t.tool}
              onClick={() => pick(t.tool)}
            >
              {t.label}
            </Button>
          ))}
          {value.length > 0 ? (
            <Button size="small" variant="ghost" onClick={() => view.current?.clear()}>
              پاک کردن
            </Button>
          ) : null}
        </fieldset>
        {provinces.length > 0 ? (
          <select
            className={styles.provincePicker}
            aria-label="رفتن به استان"
            value=""
            onChange={(event) => view.current?.showProvince(event.target.value)}
          >
            <option value="" disabled>
              رفتن به استان…
            </option>
            {provinces.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        ) : null}
      </div>
      <p className={`${sendStyles.muted} ${styles.hint}`}>{HINTS[tool]}</p>
      <div className={styles.frame}>
        <div
          ref={container}
          className={styles.canvas}
          role="application"
          aria-label="نقشهٔ ایران"
          aria-roledescription="نقشه"
          data-testid="send-map"
          // Leaflet lays its panes out left to right; the page around it stays right to left.
          dir="ltr"
        />
        {state !== 'ready' ? (
          <div className={styles.loading}>
            {state === 'failed' ? 'نقشه باز نشد. صفحه را دوباره باز کنید.' : 'در حال باز کردن نقشه…'}
          </div>
        ) : null}
      </div>
    </div>
  );
}
