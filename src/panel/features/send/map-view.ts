// The send map itself: Leaflet with the bundled province outlines as its base layer (and the
// provider's XYZ tiles beneath them when MAP_TILE_URL is set), and Terra Draw for drawing and editing
// one area. Loaded only by the map screen (map-area.tsx imports this module dynamically), so Leaflet,
// Terra Draw, their CSS and the outlines stay out of every other screen's JavaScript; the service worker
// precaches the chunk, so the map works offline.
//
// Why Leaflet: it draws with SVG/canvas and needs no WebGL (our test Chromium runs with --disable-gpu,
// and low-end phones in the field often have weak or blocklisted GPUs), it is small (~40 KB gzip) and
// pinch-zooms and pans on touch screens. Why Terra Draw (MIT, no dependencies): rectangle, polygon and
// circle modes plus a select mode that moves a shape and drags, inserts and deletes its corners, with
// no toolbar of its own: the buttons are ours, in Persian and in the page's right-to-left order.
import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import {
  type GeoJSONStoreFeatures,
  type HexColor,
  TerraDraw,
  TerraDrawCircleMode,
  TerraDrawPolygonMode,
  TerraDrawRectangleMode,
  TerraDrawSelectMode,
} from 'terra-draw';
import { TerraDrawLeafletAdapter } from 'terra-draw-leaflet-adapter';
import type { LngLat } from '../../../domain/index.ts';
import { POPULATED_PLACES, placeRadiusKm } from '../../../domain/send/populated-places.ts';
import provinces from './iran-provinces.geo.json';
import * as styles from './map-area.css.ts';

export type MapTool = 'rectangle' | 'polygon' | 'circle' | 'select';

export interface MapViewOptions {
  /** The area drawn before (the draft), shown and framed at start. */
  polygon: readonly LngLat[];
  /** Called with the area whenever a shape is finished, moved or reshaped; [] when it is removed. */
  onArea: (polygon: LngLat[]) => void;
  /** Called when the map changes the tool itself: after a shape is drawn it is ready to edit. */
  onTool: (tool: MapTool) => void;
}

export interface MapView {
  setTool(tool: MapTool): void;
  /** The provider's XYZ tile URL template beneath the outlines, or null for the outlines alone. */
  setTiles(url: string | null): void;
  clear(): void;
  /** Frames one province of the outlines (by its Persian name). */
  showProvince(name: string): void;
  provinceNames: readonly string[];
  destroy(): void;
}

// Iran's box as the send schema accepts it (LngLatSchema: 44–63.5° E, 25–40° N), with a margin.
const IRAN_BOUNDS = L.latLngBounds([24.5, 43.5], [40.5, 64]);
// Street level: a block of houses fills the screen.
const MAX_ZOOM = 18;
// A change while dragging reaches the count after this pause (ms); the end of a drag at once.
const CHANGE_DEBOUNCE_MS = 350;

type Collection = GeoJSON.FeatureCollection<GeoJSON.MultiPolygon, { name: string }>;
const PROVINCES = provinces as unknown as Collection;

/** A theme colour as #rrggbb (Terra Draw takes hex only), read from the page's current theme. */
function themeColour(className: string): HexColor {
  const probe = document.createElement('span');
  probe.className = className;
  probe.style.display = 'none';
  document.body.append(probe);
  const rgb = getComputedStyle(probe).color.match(/\d+/g) ?? ['0', '0', '0'];
  probe.remove();
  return `#${rgb
    .slice(0, 3)
    .map((n) => Number(n).toString(16).padStart(2, '0'))
    .join('')}` as HexColor;
}

function drawStyles() {
  const primary = themeColour(styles.primaryProbe);
  const surface = themeColour(styles.surfaceProbe);
  const shape = {
    fillColor: primary,
    fillOpacity: 0.25,
    outlineColor: primary,
    outlineWidth: 3,
  };
  const points = {
    closingPointColor: primary,
    closingPointOutlineColor: surface,
    closingPointWidth: 7,
    closingPointOutlineWidth: 2,
  };
  return {
    polygon: { ...shape, ...points },
    rectangle: shape,
    circle: shape,
    select: {
      selectedPolygonColor: primary,
      selectedPolygonFillOpacity: 0.3,
      selectedPolygonOutlineColor: primary,
      selectedPolygonOutlineWidth: 3,
      selectionPointColor: primary,
      selectionPointOutlineColor: surface,
      selectionPointWidth: 8,
      selectionPointOutlineWidth: 2,
      midPointColor: surface,
      midPointOutlineColor: primary,
      midPointWidth: 5,
      midPointOutlineWidth: 2,
    },
  };
}

/** The outer ring of a drawn polygon, without GeoJSON's repeated closing point. */
function ringOf(feature: GeoJSONStoreFeatures | undefined): LngLat[] {
  if (feature?.geometry.type !== 'Polygon') return [];
  const ring = (feature.geometry.coordinates[0] ?? []).map(([lng, lat]) => [
    Math.round((lng ?? 0) * 1e6) / 1e6,
    Math.round((lat ?? 0) * 1e6) / 1e6,
  ]) as LngLat[];
  const first = ring[0];
  const last = ring[ring.length - 1];
  if (first && last && first[0] === last[0] && first[1] === last[1]) ring.pop();
  return ring;
}

export function createMapView(container: HTMLElement, options: MapViewOptions): MapView {
  let map: L.Map | undefined;
  try {
    map = L.map(container, {
      zoomControl: false,
      attributionControl: false,
      maxBounds: IRAN_BOUNDS,
      maxBoundsViscosity: 0.8,
      minZoom: 4,
      maxZoom: MAX_ZOOM,
      // Outlines are vector paths: the SVG renderer keeps them crisp at every zoom.
      preferCanvas: false,
    });
    return makeMapView(map, container, options);
  } catch (error) {
    // Nothing half-made is left behind: the screen says the map did not open.
    map?.remove();
    throw error;
  }
}

function makeMapView(map: L.Map, container: HTMLElement, options: MapViewOptions): MapView {
  // Leaflet needs a view before anything draws on it: the saved area, or all of Iran.
  const saved = options.polygon.length >= 3;
  if (saved) {
    map.fitBounds(L.latLngBounds(options.polygon.map(([lng, lat]) => [lat, lng])), {
      padding: [48, 48],
      maxZoom: 13,
    });
  } else {
    map.fitBounds(IRAN_BOUNDS, { padding: [8, 8] });
  }

  // The zoom buttons' tooltips in Persian (Leaflet's own are English); placed on the map's start side.
  L.control
    .zoom({
      position: 'topright',
      zoomInTitle: 'بزرگ‌نمایی',
      zoomOutTitle: 'کوچک‌نمایی',
      zoomInText: '+',
      zoomOutText: '−',
    })
    .addTo(map);

  let tiles: L.TileLayer | null = null;
  const outlines = L.geoJSON(PROVINCES, {
    interactive: false,
    style: () => ({ className: styles.province }),
  }).addTo(map);
  // Where people live (the same places the server counts by), shaded, so a city is found at a glance.
  for (const [lng, lat, population] of POPULATED_PLACES) {
    L.circle([lat, lng], {
      radius: Math.max(placeRadiusKm(population) * 1000, 300),
      interactive: false,
      className: styles.place,
    }).addTo(map);
  }
  const bounds = new Map<string, L.LatLngBounds>();
  outlines.eachLayer((layer) => {
    const polygon = layer as L.Polygon<{ name: string }>;
    if (polygon.feature) bounds.set(polygon.feature.properties.name, polygon.getBounds());
  });

  // Where the map is looking, on the element (for assistive tools and tests): "lng,lat" and the zoom.
  const expose = () => {
    const centre = map.getCenter();
    container.dataset.center = `${centre.lng.toFixed(6)},${centre.lat.toFixed(6)}`;
    container.dataset.zoom = String(map.getZoom());
  };
  map.on('moveend zoomend', expose);
  expose();

  const colours = drawStyles();
  const editable = { draggable: true, coordinates: { draggable: true, midpoints: true, deletable: true } };
  const adapter = new TerraDrawLeafletAdapter({ lib: L, map, coordinatePrecision: 6 });
  // The adapter orders its panes with an inline <style> element, which the Content-Security-Policy
  // (style-src 'self') refuses: the pane's z-index is set on the pane element itself instead.
  Object.assign(adapter, {
    createPaneStyleSheet(pane: string, zIndex: number) {
      const element = map.createPane(pane);
      element.style.zIndex = String(zIndex + 600);
      return element;
    },
  });
  const draw = new TerraDraw({
    adapter,
    modes: [
      new TerraDrawRectangleMode({ styles: colours.rectangle, drawInteraction: 'click-move-or-drag' }),
      new TerraDrawPolygonMode({ styles: colours.polygon }),
      new TerraDrawCircleMode({
        styles: colours.circle,
        drawInteraction: 'click-move-or-drag',
        segments: 48,
      }),
      new TerraDrawSelectMode({
        styles: colours.select,
        flags: {
          polygon: { feature: editable },
          // A drawn rectangle or circle becomes a polygon (below), so the flags above edit every shape.
          rectangle: { feature: editable },
          circle: { feature: editable },
        },
      }),
    ],
  });
  draw.start();

  let timer: ReturnType<typeof setTimeout> | undefined;
  const report = () => {
    clearTimeout(timer);
    if (draw.getModeState() === 'drawing') return;
    const [feature] = draw.getSnapshot().filter((f) => f.geometry.type === 'Polygon');
    options.onArea(ringOf(feature));
  };

  /** Keeps one area: the new one replaces what was drawn before, and it is handed on as a polygon. */
  const keep = (id: string | number) => {
    const feature = draw.getSnapshotFeature(id);
    const ring = ringOf(feature);
    const others = draw
      .getSnapshot()
      .map((f) => f.id as string | number)
      .filter((other) => other !== id);
    if (others.length > 0) draw.removeFeatures(others);
    let kept = id;
    if (feature && feature.properties.mode !== 'polygon' && ring.length >= 3) {
      // A circle or rectangle is sent as the polygon it is drawn as; editing it then moves its corners.
      draw.removeFeatures([id]);
      kept = draw.addFeatures([polygonFeature(ring)])[0]?.id ?? id;
    }
    report();
    // The new area is ready to move and reshape.
    draw.setMode('select');
    if (draw.hasFeature(kept)) draw.selectFeature(kept);
    options.onTool('select');
  };

  draw.on('finish', (id, context) => {
    // After Terra Draw has finished its own work on the event.
    if (context.action === 'draw') setTimeout(() => keep(id));
    else report();
  });
  draw.on('change', (_ids, type) => {
    // A shape still being drawn is not an area yet (a rectangle starts as a point): its end reports it.
    if (type === 'delete' || draw.getModeState() === 'drawing') return;
    clearTimeout(timer);
    timer = setTimeout(report, CHANGE_DEBOUNCE_MS);
  });

  const restored = saved ? draw.addFeatures([polygonFeature(options.polygon)]) : [];
  const restoredId = restored[0]?.valid ? restored[0].id : undefined;
  if (restoredId !== undefined) {
    // The saved area is ready to move and reshape, its corners shown.
    draw.setMode('select');
    draw.selectFeature(restoredId);
  } else {
    draw.setMode('rectangle');
  }
  options.onTool(restoredId !== undefined ? 'select' : 'rectangle');

  // The theme can change while the map is open: the drawing follows it.
  const observer = new MutationObserver(() => {
    const next = drawStyles();
    draw.updateModeOptions<typeof TerraDrawRectangleMode>('rectangle', { styles: next.rectangle });
    draw.updateModeOptions<typeof TerraDrawPolygonMode>('polygon', { styles: next.polygon });
    draw.updateModeOptions<typeof TerraDrawCircleMode>('circle', { styles: next.circle });
    draw.updateModeOptions<typeof TerraDrawSelectMode>('select', { styles: next.select });
  });
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });

  // A container that changes size (the layout settling, a rotated phone) keeps the map filling it.
  const resize = new ResizeObserver(() => map.invalidateSize());
  resize.observe(container);

  return {
    setTool(tool) {
      draw.setMode(tool);
    },
    setTiles(url) {
      tiles?.remove();
      tiles = url ? L.tileLayer(url, { maxZoom: MAX_ZOOM, className: styles.tile }).addTo(map) : null;
      // Over a tile server's map the land is the tiles themselves: the outlines keep only their borders.
      container.classList.toggle(styles.withTiles, url !== null);
    },
    clear() {
      draw.clear();
      options.onArea([]);
    },
    showProvince(name) {
      const box = bounds.get(name);
      if (box) map.fitBounds(box, { padding: [16, 16] });
    },
    provinceNames: [...bounds.keys()].sort((a, b) => a.localeCompare(b, 'fa')),
    destroy() {
      clearTimeout(timer);
      observer.disconnect();
      resize.disconnect();
      draw.stop();
      map.remove();
    },
  };
}

function polygonFeature(ring: readonly LngLat[]): GeoJSONStoreFeatures {
  const first = ring[0] as LngLat;
  return {
    type: 'Feature',
    geometry: {
      type: 'Polygon',
      coordinates: [[...ring.map(([lng, lat]) => [lng, lat]), [first[0], first[1]]]],
    },
    properties: { mode: 'polygon' },
  };
}
