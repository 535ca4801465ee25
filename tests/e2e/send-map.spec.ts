import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { registerAccount, signInWithToken } from './helpers.ts';
import { confirmAndSend, topUp } from './send-helpers.ts';

// The map send on a real map: zoom to Tehran, draw a polygon with the pointer, reshape it by
// dragging a corner, and the count (checked against the server's count of the very polygon drawn)
// refuses the send under 5,000 and lets it go above.

const TOP_UP = 100_000_000;
// A point in central Tehran (Enghelab Square, about).
const TEHRAN: [number, number] = [51.39, 35.7];
const STREET_ZOOM = 14;
const persianDigits = (s: string) => s.replace(/[۰-۹]/g, (d) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(d)));

/** The map's view as the map element reports it: centre [lng, lat] and zoom. */
async function view(map: Locator): Promise<{ center: [number, number]; zoom: number }> {
  const [center, zoom] = await Promise.all([map.getAttribute('data-center'), map.getAttribute('data-zoom')]);
  const [lng, lat] = (center ?? '0,0').split(',').map(Number) as [number, number];
  return { center: [lng, lat], zoom: Number(zoom) };
}

/** Where a [lng, lat] point is on the screen (Web Mercator, 256 px tiles, as Leaflet draws it). */
async function screenPoint(map: Locator, [lng, lat]: [number, number]): Promise<{ x: number; y: number }> {
  const box = await map.boundingBox();
  if (!box) throw new Error('the map has no box');
  const { center, zoom } = await view(map);
  const scale = 256 * 2 ** zoom;
  const px = (x: number) => ((x + 180) / 360) * scale;
  const py = (y: number) => {
    const s = Math.sin((y * Math.PI) / 180);
    return (0.5 - Math.log((1 + s) / (1 - s)) / (4 * Math.PI)) * scale;
  };
  return {
    x: box.x + box.width / 2 + px(lng) - px(center[0]),
    y: box.y + box.height / 2 + py(lat) - py(center[1]),
  };
}

async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 8 });
  await page.mouse.move(to.x, to.y, { steps: 8 });
  await page.mouse.up();
}

/** The map has stopped moving: two reads of where it looks, a moment apart, agree (a pan glides on). */
async function settled(map: Locator) {
  let last = '';
  await expect
    .poll(
      async () => {
        const now = JSON.stringify(await view(map));
        const same = now === last;
        last = now;
        return same;
      },
      { intervals: [250] },
    )
    .toBe(true);
}

/**
 * Drags the map until this point is in its middle. One drag is not always enough: under load Leaflet's
 * inertia carries a pan on after the button is let go, and zooming in on the middle then pushes the
 * point towards the edge (a shape drawn around it then ran off the map).
 */
async function centreOn(page: Page, map: Locator, point: [number, number]) {
  for (let i = 0; i < 5; i++) {
    await settled(map);
    const box = await map.boundingBox();
    if (!box) throw new Error('the map has no box');
    const middle = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const at = await screenPoint(map, point);
    if (Math.hypot(at.x - middle.x, at.y - middle.y) < 40) return;
    await drag(page, at, middle);
  }
  throw new Error('the map would not centre on the point');
}

/** The area the screen saved in its draft (the polygon it sends). */
async function drawnPolygon(page: Page): Promise<[number, number][]> {
  return page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('send-draft:map') ?? '{}') as { polygon?: [number, number][] })
        .polygon ?? [],
  );
}

async function serverCount(request: APIRequestContext, token: string, polygon: [number, number][]) {
  const response = await request.post('/v1/api/send/banks/counts', {
    headers: { Authorization: `Bearer ${token}` },
    data: { type: 'map', polygon },
  });
  return ((await response.json()) as { data: { count: number } }).data.count;
}

/** The count on the screen now, or NaN while it is being counted. */
async function countNow(page: Page): Promise<number> {
  const text = (await page.getByTestId('recipient-count').textContent()) ?? '';
  return /^[۰-۹٬]+ گیرنده$/.test(text) ? Number(persianDigits(text).replace(/[^\d]/g, '')) : Number.NaN;
}

/** The count on the screen once it has settled, as a number. */
async function shownCount(page: Page): Promise<number> {
  const count = page.getByTestId('recipient-count');
  await expect(count).toHaveText(/^[۰-۹٬]+ گیرنده$/);
  return Number(persianDigits((await count.textContent()) ?? '').replace(/[^\d]/g, ''));
}

test('a map send: zoom to Tehran, draw a polygon, reshape it, refused under 5,000 and sent above', async ({
  page,
  request,
}) => {
  // A long walk through the screen (zoom, draw, reshape, reload, send): more than the default 30 s.
  test.setTimeout(90_000);
  const account = await registerAccount(request);
  await topUp(request, account.token, TOP_UP);
  await signInWithToken(page, account.token);
  // No tile server on this server: nothing is fetched from elsewhere, the outlines are the map.
  const outside: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith('http://127.0.0.1')) outside.push(r.url());
  });
  await page.goto('/send-sms/map');
  const map = page.getByTestId('send-map');
  await expect(map.locator('path.leaflet-interactive, svg path').first()).toBeAttached();
  await expect(map.locator('.leaflet-tile')).toHaveCount(0);
  // The controls speak Persian.
  await expect(map.getByRole('button', { name: 'بزرگ‌نمایی' })).toBeVisible();
  await expect(map.getByRole('button', { name: 'کوچک‌نمایی' })).toBeVisible();

  // To Tehran: the province from the list, then the city centred and zoomed in with the wheel.
  await page.getByLabel('رفتن به استان').selectOption('تهران');
  await expect.poll(async () => (await view(map)).zoom).toBeGreaterThanOrEqual(7);
  await map.scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: 'جابه‌جایی و ویرایش' }).click();
  const box = await map.boundingBox();
  if (!box) throw new Error('the map has no box');
  const middle = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await centreOn(page, map, TEHRAN);
  // The wheel over the city (it stays under the pointer), then the zoom buttons to the exact level.
  for (let i = 0; i < 12 && (await view(map)).zoom < STREET_ZOOM - 2; i++) {
    const before = (await view(map)).zoom;
    const at = await screenPoint(map, TEHRAN);
    await page.mouse.move(at.x, at.y);
    await page.mouse.wheel(0, -120);
    await expect.poll(async () => (await view(map)).zoom).toBeGreaterThan(before);
  }
  // The buttons zoom on the map's middle: the city is brought back there first (the wheel's steps may
  // have left it off-centre, and under load a drag's inertia carries it further).
  await centreOn(page, map, TEHRAN);
  for (let i = 0; i < 6 && (await view(map)).zoom !== STREET_ZOOM; i++) {
    const before = (await view(map)).zoom;
    await map.getByRole('button', { name: before < STREET_ZOOM ? 'بزرگ‌نمایی' : 'کوچک‌نمایی' }).click();
    await expect.poll(async () => (await view(map)).zoom).not.toBe(before);
  }
  expect((await view(map)).zoom).toBe(STREET_ZOOM);
  // Tehran is in the middle of the map, at street level.
  const centre = await screenPoint(map, TEHRAN);
  expect(Math.abs(centre.x - middle.x)).toBeLessThan(box.width / 4);
  expect(Math.abs(centre.y - middle.y)).toBeLessThan(box.height / 4);

  // A small square around the point, corner by corner, closed on its first corner.
  await page.getByRole('button', { name: 'چندضلعی' }).click();
  const p = await screenPoint(map, TEHRAN);
  const corners = [
    { x: p.x - 35, y: p.y - 35 },
    { x: p.x + 35, y: p.y - 35 },
    { x: p.x + 35, y: p.y + 35 },
    { x: p.x - 35, y: p.y + 35 },
  ];
  for (const corner of [...corners, corners[0]]) {
    if (!corner) continue;
    await page.mouse.click(corner.x, corner.y);
  }
  await expect(page.getByRole('button', { name: 'جابه‌جایی و ویرایش' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect.poll(async () => (await drawnPolygon(page)).length).toBe(4);
  const small = await drawnPolygon(page);
  const smallCount = await serverCount(request, account.token, small);
  expect(smallCount).toBeGreaterThan(0);
  expect(smallCount).toBeLessThan(5_000);
  await expect.poll(() => shownCount(page)).toBe(smallCount);

  await page.getByLabel('متن پیامک').fill('افتتاح شعبهٔ جدید در میدان انقلاب');
  await page.getByRole('button', { name: 'محاسبهٔ هزینه و ارسال' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'تعداد گیرندگان ارسال روی نقشه باید حداقل ۵٬۰۰۰ باشد' }),
  ).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'تأیید ارسال' })).toBeHidden();

  // Reshape: the south-east corner dragged outwards; the count follows the new shape.
  await map.scrollIntoViewIfNeeded();
  const corner = await screenPoint(map, small[2] as [number, number]);
  await drag(page, corner, { x: corner.x + 130, y: corner.y + 160 });
  // Settled: the saved polygon is the new one and the screen shows the server's count of it.
  let large: [number, number][] = small;
  await expect
    .poll(async () => {
      large = await drawnPolygon(page);
      if (JSON.stringify(large) === JSON.stringify(small)) return false;
      return (await serverCount(request, account.token, large)) === (await countNow(page));
    })
    .toBe(true);
  expect(large).toHaveLength(4);
  const largeCount = await serverCount(request, account.token, large);
  expect(largeCount).toBeGreaterThan(5_000);

  // The drawn area survives a reload, with its count.
  await page.reload();
  await expect.poll(() => shownCount(page)).toBe(largeCount);
  await expect(page.getByLabel('متن پیامک')).toHaveValue('افتتاح شعبهٔ جدید در میدان انقلاب');
  await confirmAndSend(page);
  await expect(page.getByText(/فرستاده شد/)).toBeVisible({ timeout: 20_000 });
  expect(outside).toEqual([]);
});

test("a configured tile server's tiles lie beneath the bundled outlines", async ({ page, request }) => {
  // As if the provider had set MAP_TILE_URL (served from this origin, which the policy allows).
  const served: string[] = [];
  await page.route('**/v1/api/send/map/config', (route) =>
    route.fulfill({ json: { data: { tile_url: '/e2e-tiles/{z}/{x}/{y}.png' }, meta: { message: '' } } }),
  );
  await page.route('**/e2e-tiles/**', (route) => {
    served.push(new URL(route.request().url()).pathname);
    // A 1x1 PNG.
    return route.fulfill({
      contentType: 'image/png',
      body: Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
        'base64',
      ),
    });
  });
  const account = await registerAccount(request);
  await signInWithToken(page, account.token);
  await page.goto('/send-sms/map');
  const map = page.getByTestId('send-map');
  await expect(map.locator('img.leaflet-tile').first()).toBeAttached();
  await expect.poll(() => served.length).toBeGreaterThan(2);
  const { zoom } = await view(map);
  // The tile under Tehran at the map's zoom was asked for ({z}/{x}/{y}, Web Mercator).
  const n = 2 ** zoom;
  const column = Math.floor(((51.4 + 180) / 360) * n);
  const s = Math.sin((35.7 * Math.PI) / 180);
  const row = Math.floor((0.5 - Math.log((1 + s) / (1 - s)) / (4 * Math.PI)) * n);
  await expect.poll(() => served).toContain(`/e2e-tiles/${zoom}/${column}/${row}.png`);
  expect(served.every((p) => p.startsWith(`/e2e-tiles/${zoom}/`))).toBe(true);
  // The outlines are drawn above the tiles (the overlay pane lies over the tile pane).
  await expect(map.locator('.leaflet-overlay-pane path').first()).toBeAttached();
  const paths = await map.locator('.leaflet-overlay-pane path').count();
  expect(paths).toBeGreaterThanOrEqual(31);

  // Zooming in asks the tile server for the closer tiles.
  const before = served.length;
  await map.getByRole('button', { name: 'بزرگ‌نمایی' }).click();
  await expect
    .poll(() => served.some((p, i) => i >= before && p.startsWith(`/e2e-tiles/${Math.round(zoom) + 1}/`)))
    .toBe(true);
});

test('a rectangle drawn by dragging and a circle by two taps are each sent as the polygon they are drawn as', async ({
  page,
  request,
}) => {
  const account = await registerAccount(request);
  await signInWithToken(page, account.token);
  // Nothing the map does is refused by the page's policy (CSP) or fails in the console.
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/send-sms/map');
  const map = page.getByTestId('send-map');
  // At Iran's scale the map does not pan (it is held to Iran's box): the province first.
  await page.getByLabel('رفتن به استان').selectOption('تهران');
  await expect.poll(async () => (await view(map)).zoom).toBeGreaterThanOrEqual(7);
  await map.scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: 'جابه‌جایی و ویرایش' }).click();
  await centreOn(page, map, TEHRAN);
  // Zoomed in on the city with the buttons, to where a rectangle holds part of it.
  for (let i = 0; i < 10 && (await view(map)).zoom < 12; i++) {
    const before = (await view(map)).zoom;
    await map.getByRole('button', { name: 'بزرگ‌نمایی' }).click();
    await expect.poll(async () => (await view(map)).zoom).toBeGreaterThan(before);
  }
  await centreOn(page, map, TEHRAN);

  // A rectangle over Tehran, dragged corner to corner.
  await page.getByRole('button', { name: 'مستطیل' }).click();
  let p = await screenPoint(map, TEHRAN);
  await drag(page, { x: p.x - 40, y: p.y - 30 }, { x: p.x + 40, y: p.y + 30 });
  await expect(page.getByRole('button', { name: 'جابه‌جایی و ویرایش' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect.poll(async () => (await drawnPolygon(page)).length).toBe(4);
  const rectangle = await drawnPolygon(page);
  const lngs = rectangle.map(([lng]) => lng);
  const lats = rectangle.map(([, lat]) => lat);
  expect(new Set(lngs).size).toBe(2);
  expect(new Set(lats).size).toBe(2);
  expect(Math.min(...lngs)).toBeLessThan(TEHRAN[0]);
  expect(Math.max(...lngs)).toBeGreaterThan(TEHRAN[0]);
  await expect.poll(() => shownCount(page)).toBe(await serverCount(request, account.token, rectangle));

  // A circle replaces it: a polygon of 48 corners around its centre. It is drawn the other way the
  // tool takes, a tap for the centre and a tap for the edge (a drag for the circle failed once in a
  // loaded run on the phone, cause not yet found; the rectangle above is drawn by dragging).
  await page.getByRole('button', { name: 'دایره' }).click();
  p = await screenPoint(map, TEHRAN);
  await page.mouse.click(p.x, p.y);
  await page.mouse.move(p.x + 25, p.y, { steps: 8 });
  await page.mouse.move(p.x + 50, p.y, { steps: 8 });
  await page.mouse.click(p.x + 50, p.y);
  await expect.poll(async () => (await drawnPolygon(page)).length).toBe(48);
  const circle = await drawnPolygon(page);
  const centre = [
    circle.reduce((s, [lng]) => s + lng, 0) / circle.length,
    circle.reduce((s, [, lat]) => s + lat, 0) / circle.length,
  ];
  const at = await screenPoint(map, centre as [number, number]);
  expect(Math.abs(at.x - p.x)).toBeLessThan(4);
  expect(Math.abs(at.y - p.y)).toBeLessThan(4);
  const circleCount = await serverCount(request, account.token, circle);
  expect(circleCount).toBeGreaterThan(0);
  expect(circleCount).not.toBe(await serverCount(request, account.token, rectangle));
  await expect.poll(() => shownCount(page)).toBe(circleCount);

  // Cleared: nothing chosen, the send asks for an area.
  await page.getByRole('button', { name: 'پاک کردن' }).click();
  await expect.poll(async () => (await drawnPolygon(page)).length).toBe(0);
  await expect(page.getByTestId('recipient-count')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('offline, the map opens from the precached screen with its outlines and the saved area', async ({
  context,
  page,
  request,
}) => {
  const account = await registerAccount(request);
  await signInWithToken(page, account.token);
  // Visited once online, so the service worker has installed and precached the app.
  await page.goto('/send-sms/map');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.close();

  await context.setOffline(true);
  const cold = await context.newPage();
  // An area saved in the draft (the map's own saving is tested above).
  await cold.addInitScript(() =>
    localStorage.setItem(
      'send-draft:map',
      JSON.stringify({
        polygon: [
          [51.38, 35.69],
          [51.4, 35.69],
          [51.4, 35.71],
        ],
      }),
    ),
  );
  await cold.goto('/send-sms/map');
  const map = cold.getByTestId('send-map');
  // The 31 province outlines and the 230 places, and the saved area framed and ready to edit.
  await expect.poll(() => map.locator('.leaflet-overlay-pane path').count()).toBe(31 + 230);
  await expect(cold.getByRole('button', { name: 'جابه‌جایی و ویرایش' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect((await view(map)).zoom).toBeGreaterThanOrEqual(11);
  await context.setOffline(false);
});

test('two fingers pinch the map closer', async ({ page, request }) => {
  const account = await registerAccount(request);
  await signInWithToken(page, account.token);
  await page.goto('/send-sms/map');
  const map = page.getByTestId('send-map');
  await expect(map).toHaveAttribute('data-zoom', /\d/);
  await map.scrollIntoViewIfNeeded();
  const box = await map.boundingBox();
  if (!box) throw new Error('the map has no box');
  const before = (await view(map)).zoom;
  // Two fingers on the map moving apart, as real touch events (Chrome DevTools Protocol).
  const cdp = await page.context().newCDPSession(page);
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const fingers = (spread: number) => [
    { x: x - spread, y, id: 1 },
    { x: x + spread, y, id: 2 },
  ];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(20) });
  for (let spread = 30; spread <= 140; spread += 10) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(spread) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await expect.poll(async () => (await view(map)).zoom).toBeGreaterThanOrEqual(before + 2);
});
