import type { Metadata } from 'next';
import { COMPARE_MAX, parseCompareIds } from '@/lib/compare/compare-ids';
import { compareListings } from '@/server/compare/compare';
import { getDb } from '@/server/db/client';
import { requestOrigin } from '@/server/http/request-origin';
import { pageMetadata } from '@/server/seo/metadata';
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
  const raw = one(q.ids);
  const ids = raw === undefined ? null : parseCompareIds(raw);
  const add = parseCompareIds(one(q.add))?.[0] ?? null;
  const problem = raw !== undefined && !ids ? 'The link names no listings to compare.'
    : ids && ids.length > COMPARE_MAX ? `Compare holds at most ${COMPARE_MAX} listings; this link names ${ids.length}.` : null;
  const rows = ids && !problem ? await compareListings(await getDb(), ids) : null;
  const origin = await requestOrigin();
  return (
    <div className="page-width py-4">
      <h1 className="h3">Compare properties</h1>
      <CompareSync ids={rows ? ids : null} add={add} />
      {problem && <p role="alert" className="alert alert-warning">{problem}</p>}
      {rows && <CompareView rows={rows} pageUrl={`${origin}/compare?ids=${ids!.join(',')}`} />}
      {!rows && !problem && (
        <p>{add != null ? 'Adding the listing to your comparison…'
          : `Pick up to ${COMPARE_MAX} listings with "Compare" on their cards or pages to see them side by side.`}</p>
      )}
    </div>
  );
}
