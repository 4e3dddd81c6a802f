'use client';
import { useEffect } from 'react';
import { useRouter } from 'next/navigation';
import { COMPARE_MAX, compareHref } from '@/lib/compare/compare-ids';
import { readTray, writeTray } from './compare-store';

/**
 * On /compare: a card's plain "Compare" link (/compare?add=ID, when the results page's tray
 * script has not run) joins the listing to the tray here and moves to the shareable
 * /compare?ids=… URL; a full tray refuses it (&full=1 says so) rather than dropping one;
 * a shared URL that is opened becomes the visitor's tray.
 */
export function CompareSync({ ids, add }: { ids: number[] | null; add: number | null }) {
  const router = useRouter();
  useEffect(() => {
    if (add != null) {
      const tray = readTray();
      if (!tray.includes(add) && tray.length >= COMPARE_MAX) {
        router.replace(`${compareHref(tray)}&full=1`);
        return;
      }
      const next = tray.includes(add) ? tray : [...tray, add];
      writeTray(next);
      router.replace(compareHref(next));
    } else if (ids?.length) writeTray(ids);
  }, [add, ids, router]);
  return null;
}
