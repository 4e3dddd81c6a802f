import { describe, expect, it } from 'vitest';
import { pickOrder } from '@/components/posting/pick-order';

const photo = (id: number) => ({ id, url: `/media/p${id}.webp` });

describe('photos picked together join the list in pick order', () => {
  it('holds later uploads until the first is in, then lets them go together', () => {
    const q = pickOrder();
    [1, 2, 3].forEach((k) => q.reserve(k));
    expect(q.settle(2, photo(20))).toEqual({ keys: [], photos: [] });
    expect(q.settle(3, photo(30))).toEqual({ keys: [], photos: [] });
    expect(q.settle(1, photo(10))).toEqual({ keys: [1, 2, 3], photos: [photo(10), photo(20), photo(30)] });
  });

  it('a failed upload does not hold the others back', () => {
    const q = pickOrder();
    [1, 2].forEach((k) => q.reserve(k));
    expect(q.settle(2, photo(20)).photos).toEqual([]);
    expect(q.settle(1, null)).toEqual({ keys: [1, 2], photos: [photo(20)] });
  });
});
