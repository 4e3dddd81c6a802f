// @vitest-environment jsdom
// The map's count line: listings in the area, and those without a map location, capped like the
// list's count ("10,000+") since the server stops counting there.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MapCount } from '@/components/map/map-count';
import type { MapResult } from '@/lib/contract';

afterEach(cleanup);

const result = (o: Partial<MapResult>): MapResult => ({ cells: [], inBox: 0, unlocated: 0, unlocatedCapped: false, ...o });

describe('map count', () => {
  it('counts the area, links the listings without a map location, and says "10,000+" past the cap', () => {
    const { container, rerender } = render(<MapCount result={null} listHref="/list" />);
    expect(container.textContent).toBe('Searching the map…');

    rerender(<MapCount result={result({ inBox: 1 })} listHref="/list" />);
    expect(container.textContent).toBe('1 listing in this area');
    expect(screen.queryByRole('link')).toBeNull();

    rerender(<MapCount result={result({ inBox: 12_345, unlocated: 1 })} listHref="/list" />);
    expect(container.textContent).toBe('12,345 listings in this area · 1 listing without a map location');

    rerender(<MapCount result={result({ inBox: 38, unlocated: 10_000, unlocatedCapped: true })} listHref="/search/residential/x" />);
    expect(container.textContent).toBe('38 listings in this area · 10,000+ listings without a map location');
    expect(screen.getByRole('link').getAttribute('href')).toBe('/search/residential/x');
  });
});
