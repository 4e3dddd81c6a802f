/* eslint-disable @next/next/no-img-element */
'use client';
import { useField } from 'formik';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { toast } from '@/components/layout/toast';
import { errorMessage } from '@/lib/error-message';
import { fill } from '@/lib/i18n/fill';
import { useErrorText } from '@/components/forms/error-words';
import { usePostingWords } from './posting-words';
import { pickOrder } from './pick-order';
import { MAX_PHOTOS, move, PHOTO_TYPES, sendPhoto, type Photo } from './photo-upload';

type Uploading = { key: number; name: string; progress: number };
type Props = { name: string; agriculture: boolean; guestToken?: string | null };

/**
 * Up to 20 photos: the first is the cover. Each is checked, compressed and
 * uploaded at once (progress shown); buttons reorder, set the cover and remove,
 * so everything works from the keyboard and on touch, and on a desktop a tile
 * can also be dragged onto another's place.
 */
export function PhotosField({ name, agriculture, guestToken }: Props) {
  const [field, meta, helpers] = useField<Photo[]>(name);
  const words = usePostingWords();
  const t = words.text.photos;
  const shownError = useErrorText();
  const photos = field.value ?? [];
  // The list the upload callbacks that finish later add to; it is the truth while uploads
  // run. It follows the field only when the field changes from outside (a restored draft):
  // a render showing a list this field set earlier must not write that older list back
  // (a passive effect of such a render ran after the next upload had finished, and the
  // photo that upload added was dropped).
  const latest = useRef(photos);
  const mine = useRef(new WeakSet<Photo[]>());
  useEffect(() => {
    const v = field.value ?? [];
    if (!mine.current.has(v)) latest.current = v;
  }, [field.value]);
  const queue = useRef(pickOrder());
  const [busy, setBusy] = useState<Uploading[]>([]);
  const [dragged, setDragged] = useState<number | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const seq = useRef(0);
  // A pressed control that goes away (Make cover, ◀ on the new first photo, ✕) must not drop the
  // keyboard user's focus to the page: it moves to the same photo's next control, or its neighbour's.
  const grid = useRef<HTMLOListElement>(null);
  const focusAfter = useRef<{ id: number | null; act: 'earlier' | 'later' | 'remove' } | null>(null);
  const keepFocus = (id: number | null, act: 'earlier' | 'later' | 'remove') => { focusAfter.current = { id, act }; };
  useEffect(() => {
    const want = focusAfter.current;
    if (!want) return;
    focusAfter.current = null;
    const tile = want.id != null ? grid.current?.querySelector(`[data-photo="${want.id}"]`) : null;
    const order = want.act === 'earlier' ? ['earlier', 'later', 'remove'] : want.act === 'later' ? ['later', 'earlier', 'remove'] : ['remove'];
    const target = order.map((a) => tile?.querySelector<HTMLButtonElement>(`button[data-act="${a}"]:not(:disabled)`)).find(Boolean);
    (target ?? input.current)?.focus();
  });
  const room = MAX_PHOTOS - photos.length - busy.length;

  const set = (next: Photo[]) => { latest.current = next; mine.current.add(next); void helpers.setValue(next, true); };

  const onPick = async (e: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(e.target.files ?? []);
    if (input.current) input.current.value = '';
    if (!files.length) return;
    void helpers.setTouched(true, false);
    if (files.length > room) toast.error(fill(room === 1 ? t.tooManyOne : t.tooMany, { n: Math.max(room, 0), max: MAX_PHOTOS }));
    const picked = files.slice(0, Math.max(room, 0)).map((file) => ({ file, key: ++seq.current }));
    for (const p of picked) queue.current.reserve(p.key);
    setBusy((b) => [...b, ...picked.map((p) => ({ key: p.key, name: p.file.name, progress: 0 }))]);
    await Promise.all(picked.map(async ({ file, key }) => {
      let photo: Photo | null = null;
      try {
        photo = await sendPhoto(file, {
          agriculture, guestToken,
          onProgress: (p) => setBusy((b) => b.map((u) => (u.key === key ? { ...u, progress: p } : u))),
        });
      } catch (err) {
        toast.error(errorMessage(err, words.text.wizard.wrong, words.server));
      }
      // In pick order: the tiles of later picks stay until the earlier ones are in.
      const ready = queue.current.settle(key, photo);
      if (ready.photos.length) set([...latest.current, ...ready.photos]);
      if (ready.keys.length) setBusy((b) => b.filter((u) => !ready.keys.includes(u.key)));
    }));
  };

  const invalid = meta.touched && typeof meta.error === 'string';
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">{fill(t.add, { n: photos.length, max: MAX_PHOTOS })}</label>
      <input ref={input} id={id} type="file" multiple accept={PHOTO_TYPES} className={words.ownPicker ? 'visually-hidden photo-picker-input' : 'form-control'}
        onChange={onPick} disabled={room <= 0} aria-describedby={`${id}-help${invalid ? ` ${id}-error` : ''}`} />
      {/* The input keeps focus and name; this is only its face, in the page's language. */}
      {words.ownPicker && <label htmlFor={id} className="btn btn-outline-primary photo-picker" aria-hidden="true">{t.choose}</label>}
      <p id={`${id}-help`} className="form-text">{t.help}</p>
      {invalid && <div id={`${id}-error`} className="invalid-feedback d-block" role="alert">{shownError(String(meta.error))}</div>}
      <ol ref={grid} className="photo-grid" aria-label={t.list}>
        {photos.map((p, i) => (
          <li key={p.id} data-photo={p.id} className={`photo-tile${dragged === i ? ' photo-tile--dragged' : ''}`} draggable
            onDragStart={(e) => { setDragged(i); e.dataTransfer.effectAllowed = 'move'; }}
            onDragOver={(e) => { if (dragged !== null) e.preventDefault(); }}
            onDrop={(e) => { e.preventDefault(); if (dragged !== null && dragged !== i) set(move(photos, dragged, i)); setDragged(null); }}
            onDragEnd={() => setDragged(null)}>
            <img src={p.url} alt={fill(i === 0 ? t.coverPhoto : t.photo, { n: i + 1 })} />
            {i === 0 && <span className="badge text-bg-primary photo-cover">{t.cover}</span>}
            <div className="photo-actions">
              {/* Only the cover says Cover (its badge); the others offer to become it. The name carries the visible words. */}
              {i > 0 && (
                <button type="button" className="btn btn-sm btn-light" onClick={() => { keepFocus(p.id, 'later'); set(move(photos, i, 0)); }}>
                  {t.makeCover}<span className="visually-hidden">{fill(t.makeCoverOf, { n: i + 1 })}</span>
                </button>
              )}
              <button type="button" className="btn btn-sm btn-light" disabled={i === 0} data-act="earlier"
                onClick={() => { keepFocus(p.id, 'earlier'); set(move(photos, i, i - 1)); }}
                aria-label={fill(t.earlier, { n: i + 1 })}>◀</button>
              <button type="button" className="btn btn-sm btn-light" disabled={i === photos.length - 1} data-act="later"
                onClick={() => { keepFocus(p.id, 'later'); set(move(photos, i, i + 1)); }}
                aria-label={fill(t.later, { n: i + 1 })}>▶</button>
              <button type="button" className="btn btn-sm btn-light" data-act="remove"
                onClick={() => { keepFocus(photos[i + 1]?.id ?? photos[i - 1]?.id ?? null, 'remove'); set(photos.filter((x) => x.id !== p.id)); }}
                aria-label={fill(t.remove, { n: i + 1 })}>✕</button>
            </div>
          </li>
        ))}
        {busy.map((u) => (
          <li key={`u${u.key}`} className="photo-tile photo-tile--busy">
            <span className="small text-truncate">{u.name}</span>
            <div className="progress w-100" role="progressbar" aria-label={fill(t.uploading, { name: u.name })}
              aria-valuenow={Math.round(u.progress * 100)} aria-valuemin={0} aria-valuemax={100}>
              <div className="progress-bar" style={{ width: `${Math.round(u.progress * 100)}%` }} />
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
