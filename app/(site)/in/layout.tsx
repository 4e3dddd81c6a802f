import type { ReactNode } from 'react';
import { FilterSheetHost } from '@/components/search/filter-sheet-host';

// As on /search: the mobile filter sheet outlives navigation between place pages.
export default function ReadableLayout({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <FilterSheetHost />
    </>
  );
}
