import type { Metadata } from 'next';
import { COMPARE_MAX } from '@/lib/compare/compare-ids';
import { loadComparePage } from '@/server/catalog/compare/page';
import { requestOrigin } from '@/server/platform/http/request-origin';
import { pageMetadata } from '@/server/catalog/seo/metadata';
import { CompareView } from '@/components/compare/compare-view';
import { CompareSync } from '@/components/compare/compare-sync';

const TITLE = 'Compare properties';
const DESCRIPTION = 'Compare up to 4 homes side by side: price, price per sq.ft against the locality, area, floor, age and more.';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export async function generateMetadata(): Promise<Metadata> {
  // A comparison is the visitor's own pick: shared, not indexed. The default raster OG card.
  return { title: TITLE, description: DESCRIPTION, robots: { index: false },
    ...(await pageMetadata({ path: '/compare', title: TITLE, description: DESCRIPTION, canonical: false })) };
}

export default async function ComparePage({ searchParams }: Props) {
  const q = await searchParams;
  const { ids, add, problem, rows, pageUrl } = await loadComparePage({ ids: one(q.ids), add: one(q.add) }, await requestOrigin());
  return (
    <div className="page-width py-4">
      <h1 className="h3">Compare properties</h1>
      <CompareSync ids={ids} add={add} />
      {problem && <p role="alert" className="alert alert-warning">{problem}</p>}
      {one(q.full) === '1' && (
        <p role="alert" className="alert alert-info">Compare holds {COMPARE_MAX} listings: remove one below before adding another.</p>
      )}
      {rows && pageUrl && <CompareView rows={rows} pageUrl={pageUrl} />}
      {!rows && !problem && (
        <p>{add != null ? 'Adding the listing to your comparison…'
          : `Pick up to ${COMPARE_MAX} listings with "Compare" on their cards or pages to see them side by side.`}</p>
      )}
    </div>
  );
}
