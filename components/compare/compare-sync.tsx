'use client';
import { useEffect } from 'react';
import { useRouter } from 'next/navigation';
import { COMPARE_MAX, compareHref } from '@/lib/compare/compare-ids';
import { readTray, writeTray } from './compare-store';

/**
 * On /compare: a card's plain "Compare" link (/compare?add=ID, no script on search pages)
 * joins the listing to the tray here and moves to the shareable /compare?ids=… URL; a
 * shared URL that is opened becomes the visitor's tray.
 */
export function CompareSync({ ids, add }: { ids: number[] | null; add: number | null }) {
  const router = useRouter();
  useEffect(() => {
    if (add != null) {
      const tray = readTray().filter((x) => x !== add);
      // The newest choice stays; the oldest leaves when the tray is full.
      const next = [...tray, add].slice(-COMPARE_MAX);
      writeTray(next);
      router.replace(compareHref(next));
    } else if (ids?.length) writeTray(ids);
  }, [add, ids, router]);
  return null;
}
