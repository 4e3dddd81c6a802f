import type { Metadata } from 'next';
import { SearchPage } from '@/components/search/search-page';
import { loadReadable, readableMetadata } from '@/server/seo/readable-page';
import { searchTitle } from '@/lib/search-title';

// A readable place page: /in/{city}/{what}, /in/{city}/{locality}/{what} and their
// /page-N (server/seo/readable-pages.ts). The search page renders it, so results,
// filters and "Load more" are the search's own.
type Props = { params: Promise<{ slug: string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return readableMetadata((await params).slug);
}

export default async function ReadablePlacePage({ params }: Props) {
  const x = await loadReadable((await params).slug);
  return <SearchPage group={x.group} id={x.id} page={x.page} pageBase={x.base} heading={searchTitle(x.group, x.state, '')} />;
}
