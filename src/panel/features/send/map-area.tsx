import { useQuery } from '@tanstack/react-query';
import { type PointerEvent, useMemo, useRef, useState } from 'react';
import type { LngLat } from '../../../domain/index.ts';
import { Button } from '../../ui/button.tsx';
import { IRAN_OUTLINE } from './iran-outline.ts';
import { PROVINCE_OUTLINES } from './iran-provinces.ts';
import { mapConfigQuery } from './map.queries.ts';
import * as styles from './map-area.css.ts';
import {
  MAP_HEIGHT,
  MAP_WIDTH,
  pathOf,
  placedTiles,
  project,
  rectangle,
  unproject,
} from './map-projection.ts';
import * as sendStyles from './send.css.ts';

type Tool = 'rectangle' | 'polygon';
type Props = { value: readonly LngLat[]; onChange: (polygon: LngLat[]) => void };

// The outlines never change: their paths are made once.
const PROVINCE_PATHS = PROVINCE_OUTLINES.map((p) => ({ name: p.name, d: pathOf(p.points) }));

/**
 * issue 7: draw a rectangle (drag) or a polygon (tap its corners) on the bundled outlines of Iran
 * and its provinces, which need no network; the provider's tile server, when configured, is laid
 * underneath, and a tile that does not load (offline) simply leaves the outlines.
 */
export function MapArea({ value, onChange }: Props) {
  const svg = useRef<SVGSVGElement>(null);
  const config = useQuery(mapConfigQuery());
  const template = config.data?.tile_url ?? null;
  const tiles = useMemo(() => (template ? placedTiles(template) : []), [template]);
  const [tool, setTool] = useState<Tool>('rectangle');
  const [start, setStart] = useState<LngLat | null>(null);
  const [draft, setDraft] = useState<LngLat[]>([]);

  const at = (event: PointerEvent): LngLat => {
    const matrix = svg.current?.getScreenCTM();
    if (!svg.current || !matrix) return [0, 0];
    const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
    return unproject(point.x, point.y);
  };
  const down = (event: PointerEvent<SVGSVGElement>) => {
    if (tool === 'polygon') return setDraft((d) => [...d, at(event)]);
    event.currentTarget.setPointerCapture(event.pointerId);
    const p = at(event);
    setStart(p);
    setDraft(rectangle(p, p));
  };
  const move = (event: PointerEvent) => {
    if (tool === 'rectangle' && start) setDraft(rectangle(start, at(event)));
  };
  const up = (event: PointerEvent) => {
    if (tool !== 'rectangle' || !start) return;
    const end = at(event);
    setStart(null);
    setDraft([]);
    if (start[0] !== end[0] && start[1] !== end[1]) onChange(rectangle(start, end));
  };
  const pick = (next: Tool) => {
    setTool(next);
    setDraft([]);
  };
  const finish = (polygon: LngLat[]) => {
    onChange(polygon);
    setDraft([]);
  };
  const shown = draft.length > 0 ? draft : value;
  return (
    <div className={sendStyles.stack}>
      <fieldset className={sendStyles.tools} aria-label="ابزار کشیدن">
        <Button
          size="small"
          variant={tool === 'rectangle' ? 'primary' : 'secondary'}
          aria-pressed={tool === 'rectangle'}
          onClick={() => pick('rectangle')}
        >
          مستطیل
        </Button>
        <Button
          size="small"
          variant={tool === 'polygon' ? 'primary' : 'secondary'}
          aria-pressed={tool === 'polygon'}
          onClick={() => pick('polygon')}
        >
          چندضلعی
        </Button>
        {tool === 'polygon' && draft.length >= 3 ? (
          <Button size="small" onClick={() => finish(draft)}>
            بستن محدوده
          </Button>
        ) : null}
        {value.length > 0 || draft.length > 0 ? (
          <Button size="small" variant="ghost" onClick={() => finish([])}>
            پاک کردن
          </Button>
        ) : null}
      </fieldset>
      <p className={sendStyles.muted}>
        {tool === 'rectangle'
          ? 'روی نقشه بکشید تا محدوده مشخص شود.'
          : 'گوشه‌های محدوده را یکی‌یکی بزنید و سپس «بستن محدوده» را بزنید.'}
      </p>
      <svg
        ref={svg}
        className={styles.frame}
        viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
        role="img"
        aria-label="نقشهٔ ایران"
        data-testid="send-map"
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
      >
        {tiles.map((tile) => (
          <image
            key={tile.url}
            href={tile.url}
            x={tile.x}
            y={tile.y}
            width={tile.width}
            height={tile.height}
            preserveAspectRatio="none"
            data-testid="map-tile"
            onError={(event) => event.currentTarget.setAttribute('visibility', 'hidden')}
          />
        ))}
        <path className={tiles.length > 0 ? styles.landOverTiles : styles.land} d={pathOf(IRAN_OUTLINE)} />
        <g data-testid="map-provinces">
          {PROVINCE_PATHS.map((province) => (
            <path key={province.name} className={styles.province} d={province.d}>
              <title>{province.name}</title>
            </path>
          ))}
        </g>
        {shown.length > 1 ? <path className={styles.area} d={pathOf(shown, draft.length === 0)} /> : null}
        {tool === 'polygon'
          ? draft.map((p) => {
              const [x, y] = project(p);
              return <circle key={`${x},${y}`} className={styles.vertex} cx={x} cy={y} r={12} />;
            })
          : null}
      </svg>
    </div>
  );
}
