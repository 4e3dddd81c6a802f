// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SliderPlaceholder, keyedValue } from '@/components/search/slider-placeholder';
import type { Pair } from '@/components/search/range-field';
import { PG_SLIDER_HEADER } from '@/lib/format/price';

// A key pressed on the server-drawn slider before rc-slider's code arrives
// moves the value as rc-slider would, instead of being lost.

function Harness({ start }: { start: Pair }) {
  const [value, setValue] = useState<Pair>(start);
  return <SliderPlaceholder label="Budget" range={PG_SLIDER_HEADER} value={value} onChange={setValue} format={(v) => `₹ ${v}`} />;
}

describe('slider stand-in keys', () => {
  it('moves the focused handle one step per arrow key, as rc-slider does', async () => {
    render(<Harness start={[2000, 20000]} />);
    const user = userEvent.setup();
    const max = screen.getByRole('slider', { name: 'Maximum budget' });
    max.focus();
    await user.keyboard('{ArrowLeft}');
    expect(max).toHaveAttribute('aria-valuenow', '19500');
    expect(max).toHaveAttribute('aria-valuetext', '₹ 19500');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(max).toHaveAttribute('aria-valuenow', '20000');
  });

  it('stops a handle at the other one and at the ends', () => {
    const r = PG_SLIDER_HEADER;
    expect(keyedValue('ArrowRight', 0, [5000, 5000], r)).toEqual([5000, 5000]);
    expect(keyedValue('Home', 1, [5000, 9000], r)).toEqual([5000, 5000]);
    expect(keyedValue('End', 0, [5000, 9000], r)).toEqual([9000, 9000]);
    expect(keyedValue('PageDown', 0, [2500, 9000], r)).toEqual([2000, 9000]);
    expect(keyedValue('Tab', 0, [2500, 9000], r)).toBeNull();
  });
});
