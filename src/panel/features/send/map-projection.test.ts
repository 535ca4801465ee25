import { describe, expect, it } from 'vitest';
import { IRAN_OUTLINE } from './iran-outline.ts';
import { MAP_HEIGHT, MAP_WIDTH, project, rectangle, unproject } from './map-projection.ts';

describe('map projection', () => {
  it('puts every point of the outline inside the drawing', () => {
    for (const point of IRAN_OUTLINE) {
      const [x, y] = project(point);
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(MAP_WIDTH);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(MAP_HEIGHT);
    }
  });

  it('turns a point on the drawing back into the same longitude and latitude', () => {
    const [x, y] = project([51.389, 35.6892]); // Tehran
    expect(unproject(x, y)).toEqual([51.389, 35.6892]);
  });

  it('keeps a point dragged off the map inside the bounds the API accepts', () => {
    expect(unproject(-50, MAP_HEIGHT + 50)).toEqual([44, 25]);
  });

  it('makes a rectangle of two corners', () => {
    expect(rectangle([51, 35], [52, 36])).toEqual([
      [51, 35],
      [52, 35],
      [52, 36],
      [51, 36],
    ]);
  });
});
