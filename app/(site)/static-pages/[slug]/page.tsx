import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { STATIC_PAGES } from '@/components/static/static-content';
import { StaticArticle } from '@/components/static/static-article';

type Props = { params: Promise<{ slug: string }> };

export function generateStaticParams() {
  return Object.keys(STATIC_PAGES).map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = STATIC_PAGES[(await params).slug];
  return page ? { title: page.title, description: page.description } : { title: 'Page not found' };
}

export default async function StaticPageRoute({ params }: Props) {
  const page = STATIC_PAGES[(await params).slug];
  if (!page) notFound();
  return <StaticArticle page={page} />;
}
