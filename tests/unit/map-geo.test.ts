// Drawn areas and map boxes (issue 20): the checks both the browser and the
// server apply, and the point-in-polygon rule the SQL mirrors.
import { describe, expect, it } from 'vitest';
import { boxProblem, formatPolygon, parsePolygon, pointInPolygon, polygonProblem, selfIntersects, zoomProblem, type LatLng } from '@/lib/map/geo';
import { parseSearchId, writeSearchId } from '@/lib/search-route';

const square: LatLng[] = [[12.3, 76.6], [12.3, 76.64], [12.34, 76.64], [12.34, 76.6]];

describe('drawn area validation', () => {
  it('accepts a simple area in India, closed or open', () => {
    expect(polygonProblem(square)).toBeNull();
    expect(polygonProblem([...square, square[0]])).toBeNull();
  });
  it('names a self-intersecting area (a bow tie), including a touching corner', () => {
    expect(polygonProblem([[12.3, 76.6], [12.34, 76.64], [12.34, 76.6], [12.3, 76.64]])?.message).toBe('area is self-intersecting: its edges cross');
    expect(selfIntersects([[0, 0], [0, 2], [1, 1], [2, 2], [2, 0], [1, 1]])).toBe(true);
  });
  it('names an area of more than 50 points, fewer than 3, or outside India', () => {
    const circle = (n: number): LatLng[] => Array.from({ length: n }, (_, i) => [12.3 + 0.04 * Math.sin((i / n) * 2 * Math.PI), 76.6 + 0.04 * Math.cos((i / n) * 2 * Math.PI)]);
    expect(polygonProblem(circle(50))).toBeNull();
    expect(polygonProblem(circle(51))?.message).toBe('area has more than 50 points');
    expect(polygonProblem(square.slice(0, 2))?.message).toBe('area needs at least 3 points');
    expect(polygonProblem([[51.4, -0.2], [51.4, 0.1], [51.6, 0.1]])?.message).toBe('area is outside India');
    expect(polygonProblem([[12.3, 76.6], [12.3, 76.64], [40, 76.64]])?.message).toBe('area is outside India');
  });
});

describe('boxes and zoom', () => {
  it('names the field of an inverted box, a box outside India and a zoom out of range', () => {
    expect(boxProblem({ west: 76.5, south: 12.2, east: 76.8, north: 12.5 })).toBeNull();
    expect(boxProblem({ west: 76.5, south: 12.6, east: 76.8, north: 12.5 })).toEqual({ field: 'bbox', message: 'bbox is inverted: south must be below north' });
    expect(boxProblem({ west: 76.9, south: 12.2, east: 76.8, north: 12.5 })?.field).toBe('bbox');
    expect(boxProblem({ west: -0.2, south: 51.4, east: 0.1, north: 51.6 })?.message).toBe('bbox is outside India');
    expect(zoomProblem(12)).toBeNull();
    expect(zoomProblem(20)?.field).toBe('zoom');
    expect(zoomProblem(11.5)?.field).toBe('zoom');
  });
});

describe('point in polygon', () => {
  it('finds points inside a concave area and not in its notch', () => {
    const u: LatLng[] = [[0, 0], [0, 3], [3, 3], [3, 2], [1, 2], [1, 1], [3, 1], [3, 0]]; // a C shape open to the north-east
    expect(pointInPolygon(0.5, 0.5, u)).toBe(true);
    expect(pointInPolygon(2, 1.5, u)).toBe(false);
    expect(pointInPolygon(2.5, 2.5, u)).toBe(true);
    expect(pointInPolygon(5, 5, u)).toBe(false);
  });
});

describe('the map in the search route id', () => {
  it('round-trips view, box, zoom and area; drops unusable values instead of failing the page', () => {
    const id = writeSearchId({ ...parseSearchId('type=rent'), view: 'map', box: { west: 76.5, south: 12.2, east: 76.8, north: 12.5 }, zoom: 13, area: square });
    expect(id).toBe(`type=rent&view=map&bbox=76.5,12.2,76.8,12.5&zoom=13&area=${formatPolygon(square)}`);
    const back = parseSearchId(id);
    expect(back).toMatchObject({ type: 'rent', view: 'map', zoom: 13, box: { west: 76.5, north: 12.5 } });
    expect(back.area).toEqual(square);
    expect(parseSearchId(encodeURIComponent(id)).area).toEqual(square); // Next hands the id percent-encoded
    const junk = parseSearchId('type=rent&view=map&bbox=1,2,3&zoom=40&area=12.3,76.6_12.34,76.64_12.34,76.6_12.3,76.64');
    expect([junk.box, junk.zoom, junk.area]).toEqual([undefined, undefined, undefined]);
    expect(parsePolygon('a,b_c,d')).toEqual([]);
  });
});
