import type { Metadata } from 'next';
import { countView } from '@/components/detail/count-view';
import { detailMetadata } from '@/components/detail/detail-metadata';
import { DetailView } from '@/components/detail/detail-view';
import { loadDetail } from '@/components/detail/load-detail';
import { requestOrigin } from '@/components/detail/request-origin';

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return detailMetadata('project-details', (await params).slug);
}

export default async function ProjectDetailsPage({ params }: Props) {
  const { slug } = await params;
  const d = await loadDetail('project-details', slug); // 404 or a redirect to the canonical URL
  const [origin, counted] = await Promise.all([requestOrigin(), countView(d.kind, d.card.id)]);
  return <DetailView d={d} slug={slug} origin={origin} viewCounted={counted} />;
}
