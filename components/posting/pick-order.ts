import type { Photo } from './photo-upload';

type Slot = { key: number; done: boolean; photo: Photo | null };

/**
 * Photos picked together upload in parallel and finish in any order (on a cold
 * server the first request is often the slowest). They join the list in the
 * order they were picked: a finished upload waits until every upload picked
 * before it has finished or failed.
 */
export function pickOrder() {
  const slots: Slot[] = [];
  return {
    reserve(key: number) { slots.push({ key, done: false, photo: null }); },
    /** Marks one upload finished (null = failed); answers what may join the list now, in pick order. */
    settle(key: number, photo: Photo | null): { keys: number[]; photos: Photo[] } {
      const slot = slots.find((s) => s.key === key);
      if (slot) { slot.done = true; slot.photo = photo; }
      const keys: number[] = [];
      const photos: Photo[] = [];
      while (slots[0]?.done) {
        const s = slots.shift()!;
        keys.push(s.key);
        if (s.photo) photos.push(s.photo);
      }
      return { keys, photos };
    },
  };
}
