import type { Metadata } from 'next';
import { SearchPage } from '@/components/search/search-page';
import { searchMetadata } from '@/server/catalog/search/catalog/load-search';

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ sort?: string | string[] }> };

const sortOf = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  return searchMetadata('agriculture', (await params).id, sortOf((await searchParams).sort));
}

export default async function AgricultureSearchPage({ params, searchParams }: Props) {
  return <SearchPage group="agriculture" id={(await params).id} sort={sortOf((await searchParams).sort)} />;
}
