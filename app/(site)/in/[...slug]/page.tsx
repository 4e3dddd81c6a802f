import type { Metadata } from 'next';
import { SearchPage } from '@/components/search/search-page';
import { CityIndexView } from '@/components/seo/place-index-view';
import { loadReadable, readableMetadata } from '@/server/catalog/seo/readable-page';
import { cityIndex, cityIndexMetadata } from '@/server/catalog/seo/place-index-page';
import { searchTitle } from '@/lib/search-title';
import { safeDecode } from '@/lib/city';
import { pageTitleWords } from '@/server/platform/i18n/title-words';

// A readable place page: /in/{city}/{what}, /in/{city}/{locality}/{what} and their
// /page-N (server/catalog/seo/readable-pages.ts). The search page renders it, so results,
// filters and "Load more" are the search's own. One segment, /in/{city}, is the city's index.
type Props = { params: Promise<{ slug: string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  return slug.length === 1 ? cityIndexMetadata(safeDecode(slug[0])) : readableMetadata(slug);
}

export default async function ReadablePlacePage({ params }: Props) {
  const { slug } = await params;
  if (slug.length === 1) return <CityIndexView x={await cityIndex(safeDecode(slug[0]))} />;
  const x = await loadReadable(slug);
  return <SearchPage group={x.group} id={x.id} page={x.page} pageBase={x.base} heading={searchTitle(x.group, x.state, '', await pageTitleWords())} />;
}
