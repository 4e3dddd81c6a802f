import type { ReactNode } from 'react';
import { FilterSheetHost } from '@/components/search/filter-sheet-host';
import { getTranslations } from 'next-intl/server';
import { pageLocale } from '@/server/platform/i18n/locale';
import { filterWords } from '@/components/search/filter-words';

// As on /search: the mobile filter sheet outlives navigation between place pages.
// Its words in the page's language; English pages pass none (the sheet's own English).
export default async function ReadableLayout({ children }: { children: ReactNode }) {
  const locale = await pageLocale();
  const words = locale === 'en' ? undefined : filterWords(await getTranslations(), locale);
  return (
    <>
      {children}
      <FilterSheetHost words={words} />
    </>
  );
}
