'use client';
import { lazyComponent } from '@/components/lazy/lazy-component';
import { usePathname } from 'next/navigation';
import { useFilterSheet } from './use-filter-sheet';
import type { FilterWords } from '@/lib/search/filters/words';

// Loaded on first open only: most visits never open the sheet.
const FilterSheet = lazyComponent(() => import('./path-filter-sheet').then((m) => m.default));

/** The mobile filter sheet of a search page, filled from the search on screen (its path). */
export function FilterSheetHost({ words }: { words?: FilterWords }) {
  const { show, city, opens, hide } = useFilterSheet();
  const pathname = usePathname();
  if (!opens) return null;
  return <FilterSheet key={opens} show={show} onHide={hide} pathname={pathname} city={city} words={words} />;
}
