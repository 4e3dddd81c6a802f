'use client';
/* eslint-disable @next/next/no-img-element */
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { photoAlt } from '@/lib/detail/photo-text';
import { fill } from '@/lib/i18n/fill';
import { ENGLISH_PHOTO_WORDS, type PhotoWords } from './action-words';

type Props = { images: string[]; title: string; subject?: string; start: number; onClose: (index: number) => void; words?: PhotoWords };

const SWIPE_PX = 40;

/**
 * Full-screen photos: a native modal <dialog>, so the page behind
 * is inert, focus stays inside and Escape closes it. Arrow keys, the buttons
 * or a horizontal swipe move between photos. Loaded on first open.
 */
export function PhotoViewer({ images, title, subject = title, start, onClose, words: w = ENGLISH_PHOTO_WORDS }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const [index, setIndex] = useState(start);
  const down = useRef<number | null>(null);
  const total = images.length;
  const go = (step: number) => setIndex((i) => (i + step + total) % total);

  useEffect(() => {
    const d = ref.current;
    if (d && !d.open) d.showModal();
  }, []);

  const onPointerDown = (e: PointerEvent) => { down.current = e.clientX; };
  const onPointerUp = (e: PointerEvent) => {
    if (down.current === null) return;
    const dx = e.clientX - down.current;
    down.current = null;
    if (Math.abs(dx) >= SWIPE_PX) go(dx < 0 ? 1 : -1);
  };

  return (
    <dialog ref={ref} className="photo-viewer" aria-label={fill(w.of, { title })}
      onClose={() => onClose(index)}
      onKeyDown={(e) => {
        if (e.key === 'ArrowRight') { e.preventDefault(); go(1); }
        if (e.key === 'ArrowLeft') { e.preventDefault(); go(-1); }
      }}>
      <div className="photo-viewer__stage" onPointerDown={onPointerDown} onPointerUp={onPointerUp} data-testid="photo-viewer-stage">
        <img src={images[index]} alt={photoAlt(subject, index, total, w.alt)} draggable={false} />
      </div>
      <p className="photo-viewer__count" aria-live="polite">{fill(w.count, { n: index + 1, total })}</p>
      <button type="button" className="photo-viewer__close" aria-label={w.close} autoFocus
        onClick={() => ref.current?.close()}>×</button>
      {total > 1 && (
        <>
          <button type="button" className="photo-viewer__nav photo-viewer__nav--prev" aria-label={w.prev} onClick={() => go(-1)}>‹</button>
          <button type="button" className="photo-viewer__nav photo-viewer__nav--next" aria-label={w.next} onClick={() => go(1)}>›</button>
        </>
      )}
    </dialog>
  );
}
