import type { ReactNode } from 'react';
import { FilterSheetHost } from '@/components/search/filter-sheet-host';

// The mobile filter sheet outlives navigation between searches, so it lives here.
export default function SearchLayout({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <FilterSheetHost />
    </>
  );
}
