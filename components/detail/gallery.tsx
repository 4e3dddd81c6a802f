'use client';
import { useRef, useState, type KeyboardEvent } from 'react';
import { Photo } from '@/components/media/photo';
import { lazyComponent } from '@/components/lazy/lazy-component';
import { photoAlt } from '@/lib/detail/photo-text';
import { fill } from '@/lib/i18n/fill';
import { ENGLISH_PHOTO_WORDS, type PhotoWords } from './action-words';

// The full-screen viewer's code loads on first open.
const PhotoViewer = lazyComponent(() => import('./photo-viewer').then((m) => m.PhotoViewer));

/** `subject`: what the photos show, for their alt text ("2 BHK flat in Jayanagar, Bengaluru"; lib/detail/photo-text.ts). */
type Props = {
  images: string[]; title: string; subject?: string;
  /** With no photos: the text shown and the label ({title}), in the page's language. */
  empty?: { text: string; label: string };
  /** Labels, counter and alt texts in the page's language (English by default). */
  words?: PhotoWords;
};

const NO_PHOTOS = { text: 'No photos yet', label: 'No photos of {title} yet' };

// The main photo spans the detail page's main column (beside a 360-400 px aside from 992 px).
const MAIN_SIZES = '(min-width: 992px) calc(100vw - 420px), 100vw';

const STEP: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * Main photo plus thumbnails. Thumbnails are real buttons (Tab, Enter, Space);
 * arrow keys, Home and End also move between them. The counter is a
 * live region so a screen reader hears which photo is showing.
 */
export function Gallery({ images, title, subject = title, empty = NO_PHOTOS, words: w = ENGLISH_PHOTO_WORDS }: Props) {
  const [index, setIndex] = useState(0);
  const [fullScreen, setFullScreen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const total = images.length;

  if (total === 0) {
    return (
      <div className="gallery gallery--empty" role="img" aria-label={fill(empty.label, { title })}>
        <span aria-hidden="true">{empty.text}</span>
      </div>
    );
  }

  const show = (i: number, focus = false) => {
    const next = (i + total) % total;
    setIndex(next);
    if (focus) thumbs.current[next]?.focus();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const target = e.key === 'Home' ? 0 : e.key === 'End' ? total - 1 : STEP[e.key] ? index + STEP[e.key] : null;
    if (target === null) return;
    e.preventDefault();
    show(target, true);
  };

  return (
    <section className="gallery" aria-label={w.label}>
      <figure className="gallery__main">
        <Photo src={images[index]} alt={photoAlt(subject, index, total, w.alt)} width={800} height={600}
          sizes={MAIN_SIZES} loading="eager" fetchPriority={index === 0 ? 'high' : undefined} data-testid="gallery-main" />
        {total > 1 && (
          <>
            <button type="button" className="gallery__nav gallery__nav--prev" onClick={() => show(index - 1)} aria-label={w.prev}>‹</button>
            <button type="button" className="gallery__nav gallery__nav--next" onClick={() => show(index + 1)} aria-label={w.next}>›</button>
          </>
        )}
        <figcaption className="gallery__count" aria-live="polite">{fill(w.count, { n: index + 1, total })}</figcaption>
        <button ref={opener} type="button" className="gallery__full" onClick={() => setFullScreen(true)}>
          <span aria-hidden="true">⤢ </span>{w.full}
        </button>
      </figure>
      {fullScreen && (
        <PhotoViewer images={images} title={title} subject={subject} start={index} words={w}
          onClose={(i) => { setFullScreen(false); setIndex(i); opener.current?.focus(); }} />
      )}
      {total > 1 && (
        <div className="gallery__thumbs" role="group" aria-label={w.choose} onKeyDown={onKeyDown}>
          {images.map((src, i) => (
            <button key={`${src}-${i}`} type="button" ref={(el) => { thumbs.current[i] = el; }}
              className="gallery__thumb" aria-label={fill(w.show, { n: i + 1, total })}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => show(i)}>
              <Photo src={src} alt={photoAlt(subject, i, total, w.alt)} width={96} height={72} sizes="96px" loading="lazy" />
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
