'use client';
import { useEffect, useRef } from 'react';
import { RangeField, type RangeSliderProps } from '@/components/search/range-field';
import { SliderPlaceholder } from '@/components/search/slider-placeholder';
import { useLazyComponent } from '@/components/lazy/use-lazy-component';

const loadControl = () => import('@/components/search/range-slider').then((m) => m.RangeSliderControl);

/**
 * The range slider of the home search: rc-slider's markup drawn by the server,
 * the real slider loaded once `awake` (the visitor heads for the form). A
 * handle focused meanwhile hands its focus to the real one.
 */
export function DeferredRangeSlider({ awake, ...props }: RangeSliderProps & { awake: boolean }) {
  const Control = useLazyComponent(awake, loadControl);
  const box = useRef<HTMLDivElement>(null);
  const focused = useRef<number | null>(null);

  useEffect(() => {
    const i = focused.current;
    // Only if focus was still on the stand-in handle that just went away.
    if (!Control || i === null || document.activeElement !== document.body) return;
    box.current?.querySelectorAll<HTMLElement>('[role="slider"]')[i]?.focus();
  }, [Control]);

  return (
    <RangeField {...props}>
      <div ref={box}>
        {/* Control is one fixed component per loader (useLazyComponent caches it). */}
        {/* eslint-disable-next-line react-hooks/static-components */}
        {Control ? <Control {...props} /> : <SliderPlaceholder {...props} onHandleFocus={(i) => { focused.current = i; }} />}
      </div>
    </RangeField>
  );
}
