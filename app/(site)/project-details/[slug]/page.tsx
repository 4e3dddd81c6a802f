import type { Metadata } from 'next';
import { countView } from '@/server/catalog/detail/count-view';
import { detailMetadata } from '@/server/catalog/detail/metadata';
import { DetailView } from '@/components/detail/detail-view';
import { loadDetail } from '@/server/catalog/detail/load-detail';
import { requestOrigin } from '@/server/platform/http/request-origin';
import { detailInsights } from '@/server/catalog/insights/detail';
import { detailCrumbHrefs } from '@/server/catalog/seo/detail-crumbs';

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return detailMetadata('project-details', (await params).slug);
}

export default async function ProjectDetailsPage({ params }: Props) {
  const { slug } = await params;
  const d = await loadDetail('project-details', slug); // 404 or a redirect to the canonical URL
  const [origin, counted, insights, crumbs] = await Promise.all([requestOrigin(), countView(d.kind, d.card.id), detailInsights(d), detailCrumbHrefs(d.card)]);
  return <DetailView d={d} slug={slug} origin={origin} viewCounted={counted} insights={insights} crumbs={crumbs} />;
}
