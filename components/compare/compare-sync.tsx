'use client';
import { useEffect } from 'react';
import { useRouter } from 'next/navigation';
import { compareHref } from '@/lib/compare/compare-ids';
import { compareAdd } from './results-compare-tray';
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
      const next = compareAdd(tray, add).tray;
      // An unchanged tray that lacks the listing was full: say so rather than dropping one.
      if (!next.includes(add)) {
        router.replace(`${compareHref(tray)}&full=1`);
        return;
      }
      writeTray(next);
      router.replace(compareHref(next));
    } else if (ids?.length) writeTray(ids);
  }, [add, ids, router]);
  return null;
}
